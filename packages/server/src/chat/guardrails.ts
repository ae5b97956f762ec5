import { fold, sentences } from './text';

/** Phrases that mention a rate without stating one ("rate-and-term refinance", "interest-only"). */
export const NOT_A_RATE =
  /rate[\s-]*(and|&)[\s-]*term|tasa[\s-]*y[\s-]*plazo|interest[\s-]*only|solo[\s-]*(con )?interes(es)?/g;

export type Breach = 'rate' | 'approval' | 'ssn';

/** What a sentence does that an answer must never do: quote a rate, promise approval, ask for an SSN. */
export function breachOf(sentence: string): Breach | undefined {
  const f = fold(sentence).replace(NOT_A_RATE, ' ');
  const percent = /\d+(?:[.,]\d+)?\s*(%|percent|por ciento)/.test(f);
  if (percent && /\b(rates?|apr|interest|tasas?|interes(es)?)\b/.test(f)) return 'rate';
  const negated = /\b(no|not|never|nunca|nadie|no one|cannot|can'?t|don'?t|ni)\b/.test(f);
  const promise =
    /\b(you will be approved|you'?re approved|sera aprobad[oa]|le aprobaran|aprobacion (asegurada|garantizada))\b/.test(
      f,
    ) ||
    (/\b(guarantee\w*|garantiz\w*|promise\w*|prometemos|aseguramos)\b/.test(f) &&
      /\b(approv\w*|aprob\w*|qualify|califica\w*)\b/.test(f));
  if (promise && !negated) return 'approval';
  const asks = /\b(send|share|provide|give|type|enter|envie|enviar|comparta|proporcione|escriba|deme|mandeme)\b/.test(
    f,
  );
  if (asks && !negated && /\b(ssn|social security|seguro social|itin)\b/.test(f)) return 'ssn';
  return undefined;
}

/** The breaches of a whole answer, sentence by sentence. */
export function breaches(text: string): Breach[] {
  return sentences(text)
    .map(breachOf)
    .filter((b): b is Breach => Boolean(b));
}
