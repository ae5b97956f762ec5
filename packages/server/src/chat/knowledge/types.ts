import type { Language } from '@broker/core';
import type { ConceptData } from '../concepts';
import type { PolicyData } from '../policy';

/** Where an answer points: a route key of @broker/core, or `prequalify` for the form. */
export type LinkTarget = string;

/** One intent of data/intents.yaml, a variant of its answer, and the fixed answers (`responses`). */
export type { IntentDefinition, Responses, Variant } from '../data/schemas';
import type { IntentDefinition, Responses } from '../data/schemas';

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
