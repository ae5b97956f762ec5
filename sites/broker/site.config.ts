import business from './content/business.json';
import figures from './content/figures.json';
import rateSheet from './content/rate-sheet.json';
import { readProof } from './src/content/proof';

/**
 * Business data of the site, in one place. Components and content never type any of it in:
 * Markdown uses {{company}}, {{phone}}, {{email}}, {{nmls}} and {{address}}, and the layout reads
 * this object. The business's own details and the rate sheet are data files the broker edits in the
 * content editor (/admin): `content/business.json` and `content/rate-sheet.json`; so are the team
 * (`content/team.json`, src/content/team.ts) and the reviews (`content/reviews.json`,
 * src/content/testimonials.ts), which only the build reads.
 *
 * SAMPLE VALUES: the template ships with the sample values of `SAMPLE` below in those files.
 * Before going live, replace each with the business's real value; a production build
 * (`CONTEXT=production` on Netlify, or `BROKER_GO_LIVE=true`) stops while any value is still a
 * sample, with one line per value (src/config/goLive.ts). The CRM endpoint, e-mail delivery and
 * database are server settings (.env.example), not business data.
 */
export interface OfficeHours {
  /** ISO weekday numbers, 1 = Monday … 7 = Sunday. */
  days: readonly number[];
  opens: string | null;
  closes: string | null;
}

/** Text in both languages of the site. */
export interface Bilingual {
  en: string;
  es: string;
}

interface TestimonialText {
  /** First name and initial only, e.g. "Maria G." */
  name: string;
  /** The language the reviewer wrote in; the other language shows a labeled translation. */
  language: 'en' | 'es';
  quote: Bilingual;
  descriptor: Bilingual;
}

/** A placeholder testimonial: shown only in development builds, never published. */
export interface SampleTestimonial extends TestimonialText {
  sample: true;
}

/** A client's own review, published only with their consent on record. */
export interface RealTestimonial extends TestimonialText {
  sample: false;
  consent: {
    /** ISO date the reviewer agreed to publication. */
    date: string;
    /** How consent was given, e.g. "signed release form" or "e-mail reply". */
    method: string;
    /** Where the signed consent is kept, e.g. a file or CRM reference. */
    record: string;
  };
}

export type Testimonial = SampleTestimonial | RealTestimonial;

/** One year's value of a figure kept year by year (a loan limit), from the date it takes effect. */
export interface DatedAmount {
  amount: number;
  year: number;
  /** The date it takes effect, YYYY-MM-DD. */
  effective: string;
  source: string;
}

/** One offer on the rate sheet: rate and points in percent, the lender's fees in dollars. */
export interface RateSheetEntry {
  rate: number;
  points: number;
  lenderFees: number;
}

/**
 * The template's placeholder business data: none of it is the business's. Replace each value in
 * the data files, never here: the go-live gate compares `siteConfig` with these values.
 */
export const SAMPLE = {
  companyName: 'Grove Harbor Mortgage',
  legalName: 'Grove Harbor Mortgage LLC',
  siteUrl: 'https://www.groveharbormortgage.example',
  phone: { display: '(305) 555-0142', e164: '+13055550142' },
  email: 'hello@groveharbormortgage.example',
  address: {
    street: '3480 Main Highway, Suite 200',
    geo: { latitude: 25.7282, longitude: -80.2437 },
  },
  nmls: '2104587',
  applicationPortalUrl: 'https://apply.groveharbormortgage.example/',
  social: {
    facebook: 'https://www.facebook.com/groveharbormortgage.example',
    linkedin: 'https://www.linkedin.com/company/groveharbormortgage-example',
    instagram: 'https://www.instagram.com/groveharbormortgage.example',
  },
  figures: {
    rateSheet: { source: 'Sample rate sheet: name the lender or program rate sheet the worked examples come from' },
  },
} as const;

/** A record on NMLS Consumer Access, found by its NMLS ID: the company's, or a loan originator's. */
export function nmlsConsumerAccessUrl(nmlsId: string, kind: 'COMPANY' | 'INDIVIDUAL' = 'COMPANY'): string {
  return `https://www.nmlsconsumeraccess.org/EntityDetails.aspx/${kind}/${encodeURIComponent(nmlsId.trim())}`;
}

/** A figure kept year by year, as its data file holds it: the editor leaves out a list with no year yet. */
function datedSeries(series: { area: string; announcedBy: string; entries?: readonly DatedAmount[] }) {
  return { area: series.area, announcedBy: series.announcedBy, entries: series.entries ?? [] };
}

