import { renderToStaticMarkup } from 'react-dom/server';
import es from '@broker/ui/locales/es/translation.json';
import { PageStringsProvider } from '../lib/pageStrings';
import { formatTime, OfficeHours } from './OfficeHours';

const spanishPage = {
  data: { locales: { edges: [{ node: { language: 'es', ns: 'translation', data: JSON.stringify(es) } }] } },
  pageContext: { language: 'es' },
};

describe('formatTime', () => {
  it('writes a 12-hour clock in both languages: 9:00 AM, 9:00 a. m.', () => {
    expect(formatTime('09:00', 'en')).toBe('9:00\u00a0AM');
    expect(formatTime('18:00', 'en')).toBe('6:00\u00a0PM');
    expect(formatTime('18:00', 'es')).toBe('6:00\u00a0p.\u00a0m.');
    expect(formatTime('09:30', 'es')).toBe('9:30\u00a0a.\u00a0m.');
  });

  it('handles noon and midnight', () => {
    expect(formatTime('12:00', 'en')).toBe('12:00\u00a0PM');
    expect(formatTime('00:15', 'en')).toBe('12:15\u00a0AM');
    expect(formatTime('00:15', 'es')).toBe('12:15\u00a0a.\u00a0m.');
    expect(formatTime('12:00', 'es')).toBe('12:00\u00a0p.\u00a0m.');
  });
});

describe('OfficeHours', () => {
  it('lists the configured days with their opening and closing times', () => {
    const html = renderToStaticMarkup(
      <PageStringsProvider props={spanishPage}>
        <OfficeHours heading="Horario" language="es" headingLevel="h3" />
      </PageStringsProvider>,
    );
    expect(html).toContain('<h3');
    expect(html).toContain(
      `<dt>${es.hours.weekdays}</dt><dd><time dateTime="09:00">9:00\u00a0a.\u00a0m.</time>–<time dateTime="18:00">6:00\u00a0p.\u00a0m.</time></dd>`,
    );
    expect(html).toContain(
      `<dt>${es.hours.saturday}</dt><dd><time dateTime="10:00">10:00\u00a0a.\u00a0m.</time>–<time dateTime="16:00">4:00\u00a0p.\u00a0m.</time></dd>`,
    );
    expect(html).toContain(`<dt>${es.hours.sunday}</dt><dd>${es.hours.closed}</dd>`);
  });
});
