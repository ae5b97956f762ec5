/** NLP.js ships no type declarations; these are the parts the classifier uses. */
declare module '@nlpjs/core' {
  export interface Container {
    use(plugin: unknown): void;
  }
  export function containerBootstrap(settings?: Record<string, unknown>): Container;
}
declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
}
declare module '@nlpjs/lang-es' {
  export const LangEs: unknown;
}
declare module '@nlpjs/nlu' {
  export interface Classification {
    intent: string;
    score: number;
  }
  export class NluNeural {
    constructor(settings: Record<string, unknown>, container?: unknown);
    train(corpus: { utterance: string; intent: string }[]): Promise<unknown>;
    process(utterance: string): Promise<{ classifications: Classification[] }>;
    toJSON(): Record<string, unknown>;
    fromJSON(json: Record<string, unknown>): void;
  }
}
