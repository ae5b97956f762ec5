import type { Testimonial } from '../../site.config';
import { readReviews, sampleTestimonialsIn, testimonials, testimonialsFor, visibleText } from './testimonials';

const sample: Testimonial = {
  sample: true,
  language: 'en',
  name: 'Carlos R.',
  quote: {
    en: "I'm self-employed, and two banks said no.",
    es: 'Trabajo por mi cuenta y dos bancos me dijeron que no.',
  },
  descriptor: { en: 'Business owner, Doral', es: 'Dueño de negocio, Doral' },
};

const real: Testimonial = {
  sample: false,
  language: 'es',
  name: 'Lucía M.',
  quote: { en: 'They explained every step in Spanish.', es: 'Me explicaron cada paso en español.' },
  descriptor: { en: 'Homeowner, Hialeah', es: 'Propietaria, Hialeah' },
  consent: { date: '2026-10-02', method: 'signed release form', record: 'CRM contact 4471, release PDF' },
};

describe('testimonialsFor', () => {
  it('never gives a production build a sample testimonial', () => {
    expect(testimonialsFor([sample], 'production', 'en')).toEqual([]);
    expect(testimonialsFor(testimonials, 'production', 'es').filter((t) => t.sample)).toEqual([]);
  });

  it('shows real testimonials with consent in production, marking translations', () => {
    expect(testimonialsFor([sample, real], 'production', 'en')).toEqual([
      {
        quote: 'They explained every step in Spanish.',
        name: 'Lucía M.',
        descriptor: 'Homeowner, Hialeah',
        sample: false,
        translated: true,
      },
    ]);
    expect(testimonialsFor([real], 'production', 'es')[0]?.translated).toBe(false);
  });

  it('drops a real testimonial whose consent record is incomplete', () => {
    const noRecord = { ...real, consent: { ...real.consent, record: '' } };
    expect(testimonialsFor([noRecord], 'production', 'en')).toEqual([]);
  });

  it('shows the samples, flagged, while developing', () => {
    expect(testimonialsFor([sample, real], 'development', 'es').map((t) => [t.name, t.sample])).toEqual([
      ['Carlos R.', true],
      ['Lucía M.', false],
    ]);
  });
});

describe('sampleTestimonialsIn', () => {
  it('finds a sample quote in built HTML even when React escaped its apostrophe', () => {
    const html = '<figure><blockquote><p>I&#x27;m self-employed, and two banks said no.</p></blockquote></figure>';
    expect(sampleTestimonialsIn([{ file: 'public/index.html', html }], [sample, real])).toEqual([
      'public/index.html: shows the sample testimonial of Carlos R. ("I\'m self-employed, and two banks said no…")',
    ]);
  });

  it('finds a sample quote left in a script bundle', () => {
    const script = String.raw`const t=[{quote:{en:'I\'m self-employed, and two banks said no.'}}];`;
    expect(sampleTestimonialsIn([{ file: 'public/commons-1.js', html: script }], [sample])).toHaveLength(1);
    expect(sampleTestimonialsIn([{ file: 'public/app-1.js', html: 'const ok=1;' }], [sample])).toEqual([]);
  });

  it('passes pages with real testimonials only, and finds the Spanish sample too', () => {
    const realPage = '<p>Me explicaron cada paso en español.</p>';
    expect(sampleTestimonialsIn([{ file: 'public/es/index.html', html: realPage }], [sample, real])).toEqual([]);
    const samplePage = '<p>Trabajo por mi cuenta y\n dos bancos me dijeron que no.</p>';
    expect(sampleTestimonialsIn([{ file: 'public/es/index.html', html: samplePage }], [sample])).toHaveLength(1);
  });
});

describe('visibleText', () => {
  it('drops tags, scripts and styles and decodes entities', () => {
    expect(visibleText('<p>A &amp; B&#39;s &quot;x&quot;</p><script>var q="hidden"</script>').trim()).toBe(
      'A & B\'s "x"',
    );
  });
});

describe('readReviews', () => {
  const text = {
    name: 'Rosa M.',
    quote: { en: 'They answered every question.', es: 'Contestaron todas mis preguntas.' },
    descriptor: { en: 'Buyer, Hialeah', es: 'Compradora, Hialeah' },
  };

  it('reads a review the editor saved without its sample box as a real one, shown only with its whole consent record', () => {
    const [withConsent, withoutConsent] = readReviews([
      {
        ...text,
        language: 'es',
        consent: { date: '2026-11-02', method: 'signed release form', record: 'CRM note 4411' },
      },
      { ...text, language: 'es', consent: { date: '2026-11-02' } },
    ]);
    expect(withConsent).toMatchObject({ sample: false, language: 'es', consent: { record: 'CRM note 4411' } });
    expect(testimonialsFor([withConsent!, withoutConsent!], 'production', 'en')).toEqual([
      { quote: text.quote.en, name: 'Rosa M.', descriptor: 'Buyer, Hialeah', sample: false, translated: true },
    ]);
  });

  it('keeps the shipped samples out of production', () => {
    expect(testimonials.length).toBeGreaterThan(0);
    expect(testimonials.every((t) => t.sample)).toBe(true);
    expect(testimonialsFor(testimonials, 'production', 'en')).toEqual([]);
  });
});
