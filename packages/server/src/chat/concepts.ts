import type { Language } from '@broker/core';
import { fold } from './text';

/** Phrases per language that carry one concept (data/concepts.yaml). */
export type ConceptData = Record<string, Record<Language, string[]>>;

export interface Annotated {
  /** Concepts found, in order of appearance, without repeats. */
  concepts: string[];
  /** The folded message followed by one token per concept, as the classifier and the search see it. */
  text: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The token a concept adds to a text: plain letters, so every tokenizer keeps it whole. */
export const conceptToken = (concept: string) => `xq${concept.replace(/[^a-z0-9]/g, '')}`;

/**
 * Recognises the phrases of concepts.yaml in a message (folded, whole words, longest phrase first)
 * and adds their concepts as tokens: "el enganche" and "down payment" then look alike to the
 * classifier and the search.
 */
export class ConceptMatcher {
  private readonly patterns: Record<Language, { regex: RegExp; concepts: Map<string, string> }>;

  constructor(data: ConceptData) {
    const build = (language: Language) => {
      const concepts = new Map<string, string>();
      for (const [concept, phrases] of Object.entries(data)) {
        for (const phrase of phrases[language] ?? []) {
          const key = fold(phrase).trim();
          if (key && !concepts.has(key)) concepts.set(key, concept);
        }
      }
      const alternatives = [...concepts.keys()].sort((a, b) => b.length - a.length).map(escape);
      const regex = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
      return { regex, concepts };
    };
    this.patterns = { en: build('en'), es: build('es') };
  }

  annotate(message: string, language: Language): Annotated {
    const folded = fold(message);
    const { regex, concepts } = this.patterns[language];
    const found: string[] = [];
    for (const match of folded.matchAll(regex)) {
      const concept = concepts.get(match[0]);
      if (concept && !found.includes(concept)) found.push(concept);
    }
    return { concepts: found, text: [folded, ...found.map(conceptToken)].join(' ') };
  }
}
