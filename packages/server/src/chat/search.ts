import MiniSearch, { type SearchResult } from 'minisearch';
import type { Language } from '@broker/core';
import type { Passage } from './knowledge/types';
import { fold } from './text';

const STOPWORDS: Record<Language, Set<string>> = {
  en: new Set(
    (
      'a an and are as at be but by can do does for from how i if in into is it its me my of on or our so that the ' +
      'their them then there these they this to was we what when where which who why will with you your would could ' +
      'should have has had about any all also more than just get want need im id u r pls please tell'
    ).split(' '),
  ),
  es: new Set(
    (
      'el la los las un una unos unas y o de del al en por para con sin que como cual cuales cuando donde quien es son ' +
      'ser esta estan este esto estos estas su sus mi mis tu tus lo le les se me nos yo usted ustedes hay muy mas pero ' +
      'si ya tengo tiene tienen puedo puede pueden quiero necesito sobre hola favor'
    ).split(' '),
  ),
};

type Stemmer = { stemmer: (word: string) => string };
// @orama/stemmers ships CommonJS builds (its `require` export) but declares types for its ES build
// only, which a CommonJS compilation (dist/) refuses to import; require reads the CommonJS build.
const english = require('@orama/stemmers/english') as Stemmer;
const spanish = require('@orama/stemmers/spanish') as Stemmer;

const STEMMERS: Record<Language, (word: string) => string> = { en: english.stemmer, es: spanish.stemmer };

/** Folded, stop words out, stemmed with the language's Snowball stemmer (concept tokens stay whole). */
export function searchTerm(language: Language) {
  return (term: string): string | null => {
    const folded = fold(term);
    if (folded.length < 2 || STOPWORDS[language].has(folded)) return null;
    if (folded.startsWith('xq')) return folded;
    return STEMMERS[language](folded);
  };
}

const FIELDS = ['heading', 'text'];

function options(language: Language) {
  return {
    fields: FIELDS,
    idField: 'id',
    processTerm: searchTerm(language),
    searchOptions: {
      boost: { heading: 2 },
      // One typo in words of five letters or more; prefixes only for longer words.
      fuzzy: (term: string) => (term.length >= 5 ? 1 : 0),
      prefix: (term: string) => term.length >= 6,
      combineWith: 'OR' as const,
    },
  };
}

/** A MiniSearch index per language, built at build time and loaded from its JSON. */
export function buildSearchIndex(passages: readonly Passage[], language: Language, annotate: (text: string) => string) {
  const index = new MiniSearch<{ id: number; heading: string; text: string }>(options(language));
  index.addAll(
    passages
      .filter((p) => p.language === language)
      .map((p) => ({ id: p.id, heading: annotate(p.heading), text: annotate(p.text) })),
  );
  return JSON.stringify(index);
}

export interface Hit {
  passage: Passage;
  score: number;
}

export class PassageSearch {
  private readonly indexes: Record<Language, MiniSearch>;

  constructor(
    serialised: Record<Language, string>,
    private readonly passages: readonly Passage[],
  ) {
    this.indexes = {
      en: MiniSearch.loadJSON(serialised.en, options('en')),
      es: MiniSearch.loadJSON(serialised.es, options('es')),
    };
  }

  /** Best passages for an (annotated) query; legal pages count half unless asked about. */
  search(query: string, language: Language, limit = 5, only?: (passage: Passage) => boolean): Hit[] {
    const results: SearchResult[] = this.indexes[language].search(query);
    const hits: Hit[] = [];
    for (const result of results) {
      const passage = this.passages[result.id as number];
      if (!passage || (only && !only(passage))) continue;
      hits.push({ passage, score: result.score * (passage.legal ? 0.5 : 1) });
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}
