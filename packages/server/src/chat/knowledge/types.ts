import type { Language } from '@broker/core';
import type { ConceptData } from '../concepts';
import type { PolicyData } from '../policy';

export type LocalText = Record<Language, string>;

/** Where an answer points: a route key of @broker/core, or `prequalify` for the form. */
export type LinkTarget = string;

export interface Variant extends LocalText {
  link?: LinkTarget;
  /** Computed cases that answer better than this variant ("jumbo" asked with a price whose loan is one). */
  yieldsTo?: string[];
}

/** One intent of data/intents.yaml. */
export interface IntentDefinition {
  id: string;
  link?: LinkTarget;
  handoff?: boolean;
  /** A calculation over numbers read from the message; its result fills `computed`. */
  compute?:
    | 'cashToClose'
    | 'foreignDown'
    | 'bankStatementIncome'
    | 'loanTaxes'
    | 'flipLoan'
    | 'affordability'
    | 'equity'
    | 'dscr'
    | 'assetIncome'
    | 'breakEven'
    | 'conformingCheck'
    | 'propertyTax'
    | 'closingCosts'
    | 'pmiBalance';
  utterances: Record<Language, string[]>;
  answer: LocalText;
  computed?: LocalText;
  /** The page a computed answer links instead of `link`: the calculator that works the visitor's figures further. */
  computedLink?: LinkTarget;
  /** Computed answers by the `case` the calculation returns ("above" or "within" a limit). */
  computedCases?: Record<string, Variant>;
  variants?: Record<string, Variant>;
}

/** Fixed answers and labels of data/intents.yaml (`responses`). */
export interface Responses {
  sensitive_number: LocalText;
  fallback: LocalText;
  handoff: LocalText;
  more: LocalText;
  prequalify: LocalText;
  contact_form: LocalText;
  clarify: LocalText;
}

/** One searchable piece of a page. */
export interface Passage {
  id: number;
  key: string;
  language: Language;
  /** `prose` is answered with; `table` rows are searched and shown as a list, never as prose. */
  kind: 'prose' | 'faq' | 'table';
  heading: string;
  text: string;
  /** Legal pages answer only questions about themselves. */
  legal: boolean;
}

/** A page as the site built it: placeholders filled, links already resolved to paths. */
export interface SitePage {
  key: string;
  language: Language;
  path: string;
  template: string;
  /** The frontmatter with placeholders filled. */
  frontmatter: Record<string, unknown>;
  /** The Markdown body with placeholders filled. */
  markdown: string;
}

/**
 * Everything the assistant knows, built once at build time from the site's pages and the data
 * files, and shipped with the function as a plain module: the passages, a search index and a
 * trained intent classifier per language, the intents' answers and the concepts.
 */
export interface KnowledgeData {
  format: 1;
  builtAt: string;
  /** Title and path of every page, per language, for links. */
  pages: Record<Language, Record<string, { title: string; path: string }>>;
  passages: Passage[];
  /** Serialised MiniSearch indexes (`MiniSearch.loadJSON`). */
  search: Record<Language, string>;
  /** Serialised NLP.js classifiers (`NluNeural.fromJSON`). */
  classifier: Record<Language, Record<string, unknown>>;
  intents: IntentDefinition[];
  responses: Responses;
  concepts: ConceptData;
  policies: PolicyData;
}
