import type { CmsConfig, Field } from '@sveltia/cms';
import { ICON_NAMES } from '@broker/core/icons';
import { DEFAULT_LANGUAGE, LANGUAGES, SLUG_PATTERN } from '../content/core';
import { contentRoutes } from '../content/routes';
import figures from '../../content/figures.json';
import rateSheet from '../../content/rate-sheet.json';
import { SCENE_NAMES } from '../content/scenes';

/**
 * The content editor at `/admin` (Sveltia CMS), written to `public/admin/config.yml` at build.
 * Its fields mirror what the build checks (content/README.md): the same page keys, icon names and
 * lengths, so the editor refuses in a field what the build would refuse later. What a field
 * cannot express (both languages present, trigger terms with their disclosures, banned Spanish
 * variants, a sample value in production) the build checks, naming the file.
 *
 * Each entry is edited in English and Spanish side by side, stored as `content/en/<key>.md` and
 * `content/es/<key>.md` (`multiple_folders`).
 */

/** Where the site's files sit in the repository the editor commits to. */
const SITE = 'sites/broker';

/** `owner/name` of a GitHub repository address, e.g. Netlify's `REPOSITORY_URL` at build. */
export function githubRepo(url: string | undefined): string | undefined {
  const match = /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(url ?? '');
  return match?.[1];
}

/** Every page a link may lead to: the fixed pages and the articles as the content holds them at build. */
const routeKeys = contentRoutes().routes.map((route) => route.key);

/** Where a call to action leads: a page of the site, the application portal or the pre-qualification form. */
const ctaTarget = (name: string, label: string): Field => ({
  name,
  label,
  widget: 'select',
  options: [...routeKeys, 'portal', 'prequalify'],
  i18n: 'duplicate',
  hint: 'A page of the site (its file name), "portal" (the online application) or "prequalify" (the pre-qualification form). An article written since the last publish appears here after the next one.',
});

/** A button or link: its label in each language and where it leads. */
const cta = (name: string, label: string, required = true): Field => ({
  name,
  label,
  widget: 'object',
  i18n: true,
  required,
  fields: [{ name: 'label', label: 'Label', widget: 'string', i18n: true }, ctaTarget('to', 'Leads to')],
});

const text = (name: string, label: string, hint?: string): Field => ({
  name,
  label,
  widget: 'text',
  i18n: true,
  ...(hint ? { hint } : {}),
});

const heading: Field = { name: 'heading', label: 'Heading', widget: 'string', i18n: true };

/** Every page's head: its browser title and search description. */
const titleFields: Field[] = [
  {
    name: 'title',
    label: 'Browser title',
    widget: 'string',
    i18n: true,
    maxlength: 70,
    hint: 'At most 60 characters once {{company}} is filled in; unique on the site. Example: "When to Refinance Your Mortgage | {{company}}".',
  },
  {
    name: 'description',
    label: 'Search description',
    widget: 'text',
    i18n: true,
    minlength: 120,
    maxlength: 160,
    hint: 'What search engines show under the title: 120 to 160 characters.',
  },
];

/** A fixed page's key and template (kept as they are), and its head. */
const headFields: Field[] = [
  { name: 'key', label: 'Route key', widget: 'hidden', i18n: 'duplicate' },
  { name: 'template', label: 'Template', widget: 'hidden', i18n: 'duplicate' },
  ...titleFields,
];

/** A list of items, each with an icon, a title and a text, under a heading. */
const block = (name: string, label: string, itemsLabel: string): Field => ({
  name,
  label,
  widget: 'object',
  i18n: true,
  fields: [
    heading,
    {
      name: 'items',
      label: itemsLabel,
      widget: 'list',
      i18n: true,
      summary: '{{fields.title}}',
      fields: [
        { name: 'icon', label: 'Icon', widget: 'select', options: [...ICON_NAMES], i18n: 'duplicate' },
        { name: 'title', label: 'Title', widget: 'string', i18n: true },
        text('text', 'Text'),
      ],
    },
  ],
});

