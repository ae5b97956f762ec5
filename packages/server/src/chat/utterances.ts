import type { Language } from '@broker/core';
import type { Classification } from './classifier';
import type { IntentDefinition } from './knowledge/types';
import { searchTerm } from './search';
import { words } from './text';

/**
 * The intents' example utterances as a lexical index: each utterance a set of stemmed terms (the
 * concept tokens included) weighted by how rare the term is among all utterances of the language.
 * An intent scores the cosine similarity of the message with its closest utterance, so a message
 * that says what one example says ("tuve una bancarrota") finds it, whatever else the neural
 * classifier learned from the words around it.
 */
export class UtteranceIndex {
  private readonly entries: Record<Language, { intent: string; terms: Set<string>; norm: number }[]>;
  private readonly idf: Record<Language, Map<string, number>>;
  /** The weight of a term no utterance has: rarer than the rarest. */
  private readonly unknown: Record<Language, number>;

  constructor(intents: readonly IntentDefinition[], annotate: (text: string, language: Language) => string) {
    this.entries = { en: [], es: [] };
    this.idf = { en: new Map(), es: new Map() };
    this.unknown = { en: 0, es: 0 };
    for (const language of ['en', 'es'] as const) {
      const docs = intents.flatMap((intent) =>
        intent.utterances[language].map((u) => ({
          intent: intent.id,
          terms: this.terms(annotate(u, language), language),
        })),
      );
      const counts = new Map<string, number>();
      for (const doc of docs) for (const t of doc.terms) counts.set(t, (counts.get(t) ?? 0) + 1);
      for (const [t, n] of counts) this.idf[language].set(t, Math.log(1 + docs.length / n));
      this.unknown[language] = Math.log(1 + docs.length * 2);
      this.entries[language] = docs.map((d) => ({ ...d, norm: this.norm(d.terms, language) }));
    }
  }

  /** Every intent with a similar utterance, by its best similarity (0-1), best first. */
  classify(text: string, language: Language): Classification[] {
    const asked = this.terms(text, language);
    const norm = this.norm(asked, language);
    const best = new Map<string, number>();
    if (norm === 0) return [];
    for (const entry of this.entries[language]) {
      let shared = 0;
      for (const t of asked) if (entry.terms.has(t)) shared += (this.idf[language].get(t) ?? 0) ** 2;
      const score = shared / (norm * entry.norm);
      if (score > (best.get(entry.intent) ?? 0)) best.set(entry.intent, score);
    }
    return [...best].map(([intent, score]) => ({ intent, score })).sort((a, b) => b.score - a.score);
  }

  private terms(text: string, language: Language): Set<string> {
    const term = searchTerm(language);
    return new Set(
      words(text)
        .map(term)
        .filter((t): t is string => Boolean(t)),
    );
  }

  /** The length of a term set's vector. */
  private norm(terms: Set<string>, language: Language): number {
    let sum = 0;
    for (const t of terms) sum += (this.idf[language].get(t) ?? this.unknown[language]) ** 2;
    return Math.sqrt(sum);
  }
}
