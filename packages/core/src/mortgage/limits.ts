/** Amounts above this (in dollars) are read as this, so no input overflows to Infinity. */
export const MAX_AMOUNT = 1e12;
/** Longest loan term the calculators model, in years. */
export const MAX_TERM_YEARS = 50;
/** Highest annual interest rate the calculators model, in percent. */
export const MAX_RATE_PERCENT = 100;

/** A non-negative finite dollar amount: anything else is 0 (docs/behaviour.md §5), capped at {@link MAX_AMOUNT}. */
export function amountOrZero(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.min(value, MAX_AMOUNT) : 0;
}

/** Number of monthly payments in `years` (rounded to whole months, at most {@link MAX_TERM_YEARS}). */
export function termInMonths(years: number): number {
  return Math.round(Math.min(amountOrZero(years), MAX_TERM_YEARS) * 12);
}

/** Monthly rate from an annual percentage, as docs/behaviour.md §9 says: annual rate / 100 / 12. */
export function monthlyRate(annualPercent: number): number {
  return Math.min(amountOrZero(annualPercent), MAX_RATE_PERCENT) / 100 / 12;
}