const homeFields: Field[] = [
  ...headFields,
  {
    name: 'hero',
    label: 'Top of the page',
    widget: 'object',
    i18n: true,
    fields: [heading, text('lead', 'Lead'), cta('primaryCta', 'Main button'), cta('secondaryCta', 'Second button')],
  },
  {
    name: 'estimate',
    label: 'Payment estimate',
    widget: 'object',
    i18n: true,
    hint: "The estimate uses the payment calculator's fields, figures and disclaimers; write its heading and the words around it here.",
    fields: [
      heading,
      text('lead', 'Lead'),
      text(
        'assumptions',
        'What the estimate assumes',
        'Shown under the property-tax line. No figures of your own here: the estimate shows them.',
      ),
      { name: 'openCalculator', label: 'Link to the full calculator', widget: 'string', i18n: true },
    ],
  },
  {
    name: 'finder',
    label: 'Program finder',
    widget: 'object',
    i18n: true,
    fields: [
      heading,
      { name: 'legend', label: 'Question above the choices', widget: 'string', i18n: true },
      {
        name: 'options',
        label: 'Choices',
        widget: 'list',
        i18n: true,
        summary: '{{fields.label}}',
        fields: [
          {
            name: 'id',
            label: 'Choice id',
            widget: 'string',
            i18n: 'duplicate',
            pattern: ['^[a-z][a-z-]*$', 'Lowercase letters and hyphens, e.g. self-employed'],
          },
          { name: 'label', label: 'Choice', widget: 'string', i18n: true },
          text('text', 'What the program page covers'),
          { name: 'to', label: 'Program page', widget: 'select', options: routeKeys, i18n: 'duplicate' },
          { name: 'link', label: 'Link to the page', widget: 'string', i18n: true },
        ],
      },
    ],
  },
  {
    name: 'proof',
    label: 'Proof section',
    widget: 'object',
    i18n: true,
    hint: 'The facts come from Business (year licensed, lenders compared, languages); a fact left empty there is left off the page.',
    fields: [
      heading,
      { name: 'licensed_one', label: 'After "1" year licensed', widget: 'string', i18n: true },
      { name: 'licensed_other', label: 'After the number of years licensed', widget: 'string', i18n: true },
      { name: 'lenders', label: 'After the number of lenders compared', widget: 'string', i18n: true },
      { name: 'languages', label: 'Under the languages spoken', widget: 'string', i18n: true },
      { name: 'reviewsOn', label: 'Before the links to your review pages', widget: 'string', i18n: true },
    ],
  },
  block('benefits', 'Why choose us', 'Reasons'),
  {
    name: 'testimonials',
    label: 'Reviews section',
    widget: 'object',
    i18n: true,
    fields: [
      heading,
      text('sampleNote', 'Note under sample reviews', 'Shown only while the reviews are samples.'),
      { name: 'translatedFrom', label: 'Label of a translated review', widget: 'string', i18n: true },
    ],
  },
  {
    name: 'team',
    label: 'Team section',
    widget: 'object',
    i18n: true,
    hint: 'The people come from Team; sample profiles never show on the published home page.',
    fields: [
      heading,
      text('sampleNote', 'Note over sample profiles', 'Shown only in development, while the profiles are samples.'),
      { name: 'sampleLabel', label: 'Label of a sample profile', widget: 'string', i18n: true },
    ],
  },
  {
    name: 'faq',
    label: 'Frequently asked questions',
    widget: 'object',
    i18n: true,
    fields: [
      heading,
      {
        name: 'items',
        label: 'Questions',
        widget: 'list',
        i18n: true,
        summary: '{{fields.question}}',
        fields: [
          { name: 'question', label: 'Question', widget: 'string', i18n: true },
          text(
            'answer',
            'Answer',
            'An answer that states a rate, payment, term or down payment needs the link below, to a page with a worked example.',
          ),
          cta('link', 'Link after the answer', false),
        ],
      },
    ],
  },
  {
    name: 'closing',
    label: 'Closing call to action',
    widget: 'object',
    i18n: true,
    fields: [heading, text('text', 'Text'), cta('cta', 'Button')],
  },
];

