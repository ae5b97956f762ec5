/**
 * Social Security and ITIN numbers: nine digits written 3-2-4, with dashes, spaces, dots or nothing
 * between the groups. Phone numbers (3-3-4) and amounts ($500,000; 500.000) do not have that shape.
 */
const SSN_LIKE = /(?<![\d$])\d{3}([-. ]?)\d{2}\1\d{4}(?![\d])/g;

const REDACTED = '[number removed]';

/** True when a message carries something shaped like an SSN or ITIN. */
export function hasSensitiveNumber(text: string): boolean {
  SSN_LIKE.lastIndex = 0;
  return SSN_LIKE.test(text);
}

/** The message with every SSN- or ITIN-shaped number replaced, as it may be stored or sent on. */
export function redactSensitive(text: string): string {
  return text.replace(SSN_LIKE, REDACTED);
}
