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
    /**
     * Interest rates assumed in the worked examples and the calculators' starting values, in
     * percent. They are assumptions for illustration, chosen on the date below: not a market
     * survey, a quote or an offer.
     */
    illustrativeRates: {
      effective: '2026-11-23',
      source: "The broker's assumptions for worked examples, not a market survey",
      rates: {
        /** Conventional, 30-year fixed. */
        conventional30: 6.25,
        /** Conventional, 20-year fixed. */
        conventional20: 5.875,
        /** Conventional, 15-year fixed. */
        conventional15: 5.5,
        /** Conventional cash-out refinance, 30-year fixed. */
        conventionalCashOut30: 6.75,
        /** FHA, 30-year fixed. */
        fha30: 6,
        /** Jumbo, 30-year fixed. */
        jumbo30: 6.5,
        /** Jumbo, 15-year fixed. */
        jumbo15: 5.875,
        /** Physician loan, 30-year fixed. */
        physician30: 6.5,
        /** Non-QM (bank statement, asset-based), 30-year fixed. */
        nonQm30: 7.375,
        /** DSCR investment loan, 30-year fixed. */
        dscr30: 7.5,
        /** Foreign national, 30-year fixed. */
        foreignNational30: 7.75,
        /** Fix and flip, interest-only short term. */
        fixFlip: 10.5,
      },
    },
    /**
     * Typical yearly property tax for a new owner in Miami-Dade, as a percent of the price: the
     * calculators' hint and the default of the affordability calculator. A sale resets the taxed
     * value to market value, and the combined millage of county, school board, city and districts
     * runs from about 17 to 21 mills (1.7%-2.1%) depending on the city; 2% is the usual estimate.
     */
    miamiDadePropertyTax: {
      percent: 2,
      year: 2025,
      effective: '2025-10-01',
      source:
        'Miami-Dade County Property Appraiser, adopted 2025 millage rates (tax year 2025, adopted September 2025)',
    },
    /**
     * Borrower-paid private mortgage insurance, percent of the loan a year: the range the payment
     * calculator uses for its PMI estimate (Freddie Mac: about $30-$70 a month per $100,000 borrowed).
     */
    pmiRates: {
      low: 0.36,
      high: 0.84,
      effective: '2026-11-23',
      source: 'Freddie Mac, My Home, "Private mortgage insurance" (about $30 to $70 a month per $100,000 borrowed)',
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