const articleFields: Field[] = [
  // A new article has no key of its own: its file is named by its English address (the collection's `slug`).
  { name: 'key', label: 'Route key', widget: 'hidden', i18n: 'duplicate', required: false },
  { name: 'template', label: 'Template', widget: 'hidden', i18n: 'duplicate', default: 'article' },
  ...titleFields,
  {
    name: 'slug',
    label: 'Address',
    widget: 'string',
    i18n: true,
    pattern: [
      SLUG_PATTERN.source,
      'Lowercase words joined by hyphens, without accents or spaces, e.g. hurricane-insurance-miami / seguro-huracanes-miami',
    ],
    hint: 'The last part of the article’s address, in its own language: hurricane-insurance-miami in English gives /articles/hurricane-insurance-miami, seguro-huracanes-miami in Spanish gives /es/articulos/seguro-huracanes-miami. Changing it after publishing breaks every link to the article.',
  },
  heading,
  {
    name: 'category',
    label: 'Category',
    widget: 'string',
    i18n: true,
    hint: 'Example: "Refinancing" / "Refinanciamiento".',
  },
  {
    name: 'kind',
    label: 'Kind',
    widget: 'select',
    options: [
      { label: 'Blog article', value: 'blog' },
      { label: 'Loan program', value: 'program' },
    ],
    i18n: 'duplicate',
  },
  {
    name: 'date',
    label: 'Date',
    widget: 'datetime',
    type: 'date',
    format: 'YYYY-MM-DD',
    i18n: 'duplicate',
    hint: 'The date of the last revision in substance.',
  },
  { name: 'icon', label: 'Icon', widget: 'select', options: [...ICON_NAMES], i18n: 'duplicate' },
  {
    name: 'scene',
    label: 'Illustration',
    widget: 'select',
    options: [...SCENE_NAMES],
    required: false,
    i18n: 'duplicate',
    hint: 'The drawing across the top of the article and its card on the blog: bay, brickell (towers), coralGables (arches), grove (banyan and marina) or homes. Empty: homes for a loan program, bay for other articles.',
  },
  { name: 'summary', label: 'Summary', widget: 'text', i18n: true, hint: 'The lead under the heading.' },
  { name: 'excerpt', label: 'Excerpt', widget: 'text', i18n: true, hint: 'Shown on the blog list.' },
  { name: 'keywords', label: 'Keywords', widget: 'list', i18n: true, required: false },
  cta('back', 'Back link'),
  {
    name: 'cta',
    label: 'Closing call to action',
    widget: 'object',
    i18n: true,
    fields: [
      { name: 'heading', label: 'Heading', widget: 'string', i18n: true, required: false },
      { name: 'text', label: 'Text', widget: 'text', i18n: true, required: false },
      { name: 'label', label: 'Button label', widget: 'string', i18n: true },
      ctaTarget('to', 'Leads to'),
    ],
  },
  {
    name: 'body',
    label: 'Article',
    widget: 'markdown',
    i18n: true,
    hint: 'Link another page as `[text](route:calculator)`; write {{phone}}, {{company}}, {{conformingLimit}} instead of typing them. A rate, payment, term or down payment needs a worked example with its APR, or a link to a page with one.',
  },
];

const percent = (name: string, label: string, max: number, hint: string): Field => ({
  name,
  label,
  widget: 'number',
  value_type: 'float',
  min: 0,
  max,
  step: 0.001,
  hint,
});

