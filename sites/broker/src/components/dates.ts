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
    'Enero',
    'Febrero',
    'Marzo',
    'Abril',
    'Mayo',
    'Junio',
    'Julio',
    'Agosto',
    'Septiembre',
    'Octubre',
    'Noviembre',
    'Diciembre',
  ],
};

/**
 * "January 2025" / "Enero 2025" from an ISO date. Written out rather than through
 * Intl.DateTimeFormat, which costs a phone tens of milliseconds to build on every article.
 */
export function monthYear(isoDate: string, language: Language): string {
  const [year = '', month = '1'] = isoDate.slice(0, 10).split('-');
  return `${MONTHS[language][Number(month) - 1] ?? ''} ${Number(year)}`;
}
