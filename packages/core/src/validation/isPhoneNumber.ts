const EXTENSION = /\s*(?:ext\.?|extension|x|#)\s*\d{1,6}$/i;

/**
 * Whether text reads as a phone number a broker can call back: a US number written the usual ways
 * (`(305) 555-0123`, `305.555.0123`, `1-305-555-0123`, with an optional extension), or an
 * international number starting with `+`, `00` or `011` (7 to 15 digits, E.164). Spaces, dots,
 * dashes, slashes and parentheses may separate the digits. US area and exchange codes cannot start
 * with 0 or 1, which catches most mistyped digits.
 */
export function isPhoneNumber(text: string): boolean {
  const main = text.trim().replace(EXTENSION, '');
  if (!/^\+?[\d\s().\-/]+$/.test(main)) return false;
  const digits = main.replace(/\D/g, '');

  if (main.startsWith('+')) return digits.startsWith('1') ? isNorthAmerican(digits) : isInternational(digits);
  if (digits.startsWith('011')) return isInternational(digits.slice(3));
  if (digits.startsWith('00')) return isInternational(digits.slice(2));
  return isNorthAmerican(digits);
}

function isInternational(digits: string): boolean {
  return /^[1-9]\d{6,14}$/.test(digits);
}

function isNorthAmerican(digits: string): boolean {
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national);
}