/** The dated rate sheet behind the worked examples and the calculators (`content/rate-sheet.json`). */
const rateSheetFields: Field[] = [
  {
    name: 'effective',
    label: 'Date of the rate sheet',
    widget: 'datetime',
    type: 'date',
    format: 'YYYY-MM-DD',
    hint: 'The day these rates were offered. The published site stops updating once the sheet is older than the days below.',
  },
  {
    name: 'validDays',
    label: 'Good for (days)',
    widget: 'number',
    value_type: 'int',
    min: 1,
    max: 60,
    hint: 'Usually 30. After that, publish a new sheet.',
  },
  {
    name: 'source',
    label: 'Source',
    widget: 'string',
    hint: 'The lender or program rate sheet and its date, e.g. "UWM rate sheet of November 23, 2026, 9:00 a.m.".',
  },
  {
    name: 'rates',
    label: 'Offers',
    widget: 'object',
    fields: Object.entries(rateSheet.rates).map(([key, entry]) => ({
      name: key,
      label: entry.product,
      widget: 'object',
      collapsed: true,
      summary: '{{fields.rate}}% · {{fields.points}} points · ${{fields.lenderFees}}',
      fields: [
        { name: 'product', label: 'Product', widget: 'hidden' },
        percent('rate', 'Interest rate (%)', 20, 'The note rate, e.g. 6.25.'),
        percent('points', 'Discount points (% of the loan)', 5, '0 when none.'),
        {
          name: 'lenderFees',
          label: "Lender's fees ($)",
          widget: 'number',
          value_type: 'int',
          min: 0,
          max: 20000,
          hint: 'Origination, underwriting and processing: counted in the APR.',
        },
      ],
    })),
  },
];

const effectiveDate: Field = {
  name: 'effective',
  label: 'Takes effect',
  widget: 'datetime',
  type: 'date',
  format: 'YYYY-MM-DD',
};

const year: Field = { name: 'year', label: 'Year', widget: 'number', value_type: 'int', min: 2020, max: 2100 };

const source = (example: string): Field => ({
  name: 'source',
  label: 'Source',
  widget: 'string',
  hint: `Who published the figure and when, e.g. ${example}. A build stops when a figure took effect more than 13 months ago.`,
});

/** A figure kept year by year (a loan limit): one entry a year, the one in force on the build's date used. */
const series = (name: 'conformingLoanLimit' | 'fhaLoanLimit', label: string, example: string): Field => ({
  name,
  label,
  widget: 'object',
  hint: `${figures[name].area}, one-unit. Each year's figure: ${figures[name].announcedBy}. Record it as soon as it is announced; it takes over on its date.`,
  fields: [
    { name: 'area', label: 'Area', widget: 'hidden' },
    { name: 'announcedBy', label: 'Announced by', widget: 'hidden' },
    {
      name: 'entries',
      label: 'Years',
      label_singular: 'Year',
      widget: 'list',
      required: false,
      summary: '{{fields.year}}: ${{fields.amount}}',
      fields: [
        { name: 'amount', label: 'Limit ($)', widget: 'number', value_type: 'int', min: 100000, max: 5000000 },
        year,
        effectiveDate,
        source(example),
      ],
    },
  ],
});

/** The loan limits and the yearly figures of the calculators (`content/figures.json`). */
const figureFields: Field[] = [
  series('conformingLoanLimit', 'Conforming loan limit', '"FHFA, Conforming Loan Limit Values for 2027"'),
  series('fhaLoanLimit', 'FHA loan limit', '"HUD Mortgagee Letter on the 2027 FHA forward mortgage limits"'),
  {
    name: 'miamiDadePropertyTax',
    label: 'Miami-Dade property tax (% of the price a year)',
    widget: 'object',
    hint: "The calculators' default for a new owner: the adopted millage of county, school board, city and districts, 1.7%-2.1% depending on the city.",
    fields: [
      percent('percent', 'Percent of the price', 5, 'e.g. 2 for 20 mills.'),
      year,
      effectiveDate,
      source('"Miami-Dade County Property Appraiser, adopted 2026 millage rates"'),
    ],
  },
  {
    name: 'pmiRates',
    label: 'Private mortgage insurance (% of the loan a year)',
    widget: 'object',
    hint: "The range the payment calculator's PMI estimate uses.",
    fields: [
      percent('low', 'Low', 3, 'e.g. 0.36 ($30 a month per $100,000).'),
      percent('high', 'High', 3, 'e.g. 0.84 ($70 a month per $100,000).'),
      effectiveDate,
      source('"Freddie Mac, My Home, Private mortgage insurance"'),
    ],
  },
];

