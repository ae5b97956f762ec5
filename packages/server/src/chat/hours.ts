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
  if (sorted.length === 1) return names[first] ?? '';
  if (sorted.every((d, i) => d === first + i)) {
    return language === 'en' ? `${names[first]}–${names[last]}` : `${names[first]} a ${names[last]}`;
  }
  return sorted.map((d) => names[d]).join(', ');
}

/** "9:00 AM" in English, "9:00 a. m." in Spanish (12-hour, as Miami writes it), from "09:00". */
function formatTime(hhmm: string, language: Language): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const clock = `${h % 12 || 12}:${String(m).padStart(2, '0')}`;
  if (language === 'es') return `${clock}\u00a0${h < 12 ? 'a.\u00a0m.' : 'p.\u00a0m.'}`;
  return `${clock}\u00a0${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * "Monday–Friday 9:00 AM–6:00 PM, Saturday 10:00 AM–4:00 PM, Sunday closed";
 * "lunes a viernes de 9:00 a. m. a 6:00 p. m., sábado de 10:00 a. m. a 4:00 p. m., domingo cerrado".
 */
export function formatHours(hours: readonly OfficeHours[], language: Language): string {
  return hours
    .map((h) => {
      const days = dayRange(h.days, language);
      if (!h.opens || !h.closes) return `${days} ${language === 'en' ? 'closed' : 'cerrado'}`;
      const [opens, closes] = [formatTime(h.opens, language), formatTime(h.closes, language)];
      return language === 'en' ? `${days} ${opens}–${closes}` : `${days} de ${opens} a ${closes}`;
    })
    .join(', ');
}
