/**
 * Business data of the site, in one place. Components and content never type any of it in:
 * Markdown uses {{company}}, {{phone}}, {{email}}, {{nmls}} and {{address}}, and the layout reads
 * this object.
 *
 * SAMPLE VALUES: every value marked `sample` below is a placeholder for the real business record
 * and must be replaced before the site goes live (search for "sample").
 */
export interface OfficeHours {
  /** ISO weekday numbers, 1 = Monday … 7 = Sunday. */
  days: readonly number[];
  opens: string | null;
  closes: string | null;
}

export const siteConfig = {
  /** sample */ companyName: 'Grove Harbor Mortgage',
  /** sample */ legalName: 'Grove Harbor Mortgage LLC',
  /** Absolute origin used for canonical links, sitemap and structured data (SITE_URL overrides). */
  /** sample */ siteUrl: 'https://www.groveharbormortgage.example',
  /** sample */ phone: { display: '(305) 555-0142', e164: '+13055550142' },
  /** sample */ email: 'hello@groveharbormortgage.example',
  /** sample */ address: {
    street: '3480 Main Highway, Suite 200',
    locality: 'Coconut Grove',
    region: 'FL',
    postalCode: '33133',
    country: 'US',
    geo: { latitude: 25.7282, longitude: -80.2437 },
  },
  /** sample */ nmls: '2104587',
  nmlsConsumerAccessUrl: 'https://www.nmlsconsumeraccess.org/',
  /** sample: the loan-origination provider's online application */
  applicationPortalUrl: 'https://apply.groveharbormortgage.example/',
  /** sample: marketing-CRM form endpoint that receives each lead (server side, outbox) */
  crmEndpointUrl: 'https://crm.example.com/forms/grove-harbor-mortgage',
  /** sample */ social: {
    facebook: 'https://www.facebook.com/groveharbormortgage.example',
    linkedin: 'https://www.linkedin.com/company/groveharbormortgage-example',
    instagram: 'https://www.instagram.com/groveharbormortgage.example',
  },
  hours: [
    { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' },
    { days: [6], opens: '10:00', closes: '16:00' },
    { days: [7], opens: null, closes: null },
  ] satisfies OfficeHours[],
  timeZone: 'America/New_York',
  /**
   * Figures that change over time, each with the date it took effect and its source. Pages, the
   * chat and the calculators read them from here, so a yearly update is one edit.
   */
  figures: {
    conformingLoanLimit: {
      /** One-unit conforming loan limit for Miami-Dade, Broward and Palm Beach counties. */
      amount: 832_750,
      year: 2026,
      area: 'Miami-Dade County',
      effective: '2026-01-01',
      source: 'FHFA, Conforming Loan Limit Values for 2026 (announced November 25, 2025)',
    },
  },
  /** Compliance wording (SPEC Part 1, decision 12). */
  compliance: {
    en: {
      licence: 'Florida-licensed mortgage broker business',
      equalHousing: 'Equal Housing Opportunity',
    },
    es: {
      licence: 'Empresa de corretaje hipotecario con licencia en Florida',
      equalHousing: 'Igualdad de Oportunidades en la Vivienda',
    },
  },
} as const;

export type SiteConfig = typeof siteConfig;

/** The one-line postal address. */
export function formatAddress(config: SiteConfig = siteConfig): string {
  const a = config.address;
  return `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}`;
}
