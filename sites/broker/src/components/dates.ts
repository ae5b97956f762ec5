import type { Language } from '@broker/core';

const MONTHS: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};

/**
 * "January 2025" / "enero de 2025" from an ISO date (Spanish writes month names in lower case). Written out rather than through
 * Intl.DateTimeFormat, which costs a phone tens of milliseconds to build on every article.
 */
export function monthYear(isoDate: string, language: Language): string {
  const [year = '', month = '1'] = isoDate.slice(0, 10).split('-');
  const name = MONTHS[language][Number(month) - 1] ?? '';
  return language === 'es' ? `${name} de ${Number(year)}` : `${name} ${Number(year)}`;
}