const url = (name: string, label: string, required = true): Field => ({
  name,
  label,
  widget: 'string',
  required,
  pattern: ['^https://\\S+$', 'A full address starting with https://'],
});

const time = (name: string, label: string): Field => ({
  name,
  label,
  widget: 'string',
  required: false,
  pattern: ['^([01]\\d|2[0-3]):[0-5]\\d$', 'A 24-hour time, e.g. 09:00 or 18:00'],
  hint: 'Leave empty on a day the office is closed.',
});

/** Languages a Miami team may serve clients in: the code stored, the name the editor shows. */
const SPOKEN_LANGUAGES = [
  ['en', 'English'],
  ['es', 'Spanish'],
  ['pt', 'Portuguese'],
  ['ht', 'Haitian Creole'],
  ['fr', 'French'],
  ['it', 'Italian'],
  ['de', 'German'],
  ['ru', 'Russian'],
  ['zh', 'Chinese'],
  ['he', 'Hebrew'],
] as const;

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The business's own details (`content/business.json`): every page, the chat and the structured data read them. */
const businessFields: Field[] = [
  {
    name: 'companyName',
    label: 'Business name',
    widget: 'string',
    hint: 'As the public knows it, e.g. on the header.',
  },
  {
    name: 'legalName',
    label: 'Legal name',
    widget: 'string',
    hint: 'Exactly as licensed by the Florida Office of Financial Regulation and on NMLS.',
  },
  url('siteUrl', "The site's address"),
  {
    name: 'phone',
    label: 'Phone',
    widget: 'object',
    fields: [
      {
        name: 'display',
        label: 'As shown',
        widget: 'string',
        pattern: ['^\\(\\d{3}\\) \\d{3}-\\d{4}$', 'Written (305) 555-0142'],
      },
      {
        name: 'e164',
        label: 'For dialing',
        widget: 'string',
        pattern: ['^\\+1\\d{10}$', 'The same number as +13055550142'],
      },
    ],
  },
  {
    name: 'email',
    label: 'E-mail',
    widget: 'string',
    pattern: ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'An e-mail address'],
  },
  {
    name: 'address',
    label: 'Office',
    widget: 'object',
    fields: [
      { name: 'street', label: 'Street and suite', widget: 'string' },
      { name: 'locality', label: 'City or neighborhood', widget: 'string' },
      { name: 'region', label: 'State', widget: 'hidden' },
      { name: 'postalCode', label: 'ZIP code', widget: 'string', pattern: ['^\\d{5}$', 'Five digits'] },
      { name: 'country', label: 'Country', widget: 'hidden' },
      {
        name: 'geo',
        label: 'Map position',
        widget: 'object',
        hint: "The office's latitude and longitude, from a map.",
        fields: [
          { name: 'latitude', label: 'Latitude', widget: 'number', value_type: 'float', min: 24, max: 31 },
          { name: 'longitude', label: 'Longitude', widget: 'number', value_type: 'float', min: -88, max: -79 },
        ],
      },
    ],
  },
  {
    name: 'nmls',
    label: 'Company NMLS ID',
    widget: 'string',
    pattern: ['^\\d{1,12}$', 'Digits only'],
    hint: 'Every page links its record on NMLS Consumer Access.',
  },
  url('applicationPortalUrl', 'Online application'),
  {
    name: 'social',
    label: 'Social media',
    widget: 'object',
    fields: [
      url('facebook', 'Facebook', false),
      url('linkedin', 'LinkedIn', false),
      url('instagram', 'Instagram', false),
    ],
  },
  {
    name: 'licensedSince',
    label: 'Year first licensed in Florida',
    widget: 'number',
    value_type: 'int',
    required: false,
    min: 1950,
    max: 2100,
    hint: 'The home page shows the years licensed, counted from this year. Leave empty and the page leaves it out.',
  },
  {
    name: 'lendersCompared',
    label: 'Wholesale lenders compared',
    widget: 'number',
    value_type: 'int',
    required: false,
    min: 1,
    max: 10000,
    hint: 'How many lenders you compare for a client today, as you could show a regulator. Leave empty and the home page leaves it out.',
  },
  {
    name: 'languages',
    label: 'Languages spoken',
    widget: 'select',
    multiple: true,
    required: false,
    options: SPOKEN_LANGUAGES.map(([value, label]) => ({ label, value })),
    hint: 'The languages your team serves clients in. Leave empty and the home page leaves it out.',
  },
  {
    name: 'reviewProfiles',
    label: 'Review pages',
    widget: 'list',
    required: false,
    summary: '{{fields.site}}',
    hint: 'Your public pages on review sites (Google, Zillow, Yelp…), linked from the home page so visitors can read every review there. Leave empty and the home page leaves them out.',
    fields: [
      { name: 'site', label: 'Site', widget: 'string', hint: 'As visitors know it, e.g. Google.' },
      url('url', 'Your page there'),
    ],
  },
  {
    name: 'hours',
    label: 'Office hours',
    widget: 'list',
    summary: '{{fields.opens}}-{{fields.closes}}',
    fields: [
      {
        name: 'days',
        label: 'Days',
        widget: 'select',
        multiple: true,
        options: WEEKDAYS.map((day, index) => ({ label: day, value: index + 1 })),
      },
      time('opens', 'Opens'),
      time('closes', 'Closes'),
    ],
  },
  { name: 'timeZone', label: 'Time zone', widget: 'hidden' },
];

