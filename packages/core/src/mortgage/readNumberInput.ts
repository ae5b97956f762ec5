import { readAmount } from './parseAmount';

export type NumberIssue = 'empty' | 'notNumber' | 'negative' | 'tooLarge' | 'tooSmall' | 'notWhole' | 'outOfRange';

export interface NumberLimits {
  /** Largest value modelled; larger input is read as this. */
  max: number;
  /** Smallest value accepted (default 0); smaller input is read as this. */
  min?: number;
  /** Whole numbers only: decimals are rounded. */
  whole?: boolean;
  /** Empty input is an issue (it still reads as 0). */
  required?: boolean;
  /**
   * Nothing is put in place of a value below `min` (a loan term): empty, non-numeric, negative or
   * too-small text reads as 0 with the issue `outOfRange`, for the calculator to refuse.
   */
  refuseBelowMin?: boolean;
}

export interface NumberInput {
  /** The value the calculation uses: never negative, NaN or infinite. */
  value: number;
  /** What was wrong with the text, when something was. */
  issue?: NumberIssue;
}

/**
 * Reads a calculator field as typed (`$500,000`, `6,5`, `7.25%`, see {@link readAmount}) into a
 * value the maths can use, and says what was wrong: empty or non-numeric text counts as 0 (docs/behaviour.md
 * §5), a minus sign as 0, values above `max` as `max`, below `min` as `min`, and decimals as the
 * nearest whole number when `whole`. With `refuseBelowMin`, anything that is not a number of at
 * least `min` is refused instead (value 0, issue `outOfRange`).
 */
export function readNumberInput(text: string, limits: NumberLimits): NumberInput {
  if (limits.refuseBelowMin) {
    const read = readAmount(text.trim());
    if (read === undefined || read < (limits.min ?? 0) || read <= 0) return { value: 0, issue: 'outOfRange' };
  }
  const trimmed = text.trim();
  if (trimmed === '') return limits.required ? { value: 0, issue: 'empty' } : { value: 0 };
  const read = readAmount(trimmed);
  if (read === undefined) {
    return readAmount(trimmed.replace(/^[-−–]\s*/, '')) !== undefined
      ? { value: 0, issue: 'negative' }
      : { value: 0, issue: 'notNumber' };
  }
  const min = limits.min ?? 0;
  if (read > limits.max) return { value: limits.max, issue: 'tooLarge' };
  if (read < min) return { value: min, issue: 'tooSmall' };
  if (limits.whole && !Number.isInteger(read)) return { value: Math.round(read), issue: 'notWhole' };
  return { value: read };
}
