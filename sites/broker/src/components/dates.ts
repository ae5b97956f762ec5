import type { Language } from '@broker/core';

/** "January 2025" / "Enero 2025" from an ISO date. */
export function monthYear(isoDate: string, language: Language): string {
  const date = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  const month = new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { month: 'long', timeZone: 'UTC' }).format(date);
  return `${month.charAt(0).toUpperCase()}${month.slice(1)} ${date.getUTCFullYear()}`;
}
