import type { Language } from '@broker/core';
import type { Passage } from './content';
import { isLegalTemplate } from './content';
import { tokenize } from './text';

export interface Hit {
  passage: Passage;
  score: number;
}

interface Doc {
  passage: Passage;
  terms: Map<string, number>;
  length: number;
  weight: number;
}

const K1 = 1.2;
const B = 0.75;

/**
 * BM25 over the site's passages, one index per language. Headings and page titles count twice;
 * legal pages count half, so they answer only questions about themselves.
 */
export class SearchIndex {
  private readonly docs: Record<Language, Doc[]> = { en: [], es: [] };
  private readonly df: Record<Language, Map<string, number>> = { en: new Map(), es: new Map() };
  private readonly avgLength: Record<Language, number> = { en: 1, es: 1 };

  constructor(passages: readonly Passage[]) {
    for (const passage of passages) {
      const tokens = [
        ...tokenize(passage.pageTitle),
        ...tokenize(passage.heading),
        ...tokenize(passage.heading),
        ...tokenize(passage.text),
      ];
      const terms = new Map<string, number>();
      for (const t of tokens) terms.set(t, (terms.get(t) ?? 0) + 1);
      const df = this.df[passage.language];
      for (const t of terms.keys()) df.set(t, (df.get(t) ?? 0) + 1);
      this.docs[passage.language].push({
        passage,
        terms,
        length: tokens.length,
        weight: isLegalTemplate(passage.template) ? 0.5 : 1,
      });
    }
    for (const language of ['en', 'es'] as const) {
      const docs = this.docs[language];
      this.avgLength[language] = docs.reduce((sum, d) => sum + d.length, 0) / Math.max(1, docs.length);
    }
  }

  get size(): number {
    return this.docs.en.length + this.docs.es.length;
  }

  search(query: string, language: Language, limit = 3, only?: (passage: Passage) => boolean): Hit[] {
    const terms = [...new Set(tokenize(query))];
    const docs = this.docs[language];
    const df = this.df[language];
    const n = docs.length;
    const hits: Hit[] = [];
    for (const doc of docs) {
      if (only && !only(doc.passage)) continue;
      let score = 0;
      for (const term of terms) {
        const tf = doc.terms.get(term);
        if (!tf) continue;
        const idf = Math.log(1 + (n - (df.get(term) ?? 0) + 0.5) / ((df.get(term) ?? 0) + 0.5));
        score += (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.length) / this.avgLength[language]));
      }
      if (score > 0) hits.push({ passage: doc.passage, score: score * doc.weight });
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }

  /** The passages of one page, in order. */
  page(key: string, language: Language): Passage[] {
    return this.docs[language].filter((d) => d.passage.key === key).map((d) => d.passage);
  }
}
