/**
 * Social Security and ITIN numbers: nine digits written 3-2-4, with dashes, spaces, dots or nothing
 * between the groups. Phone numbers (3-3-4) and amounts ($500,000; 500.000) do not have that shape.
 */
const SSN_LIKE = /(?<![\d$])\d{3}([-. ]?)\d{2}\1\d{4}(?![\d])/g;

/**
 * Bank account and card numbers: a run of 12 to 19 digits (longer than any phone number), or of 6
 * or more after the words that name one ("acct 4410229981", "cuenta del banco: 8980 1234"; further
 * after "account number", "número de cuenta"); digits
 * inside a word or an e-mail address ("ana.1764216000000@example.com") are neither.
 */
const ACCOUNT_LIKE =
  /(?<![\w$@.])\d{12,19}(?![\w@])|(?<=\b(?:account|acct|routing|card|cuenta|ruta|tarjeta)\b[^\d]{0,30}|\b(?:account number|n[uú]mero de cuenta)\b[^\d]{0,60})\d[\d -]{4,22}\d(?![\w@])/gi;

const REDACTED = '[number removed]';

/** True when a message carries something shaped like an SSN, an ITIN or an account number. */
export function hasSensitiveNumber(text: string): boolean {
  SSN_LIKE.lastIndex = 0;
  ACCOUNT_LIKE.lastIndex = 0;
  return SSN_LIKE.test(text) || ACCOUNT_LIKE.test(text);
}

/** The message with every SSN-, ITIN- or account-shaped number replaced, as it may be stored or sent on. */
export function redactSensitive(text: string): string {
  return text.replace(SSN_LIKE, REDACTED).replace(ACCOUNT_LIKE, REDACTED);
}
