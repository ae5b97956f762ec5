import { DEFAULT_LEAD_RETENTION_MONTHS, type Language } from '@broker/core';
import { fillTemplate, templatePlaceholders } from '@broker/core/text';
import type { BusinessInfo } from '../config';
import { money } from './compute';
import { formatHours } from './hours';

/** The names a template uses. */
export const placeholdersIn = templatePlaceholders;

/** Fills {{name}} placeholders; the assistant checks at start that every name has a value. */
export function fill(template: string, values: Record<string, string>): string {
  return fillTemplate(template, values);
}

/**
 * What answers may quote, per language: the business data, and each yearly figure of the site
 * configuration by name ({{conformingLoanLimit}} is its amount as money, {{conformingLoanLimit.year}}
 * and the other fields as written).
 */
export function businessValues(
  business: BusinessInfo,
  language: Language,
  prequalifyPath: string,
): Record<string, string> {
  const values: Record<string, string> = {
    company: business.companyName,
    phone: business.phone.display,
    email: business.email,
    address: business.address,
    nmls: business.nmls,
    portal: business.applicationPortalUrl,
    hours: formatHours(business.hours, language),
    prequalify: prequalifyPath,
    // The figure the published privacy policy states (the server's purge defaults to it).
    retentionMonths: String(DEFAULT_LEAD_RETENTION_MONTHS),
  };
  if (business.nmlsConsumerAccessUrl) values.nmlsConsumerAccessUrl = business.nmlsConsumerAccessUrl;
  for (const [name, figure] of Object.entries(business.figures ?? {})) {
    if (typeof figure.amount === 'number') values[name] = money(figure.amount);
    for (const [field, value] of Object.entries(figure)) {
      if (typeof value === 'string' || typeof value === 'number') values[`${name}.${field}`] = String(value);
    }
  }
  return values;
}