/** Text in both languages, side by side: `{ en, es }` in the data files. */
const bilingual = (name: string, label: string, widget: 'string' | 'text', hint?: string): Field => ({
  name,
  label,
  widget: 'object',
  ...(hint ? { hint } : {}),
  fields: [
    { name: 'en', label: 'English', widget },
    { name: 'es', label: 'Spanish', widget },
  ],
});

const sampleBox = (what: string): Field => ({
  name: 'sample',
  label: `Sample ${what} (never published)`,
  widget: 'boolean',
  required: false,
  default: false,
  hint: `The template's placeholders are ticked: a production build stops while one is left. Leave it unticked for a real ${what}.`,
});

/** The team on the About page (`content/team.json`), in the order shown. */
const teamFields: Field[] = [
  {
    name: 'members',
    label: 'People',
    label_singular: 'Person',
    widget: 'list',
    summary: '{{fields.name}}',
    hint: 'In the order the About page shows them. With no one here, the page leaves the team out.',
    fields: [
      { name: 'name', label: 'Name', widget: 'string' },
      sampleBox('profile'),
      {
        name: 'nmls',
        label: 'NMLS ID',
        widget: 'string',
        required: false,
        pattern: ['^\\d{1,8}$', 'Digits only, e.g. 1987654'],
        hint: "Required by Florida and the SAFE Act for every loan originator named: the page links it to the person's NMLS Consumer Access record. Leave empty for staff who do not originate loans.",
      },
      bilingual('role', 'Role', 'string', 'e.g. Senior Mortgage Loan Originator / Oficial de préstamos sénior'),
      bilingual('bio', 'About them', 'text', 'One or two sentences: who they help and how.'),
    ],
  },
];

