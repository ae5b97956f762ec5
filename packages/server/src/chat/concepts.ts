import { distance } from 'fastest-levenshtein';
import type { Language } from '@broker/core';
import { fold } from './text';

/** Phrases per language that carry one concept (data/concepts.yaml). */
export type { ConceptData } from './data/schemas';
import type { ConceptData } from './data/schemas';

export interface Annotated {
  /** Concepts found, in order of appearance, without repeats. */
  concepts: string[];
  /** The folded message followed by one token per concept, as the classifier and the search see it. */
  text: string;
}

/** Folded, with ñ read as n: visitors type "anos" for "años" and "dueno" for "dueño". */
const flat = (text: string) => fold(text).replace(/ñ/g, 'n');

/**
 * A Spanish infinitive or gerund with its pronouns written apart ("alquilarla" → "alquilar la",
 * "vendérsela" → "vender se la"), so a phrase said with the bare verb is found in it too.
 */
const ENCLITIC =
  /(?<![a-zñ])([a-zñ]{3,}(?:ar|er|ir|ando|iendo))((?:me|se|nos)?(?:lo|la|los|las)|le|les|me|se)(?![a-zñ])/g;
const withoutEnclitics = (text: string) =>
  text.replace(ENCLITIC, (_, verb: string, pronouns: string) => {
    const split = /^(me|se|nos)(lo|la|los|las)$/.exec(pronouns);
    return split ? `${verb} ${split[1]} ${split[2]}` : `${verb} ${pronouns}`;
  });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The token a concept adds to a text: plain letters, so every tokenizer keeps it whole. */
const conceptToken = (concept: string) => `xq${concept.replace(/[^a-z0-9]/g, '')}`;

/**
 * Recognises the phrases of concepts.yaml in a message (folded, whole words, longest phrase first)
 * and adds their concepts as tokens: "el enganche" and "down payment" then look alike to the
 * classifier and the search.
 */
export class ConceptMatcher {
  private readonly patterns: Record<Language, { regex: RegExp; concepts: Map<string, string> }>;
  private readonly vocabulary: Record<Language, { words: Set<string>; byLength: Map<number, string[]> }>;

  /**
   * `vocabulary`: the words the assistant knows per language (its utterances and phrases). A word
   * of five letters or more that is not among them, but one edit away from one of them, is read as
   * that word ("morgage" → "mortgage", "employd" → "employed").
   */
  constructor(data: ConceptData, vocabulary: Partial<Record<Language, Iterable<string>>> = {}) {
    const byLength = (language: Language) => {
      const words = new Set<string>();
      for (const word of vocabulary[language] ?? []) words.add(flat(word));
      for (const phrases of Object.values(data)) {
        for (const phrase of phrases[language] ?? []) for (const w of flat(phrase).split(/\s+/)) words.add(w);
      }
      const byLength = new Map<number, string[]>();
      for (const word of words) {
        if (!/^[a-zñ]+$/.test(word)) continue;
        const list = byLength.get(word.length);
        if (list) list.push(word);
        else byLength.set(word.length, [word]);
      }
      return { words, byLength };
    };
    this.vocabulary = { en: byLength('en'), es: byLength('es') };
    const build = (language: Language) => {
      const concepts = new Map<string, string>();
      for (const [concept, phrases] of Object.entries(data)) {
        for (const phrase of phrases[language] ?? []) {
          const key = flat(phrase).trim();
          if (key && !concepts.has(key)) concepts.set(key, concept);
        }
      }
      const alternatives = [...concepts.keys()].sort((a, b) => b.length - a.length).map(escape);
      const regex = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
      return { regex, concepts };
    };
    this.patterns = { en: build('en'), es: build('es') };
  }

  /** The message, folded, with words one typo away from a known word replaced by it. */
  correct(message: string, language: Language): string {
    const { words, byLength } = this.vocabulary[language];
    return flat(message).replace(/[a-zñ]{5,}/g, (word) => {
      if (words.has(word)) return word;
      for (const length of [word.length, word.length + 1, word.length - 1]) {
        const near = byLength.get(length)?.find((candidate) => distance(word, candidate) === 1);
        if (near) return near;
      }
      return word;
    });
  }

  annotate(message: string, language: Language): Annotated {
    const folded = this.correct(message, language);
    const { regex, concepts } = this.patterns[language];
    const found: string[] = [];
    // Spanish verbs with their pronouns attached are read both ways ("alquilarla": keep_rental and rental).
    const readings = language === 'es' ? [folded, withoutEnclitics(folded)] : [folded];
    for (const reading of readings) {
      for (const match of reading.matchAll(regex)) {
        const concept = concepts.get(match[0]);
        if (concept && !found.includes(concept)) found.push(concept);
      }
    }
    return { concepts: found, text: [folded, ...found.map(conceptToken)].join(' ') };
  }
}
