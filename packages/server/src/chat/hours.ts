import type { Language } from '@broker/core';
import type { OfficeHours } from '../config';

const DAY_NAMES: Record<Language, string[]> = {
  en: ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  es: ['', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
};

function dayRange(days: readonly number[], language: Language): string {
  const names = DAY_NAMES[language];
  const sorted = [...days].sort((a, b) => a - b);
  const first = sorted[0] ?? 1;
  const last = sorted[sorted.length - 1] ?? first;
  const contiguous = sorted.every((d, i) => d === first + i);
  if (sorted.length === 1) return names[first] ?? '';
  if (contiguous) return language === 'en' ? `${names[first]}–${names[last]}` : `${names[first]} a ${names[last]}`;
  return sorted.map((d) => names[d]).join(', ');
}

const time = (hhmm: string) => hhmm.replace(/^0(\d)/, '$1');

/** "Monday–Friday 9:00–18:00, Saturday 10:00–16:00, Sunday closed" in the visitor's language. */
export function formatHours(hours: readonly OfficeHours[], language: Language): string {
  const closed = language === 'en' ? 'closed' : 'cerrado';
  const text = hours
    .map((h) => {
      const days = dayRange(h.days, language);
      return h.opens && h.closes ? `${days} ${time(h.opens)}–${time(h.closes)}` : `${days} ${closed}`;
    })
    .join(', ');
  return language === 'es' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
