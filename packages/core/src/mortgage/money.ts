/**
 * Whole cents of a dollar amount, rounded half up (half away from zero). The product is first
 * read to 15 significant digits so binary noise does not decide a half cent: 1.005 → 101.
 */
export function toCents(dollars: number): number {
  const cents = Math.round(Number((Math.abs(dollars) * 100).toPrecision(15)));
  return dollars < 0 ? -cents : cents;
}

/** Dollars rounded half up to the cent. */
export function roundToCents(dollars: number): number {
  return toCents(dollars) / 100;
}

/** `value` rounded half up to a whole number, read to 15 significant digits first. */
export function roundHalfUp(value: number): number {
  return Math.round(Number(value.toPrecision(15)));
}
