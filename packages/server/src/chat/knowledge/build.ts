import type { Language } from '@broker/core';
import { trainClassifier } from '../classifier';
import { ConceptMatcher } from '../concepts';
import { buildSearchIndex } from '../search';
import { pageTitle, passagesOfPage } from './passages';
import { readAssistantData, type AssistantData } from './sources';
import type { KnowledgeData, Passage, SitePage } from './types';

/**
 * Builds the assistant's knowledge from the site's pages (as the site parsed them, placeholders
 * filled) and the data files: passages, a search index and a trained intent classifier per
 * language. Runs at build time; the result is plain JSON the functions import.
 */
export async function buildKnowledge(
  pages: readonly SitePage[],
  data: AssistantData = readAssistantData(),
  builtAt = new Date(),
): Promise<KnowledgeData> {
  const matcher = new ConceptMatcher(data.concepts);
  const passages: Passage[] = [];
  const titles: KnowledgeData['pages'] = { en: {}, es: {} };
  const ordered = [...pages].sort((a, b) => a.language.localeCompare(b.language) || a.key.localeCompare(b.key));
  for (const page of ordered) {
    titles[page.language][page.key] = { title: pageTitle(page), path: page.path };
    passages.push(...passagesOfPage(page, passages.length));
  }
  const search = {} as Record<Language, string>;
  const corpus = {} as Record<Language, { utterance: string; intent: string }[]>;
  for (const language of ['en', 'es'] as const) {
    search[language] = buildSearchIndex(passages, language, (text) => matcher.annotate(text, language).text);
    corpus[language] = data.intents.flatMap((intent) =>
      intent.utterances[language].map((u) => ({ utterance: matcher.annotate(u, language).text, intent: intent.id })),
    );
  }
  return {
    format: 1,
    builtAt: builtAt.toISOString(),
    pages: titles,
    passages,
    search,
    classifier: await trainClassifier(corpus),
    intents: data.intents,
    responses: data.responses,
    concepts: data.concepts,
    policies: data.policies,
  };
}
