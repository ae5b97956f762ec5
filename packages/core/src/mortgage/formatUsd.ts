import type { Language } from '../routes';

const formatters = new Map<Language, Intl.NumberFormat>();

/**
 * Whole US dollars as each language writes them on a US site: `$2,528` in English and in US
 * Spanish (es-US), rounded half away from zero. Non-finite values show as `$0`.
 */
export function formatUsd(value: number, lang: Language): string {
  const locale = lang === 'es' ? 'es-US' : 'en-US';
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formatters.set(lang, formatter);
  }
  const whole = Number.isFinite(value) ? Math.round(Math.abs(value)) * Math.sign(value) : 0;
  return formatter.format(whole === 0 ? 0 : whole);
}
