import type { TeamMemberView } from './team';
import type { Alternates, Language } from '@broker/core';
import type { IconName } from './icons';
import type { Cta } from '../components/cta';
import type { ArticleCard, CalculatorCard } from './pages';
import type { HeadData } from '../seo/pageHead';
import type { RateExampleView } from './rateExamples';
import type { ProofCopy } from './proof';
import type { TestimonialView } from './testimonials';
import type { SceneName } from './scenes';

/** The shape of each template's frontmatter (content/README.md). */

/** A link to a page by its key (a fixed page or an article); the build adds its address in the page's language. */
export interface PageLink {
  to: string;
  href: string;
}

export interface Item {
  icon?: IconName;
  title: string;
  text: string;
}
export interface Step {
  title: string;
  text: string;
}
/** A question and its answer; `link` follows the answer, e.g. to the page with a worked example. */
export interface FaqItem {
  question: string;
  answer: string;
  link?: PageLink & { label: string };
}
export interface Block<T> {
  heading: string;
  intro?: string;
  items: T[];
}
export interface Base {
  key: string;
  template: string;
  title: string;
  description: string;
}

export interface HomeFrontmatter extends Base {
  hero: { heading: string; lead: string; primaryCta: Cta; secondaryCta: Cta };
  benefits: Block<Item>;
  /** The reviews themselves come from site.config.ts (only real, consented ones in production). */
  /** The payment estimate on the first screen; its fields and disclosures are the payment calculator's. */
  estimate: { heading: string; lead: string; assumptions: string; openCalculator: string };
  /** What brings the visitor here, each choice leading to its program page. */
  finder: { heading: string; legend: string; options: FinderOption[] };
  /** Labels of the business's proof (the facts come from content/business.json; unset ones are absent). */
  proof: { heading: string } & ProofCopy;
  testimonials: { heading: string; sampleNote: string; translatedFrom: string };
  /** The team itself comes from content/team.json; these words label it. */
  team: { heading: string; sampleNote: string; sampleLabel: string };
  faq: Block<FaqItem>;
  closing: { heading: string; text: string; cta: Cta };
}

/** One choice of the home page's program finder. */
export interface FinderOption extends PageLink {
  id: string;
  label: string;
  text: string;
  link: string;
}

export interface Teasers {
  heading: string;
  items: Array<{ icon?: IconName } & PageLink>;
}

export interface BuyHomeFrontmatter extends Base {
  hero: { heading: string; lead: string; cta: Cta };
  steps: Block<Step>;
  loanTypes: Block<Item & { facts?: string[] }> & { example?: string };
  programs: Block<Item & PageLink & { program: string }>;
  teasers: Teasers;
  closing: { heading: string; text: string; primaryCta: Cta; secondaryCta: Cta };
}

export interface RefinanceFrontmatter extends Base {
  hero: { heading: string; lead: string; cta: Cta };
  benefits: Block<Item>;
  options: Block<Item & Partial<PageLink>>;
  steps: Block<Step>;
  teasers: Teasers;
  closing: { heading: string; text: string; primaryCta: Cta; secondaryCta: Cta };
}

export interface CalculatorFrontmatter extends Base {
  hero: { heading: string; lead: string };
  explanations: Block<Item>;
  note: string;
  /** How the other calculator pages show this one. */
  card: Item & { icon: IconName };
  /** Heading of the links to the other calculators. */
  more: { heading: string; linkLabel: string };
}

/** The calculators beside the payment calculator. */
export const CALCULATOR_TOOLS = [
  'affordability',
  'refinance',
  'dscr',
  'assetIncome',
  'cashToClose',
  'pointsBuydowns',
] as const;

export interface CalculatorToolFrontmatter extends CalculatorFrontmatter {
  tool: (typeof CALCULATOR_TOOLS)[number];
  /** Section heading of the Markdown body (how the calculator works). */
  howItWorks: string;
}

export interface AboutFrontmatter extends Base {
  hero: { heading: string; lead: string };
  reasons: Block<Item>;
  whatWeDo: Block<Item>;
  values: Block<Item>;
  process: Block<Step>;
  promise: { heading: string; items: string[] };
  /** The team itself comes from content/team.json; these words label sample profiles. */
  team: { heading: string; sampleNote: string; sampleLabel: string };
}

export interface ContactFrontmatter extends Base {
  hero: { heading: string; lead: string };
  form: { heading: string; intro: string };
  office: { heading: string; note: string };
  phone: { heading: string; note: string };
  email: { heading: string; note: string };
  hours: { heading: string };
  quickApply: { heading: string; text: string; cta: Cta };
}

export interface BlogFrontmatter extends Base {
  hero: { heading: string; lead: string };
  latest: { heading: string; readMore: string };
  guides: { heading: string; lead: string };
  categories: Block<Item>;
}

export interface ArticleFrontmatter extends Base {
  heading: string;
  category: string;
  kind: 'blog' | 'program';
  date: string;
  icon: IconName;
  /** The illustration of its hero and card (content/scenes.ts); by default its kind's. */
  scene?: SceneName;
  summary: string;
  excerpt: string;
  keywords?: string[];
  back: PageLink & { label: string };
  cta: Cta & { heading?: string; text?: string };
}

export interface NeighbourhoodFrontmatter extends Base {
  area: string;
  areaServed: string[];
  hero: { heading: string; lead: string; cta: Cta };
  programs: Block<Item>;
  closing: { heading: string; text: string; primaryCta: Cta; secondaryCta: Cta };
}

export interface LegalFrontmatter extends Base {
  heading: string;
  updated: string;
  notice?: { heading: string; text: string };
}

/** What gatsby-node hands every content page. */
export interface PageContext<F> {
  key: string;
  language: Language;
  alternates: Alternates;
  head: HeadData;
  page: { frontmatter: F; html: string; readingMinutes: number; examples: Record<string, RateExampleView> };
  articles: ArticleCard[];
  /** The calculator pages (on the calculator pages only). */
  calculators: CalculatorCard[];
  /** Home page only: the testimonials this build may show. */
  testimonials: TestimonialView[];
  /** About page, and the home page: the team, from content/team.json (the home page never shows samples in production). */
  team: TeamMemberView[];
  /** Home page only: the payment calculator page's estimate note, shown with the estimate. */
  estimateNote?: string;
}

export interface LocalesData {
  locales: { edges: Array<{ node: { ns: string; data: string; language: string } }> };
}
