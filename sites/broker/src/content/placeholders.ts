import { CONSENT_RECORD_YEARS, DEFAULT_LEAD_RETENTION_MONTHS, type Language } from '@broker/core';
import { fillTemplate } from '@broker/core/text';
import { formatAddress, siteConfig, type SiteConfig } from '../../site.config';
import { figureValues } from './figures';

/**
 * Values that Markdown and frontmatter write as {{name}}: business data, figures, the months a
 * lead is kept (`retentionMonths`, the server's default purge period) and the years a consent record
 * and a do-not-contact entry are kept (`consentRecordYears`), in one language. Figures kept year by
 * year (loan limits) take the entry in force on `date`, the build date.
 */
export function placeholderValues(
  language: Language,
  config: SiteConfig = siteConfig,
  date: Date = new Date(),
): Record<string, string> {
  return {
    company: config.companyName,
    phone: config.phone.display,
    email: config.email,
    nmls: config.nmls,
    nmlsConsumerAccessUrl: config.nmlsConsumerAccessUrl,
    address: formatAddress(config),
    retentionMonths: String(DEFAULT_LEAD_RETENTION_MONTHS),
    consentRecordYears: String(CONSENT_RECORD_YEARS),
    ...figureValues(config.figures, language, date),
  };
}

/** Fills {{name}} placeholders; an unknown name is an error that names it. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return fillTemplate(text, values, { missing: 'throw' });
}

/** Fills placeholders in every string of a JSON-like value. */
export function fillDeep<T>(value: T, values: Record<string, string>): T {
  if (typeof value === 'string') return fillPlaceholders(value, values) as T;
  if (Array.isArray(value)) return value.map((v) => fillDeep(v, values)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v, values)])) as T;
  }
  return value;
}
