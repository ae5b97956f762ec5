import * as React from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { LANGUAGES, type Language } from '@broker/core';

/** A UI-strings file as the page query returns it (a `UiStringsFile` node: gatsby-node.ts). */
export interface UiStringsNode {
  language: string;
  ns: string;
  /** The file's JSON text. */
  data: string;
}

const DEFAULT_LANGUAGE: Language = 'en';

/**
 * One i18next instance per language, kept for the life of the page: the UI strings are the same
 * on every page of a language, so a client-side navigation reuses the instance its language already
 * has, and only the first page in each language parses its strings and starts i18next.
 */
const instances = new Map<Language, { i18n: I18n; loaded: Map<string, string> }>();

function createInstance(language: Language): I18n {
  const i18n = i18next.createInstance();
  // Synchronous: the strings come with the page, so the first render already has them.
  void i18n.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ['translation'],
    defaultNS: 'translation',
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false },
    keySeparator: '.',
    nsSeparator: false,
    returnNull: false,
    react: { useSuspense: false },
  });
  return i18n;
}

/** `loaded` holds the JSON text each bundle was read from, so a changed file (`gatsby develop`) replaces it. */
function addBundles(i18n: I18n, loaded: Map<string, string>, nodes: readonly UiStringsNode[]): void {
  for (const node of nodes) {
    const key = `${node.language}/${node.ns}`;
    if (loaded.get(key) === node.data) continue;
    // A changed file replaces its bundle whole: keys taken out of the file go too.
    if (loaded.has(key)) i18n.removeResourceBundle(node.language, node.ns);
    i18n.addResourceBundle(node.language, node.ns, JSON.parse(node.data) as object);
    loaded.set(key, node.data);
  }
}

/**
 * The i18next instance for a page in `language`, holding the UI strings the page's query loaded
 * (its own language; both on the not-found pages).
 */
export function i18nFor(language: Language, nodes: readonly UiStringsNode[]): I18n {
  let entry = instances.get(language);
  if (!entry) {
    entry = { i18n: createInstance(language), loaded: new Map() };
    instances.set(language, entry);
  }
  addBundles(entry.i18n, entry.loaded, nodes);
  return entry.i18n;
}

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
 * (set for every page by gatsby-node.ts), and its UI strings from its query (`LocaleStrings`).
 */
export function PageI18n({ props, children }: { props: PageProps; children: React.ReactNode }) {
  const requested = props.pageContext?.language;
  const language = LANGUAGES.find((known) => known === requested) ?? DEFAULT_LANGUAGE;
  const nodes = localeNodesOf(props.data);
  const i18n = i18nFor(language, nodes);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
