/// <reference path="./nlpjs.d.ts" />
import { containerBootstrap, type Container } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { LangEs } from '@nlpjs/lang-es';
import { NluNeural } from '@nlpjs/nlu';
import type { Language } from '@broker/core';

export interface Classification {
  intent: string;
  score: number;
}

let container: Container | undefined;

/** NLP.js's tokenizers, stop words and stemmers for English and Spanish (one container per process). */
function nlpContainer(): Container {
  if (!container) {
    container = containerBootstrap();
    container.use(LangEn);
    container.use(LangEs);
  }
  return container;
}

const SETTINGS = (language: Language) => ({
  locale: language,
  // Typos are corrected before (ConceptMatcher.correct), against the site's words as well.
  spellCheck: false,
  // A message made only of unknown words classifies as None instead of the nearest intent.
  useNoneFeature: true,
  log: false,
});

/** Trains one classifier per language on annotated utterances; the result is plain JSON. */
export async function trainClassifier(
  corpus: Record<Language, { utterance: string; intent: string }[]>,
): Promise<Record<Language, Record<string, unknown>>> {
  const out = {} as Record<Language, Record<string, unknown>>;
  for (const language of ['en', 'es'] as const) {
    const nlu = new NluNeural(SETTINGS(language), nlpContainer());
    await nlu.train(corpus[language]);
    out[language] = nlu.toJSON();
  }
  return out;
}

/** The intent classifier trained at build time (an NLP.js neural classifier per language). */
export class IntentClassifier {
  private readonly models: Record<Language, NluNeural>;

  constructor(serialised: Record<Language, Record<string, unknown>>) {
    const load = (language: Language) => {
      const nlu = new NluNeural(SETTINGS(language), nlpContainer());
      nlu.fromJSON(serialised[language]);
      return nlu;
    };
    this.models = { en: load('en'), es: load('es') };
  }

  /** Intents by score, best first; `None` when nothing the model knows is in the text. */
  async classify(text: string, language: Language): Promise<Classification[]> {
    const { classifications } = await this.models[language].process(text);
    return classifications.map((c) => ({ intent: c.intent, score: c.score }));
  }
}
