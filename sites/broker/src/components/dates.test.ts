import { monthYear } from './dates';

describe('monthYear', () => {
  it('writes the month and year in each language', () => {
    expect(monthYear('2025-01-15', 'en')).toBe('January 2025');
    expect(monthYear('2025-01-15T00:00:00.000Z', 'es')).toBe('enero de 2025');
    expect(monthYear('2024-12-01', 'es')).toBe('diciembre de 2024');
  });
});

describe('monthYear, every month', () => {
  it('matches the platform calendar in both languages', () => {
    for (let month = 1; month <= 12; month += 1) {
      const iso = `2026-${String(month).padStart(2, '0')}-15`;
      for (const [language, locale] of [
        ['en', 'en-US'],
        ['es', 'es-US'],
      ] as const) {
        const expected = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
          new Date(`${iso}T12:00:00Z`),
        );
        expect(monthYear(iso, language)).toBe(language === 'es' ? `${expected} de 2026` : `${expected} 2026`);
      }
    }
  });
});