/** Client reviews for the home page (`content/reviews.json`): 16 CFR Part 465. */
const reviewFields: Field[] = [
  {
    name: 'reviews',
    label: 'Reviews',
    label_singular: 'Review',
    widget: 'list',
    summary: '{{fields.name}}',
    hint: 'A real review shows on the home page only with the consent record complete: who agreed, when, how, and where the signed consent is kept.',
    fields: [
      sampleBox('review'),
      {
        name: 'name',
        label: 'Name as the reviewer agreed',
        widget: 'string',
        hint: 'First name and initial, e.g. Maria G.',
      },
      {
        name: 'language',
        label: 'Language the reviewer wrote in',
        widget: 'select',
        options: [
          { label: 'English', value: 'en' },
          { label: 'Spanish', value: 'es' },
        ],
        hint: 'The other language shows your translation, labeled as one.',
      },
      bilingual('quote', 'Review', 'text', "The reviewer's words, unchanged, and a faithful translation."),
      bilingual(
        'descriptor',
        'Who they are',
        'string',
        'e.g. First-time buyer, Kendall / Compradora de primera vivienda, Kendall',
      ),
      {
        name: 'consent',
        label: 'Consent to publish',
        widget: 'object',
        required: false,
        fields: [
          { name: 'date', label: 'Date agreed', widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' },
          { name: 'method', label: 'How', widget: 'string', hint: 'e.g. signed release form, e-mail reply' },
          {
            name: 'record',
            label: 'Where the signed consent is kept',
            widget: 'string',
            hint: 'A file or CRM reference.',
          },
        ],
      },
    ],
  },
];

/** The editor's configuration for a build: GitHub through Netlify's sign-in when the repository is known. */
export function cmsConfig(siteUrl: string, repositoryUrl: string | undefined): CmsConfig {
  return {
    backend: {
      name: 'github',
      // The repository Netlify builds from; "work with local repository" needs none.
      repo: githubRepo(repositoryUrl) ?? 'local/repository',
      branch: 'main',
      // Netlify's own OAuth provider for GitHub (Site configuration → Access & security → OAuth).
      base_url: 'https://api.netlify.com',
    },
    publish_mode: 'editorial_workflow',
    site_url: siteUrl,
    logo_url: '/favicon.svg',
    media_folder: `${SITE}/static/images`,
    public_folder: '/images',
    // As the content is written by hand: single quotes, and no empty optional fields (a FAQ answer without a link has none).
    output: { yaml: { quote: 'single' }, omit_empty_optional_fields: true },
    i18n: {
      structure: 'multiple_folders',
      locales: [...LANGUAGES],
      default_locale: DEFAULT_LANGUAGE,
    },
    collections: [
      {
        name: 'articles',
        label: 'Articles',
        label_singular: 'Article',
        description: 'Blog articles and loan-program guides, in English and Spanish.',
        folder: `${SITE}/content`,
        filter: { field: 'template', value: 'article' },
        // A new article is a new pair of files, named by its English address; the build publishes both.
        create: true,
        slug: '{{fields.slug}}',
        delete: false,
        i18n: true,
        identifier_field: 'heading',
        summary: '{{heading}}',
        sortable_fields: ['heading', 'date'],
        fields: articleFields,
      },
      {
        name: 'pages',
        label: 'Pages',
        description: 'The sections of the fixed pages, in English and Spanish.',
        i18n: true,
        files: [
          {
            name: 'home',
            label: 'Home page',
            file: `${SITE}/content/{{locale}}/home.md`,
            i18n: true,
            fields: homeFields,
          },
        ],
      },
      {
        name: 'business',
        label: 'Business',
        description: 'Name, licence, phone, e-mail, office, hours and links, shown on every page.',
        files: [
          {
            name: 'business',
            label: 'Business details',
            file: `${SITE}/content/business.json`,
            format: 'json',
            fields: businessFields,
          },
        ],
      },
      {
        name: 'people',
        label: 'Team and reviews',
        description: 'The team on the About page and the client reviews on the home page.',
        files: [
          {
            name: 'team',
            label: 'Team',
            file: `${SITE}/content/team.json`,
            format: 'json',
            fields: teamFields,
          },
          {
            name: 'reviews',
            label: 'Reviews',
            file: `${SITE}/content/reviews.json`,
            format: 'json',
            fields: reviewFields,
          },
        ],
      },
      {
        name: 'figures',
        label: 'Rates',
        description:
          'The rate sheet behind every worked example, its APR and the calculators; the loan limits and yearly figures.',
        files: [
          {
            name: 'rateSheet',
            label: 'Rate sheet',
            file: `${SITE}/content/rate-sheet.json`,
            format: 'json',
            fields: rateSheetFields,
          },
          {
            name: 'figures',
            label: 'Loan limits and figures',
            file: `${SITE}/content/figures.json`,
            format: 'json',
            fields: figureFields,
          },
        ],
      },
    ],
  };
}
