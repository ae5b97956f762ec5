import * as React from 'react';
import { LANGUAGES, type Language } from '@broker/core';
import type { UiStrings } from '@broker/ui/copy/compose';

/** A UI-strings file as the page query returns it (a `UiStringsFile` node: gatsby-node.ts). */
export interface UiStringsNode {
  language: string;
  ns: string;
  /** The file's JSON text. */
  data: string;
}

const DEFAULT_LANGUAGE: Language = 'en';

/**
 * Each language's strings as parsed from the JSON text they came in: every page of a language
 * carries the same file, so a client-side navigation parses nothing; a changed file (`gatsby
 * develop`) is parsed again and replaces the old strings whole.
 */
const parsed = new Map<string, { data: string; strings: UiStrings }>();

export function stringsOf(node: UiStringsNode): UiStrings {
  const known = parsed.get(node.language);
  if (known?.data === node.data) return known.strings;
  const strings = JSON.parse(node.data) as UiStrings;
  parsed.set(node.language, { data: node.data, strings });
  return strings;
}

interface PageStrings {
  language: Language;
  byLanguage: ReadonlyMap<string, UiStrings>;
}

const PageStringsContext = React.createContext<PageStrings | null>(null);

interface PageProps {
  data?: unknown;
  pageContext?: { language?: unknown };
}

function localeNodesOf(data: unknown): UiStringsNode[] {
  const edges = (data as { locales?: { edges?: Array<{ node: UiStringsNode }> } } | undefined)?.locales?.edges;
  return Array.isArray(edges) ? edges.map((edge) => edge.node) : [];
}

/**
 * Every page's wrapper (gatsby-browser.tsx, gatsby-ssr.tsx): the page's language from its context
 * (set for every page by gatsby-node.ts) and its UI strings from its query (`LocaleStrings`; both
 * languages on the not-found pages).
 */
export function PageStringsProvider({ props, children }: { props: PageProps; children: React.ReactNode }) {
  const requested = props.pageContext?.language;
  const language = LANGUAGES.find((known) => known === requested) ?? DEFAULT_LANGUAGE;
  const nodes = localeNodesOf(props.data);
  // The wrapper renders again only when the page changes, and then its strings may have too.
  const value = { language, byLanguage: new Map(nodes.map((node) => [node.language, stringsOf(node)])) };
  return <PageStringsContext.Provider value={value}>{children}</PageStringsContext.Provider>;
}

function usePageStrings(): PageStrings {
  const page = React.useContext(PageStringsContext);
  if (!page) throw new Error('No page strings: the component is rendered outside a page (PageStringsProvider).');
  return page;
}

/**
 * The UI strings of the page's language (or of `language`), exactly as written in
 * `@broker/ui/locales`: placeholders such as `{{company}}` are filled by whoever shows the string.
 */
export function useUiStrings(language?: Language): UiStrings {
  const page = usePageStrings();
  const wanted = language ?? page.language;
  const strings = page.byLanguage.get(wanted);
  if (!strings) {
    throw new Error(`The page's query did not load the ${wanted} UI strings: add the LocaleStrings fragment to it.`);
  }
  return strings;
}