export const siteConfig = {
  /** Who the business is, where and when it answers: `content/business.json` ("Business" in the content editor). */
  companyName: business.companyName,
  legalName: business.legalName,
  /** Absolute origin used for canonical links, sitemap and structured data (SITE_URL overrides). */
  siteUrl: business.siteUrl,
  phone: business.phone,
  email: business.email,
  address: business.address,
  /** The company's NMLS ID (digits only). */
  nmls: business.nmls,
  /** The company's record on NMLS Consumer Access, always from `nmls` above. */
  get nmlsConsumerAccessUrl(): string {
    return nmlsConsumerAccessUrl(this.nmls);
  },
  /** The loan-origination provider's online application. */
  applicationPortalUrl: business.applicationPortalUrl,
  social: business.social,
  /** A closed day has no opening and closing time (the editor leaves them out). */
  hours: business.hours.map(({ days, opens, closes }) => ({
    days,
    opens: opens ?? null,
    closes: closes ?? null,
  })) satisfies OfficeHours[],
  timeZone: business.timeZone,
  /**
   * Proof the home page shows, each fact only once the broker sets it in `content/business.json`:
   * the year first licensed in Florida (`licensedSince`), the number of wholesale lenders compared
   * (`lendersCompared`) and the languages spoken (`languages`, codes such as "en", "es"). Unset or
   * unusable values are left out, never filled in (src/content/proof.ts).
   */
  proof: readProof(business, new Date().getFullYear()),
  /**
   * Figures that change over time, each with the date it took effect and its source, in
   * `content/figures.json` ("Rates → Loan limits and figures" in the content editor) and, for the
   * rate sheet, `content/rate-sheet.json`. Pages, the chat and the calculators read them from here,
   * so a yearly update is one edit. Markdown writes them as placeholders (`{{conformingLimit}}`,
   * `{{conformingLimitYear}}`, `{{fhaLimit}}`, `{{ratesAsOf}}`; the full list is in
   * content/README.md). The build fails when a figure (or, for a figure kept year by year in
   * `entries`, the entry in force) took effect more than 13 months before the build date, naming
   * the figure.
   */
  figures: {
    /**
     * One-unit conforming loan limit for Miami-Dade, Broward and Palm Beach counties: one entry a
     * year, each with the date it takes effect. The build uses the entry in force on its date, so a
     * new year's limit can be recorded as soon as FHFA announces it and takes over on January 1.
     * A build on or after January 1 of a year with no entry for that year warns.
     */
    conformingLoanLimit: datedSeries(figures.conformingLoanLimit),
    /**
     * FHA one-unit forward mortgage limit for Miami-Dade County (Miami-Fort Lauderdale-West Palm
     * Beach metropolitan area), dated like the conforming limit. Pages quote it as {{fhaLimit}} only
     * while an entry is in force: record each year's figure from HUD's Mortgagee Letter on
     * nationwide forward mortgage limits and HUD's FHA Mortgage Limits lookup.
     */
    fhaLoanLimit: datedSeries(figures.fhaLoanLimit),
    /**
     * The rate sheet behind the worked examples (content/examples.yml names its entries) and the
     * calculators' starting values, in `content/rate-sheet.json`, which the broker updates in the
     * content editor (/admin): terms the broker can actually offer on `effective`, from `source` (the
     * lender's or program's sheet of that date). Each entry is one offer on the sheet: the `product`
     * it is, its interest `rate` in percent, its discount `points` in percent of the loan amount (0
     * when none) and the lender's fees in dollars (`lenderFees`), all counted in the examples' APR. It
     * is good for `validDays` days: after that a production build stops until the sheet is brought
     * up to date, and other builds warn (src/content/rateSheet.ts). Each version stays in the git
     * history.
     */
    rateSheet,
    /**
     * Typical yearly property tax for a new owner in Miami-Dade, as a percent of the price: the
     * calculators' hint and the default of the affordability calculator. A sale resets the taxed
     * value to market value, and the combined millage of county, school board, city and districts
     * runs from about 17 to 21 mills (1.7%-2.1%) depending on the city; 2% is the usual estimate.
     */
    miamiDadePropertyTax: figures.miamiDadePropertyTax,
    /**
     * Borrower-paid private mortgage insurance, percent of the loan a year: the range the payment
     * calculator uses for its PMI estimate (Freddie Mac: about $30-$70 a month per $100,000 borrowed).
     */
    pmiRates: figures.pmiRates,
  },
  /** Compliance wording. */
  compliance: {
    en: {
      licence: 'Florida-licensed mortgage broker business',
      equalHousing: 'Equal Housing Opportunity',
    },
    es: {
      licence: 'Empresa de broker hipotecario con licencia en Florida',
      equalHousing: 'Igualdad de Oportunidades en la Vivienda',
    },
  },
} as const;

/**
 * A person on the About page. Florida and the SAFE Act require every loan originator named in an
 * advertisement to be shown with their own NMLS ID: `nmls` holds it (digits only), and the page links
 * it to their record on NMLS Consumer Access; `null` is for staff who do not originate loans
 * (processing, assistants). `sample: true` marks a placeholder profile: it shows, labeled, in
 * development and preview builds, and a production build stops while one is left (src/config/goLive.ts).
 */
export interface TeamMember {
  sample?: true;
  name: string;
  role: Bilingual;
  bio: Bilingual;
  nmls: string | null;
}

export type SiteConfig = typeof siteConfig;

/** The one-line postal address. */
export function formatAddress(config: SiteConfig = siteConfig): string {
  const a = config.address;
  return `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}`;
}
