import { amountOrZero, monthlyRate, termInMonths } from './limits';
import { roundToCents } from './money';

/**
 * Monthly payment per dollar borrowed: r / (1 − (1 + r)^−n), or 1/n at a 0% rate. Written with
 * expm1/log1p so tiny and huge rates stay accurate and finite.
 */
export function paymentFactor(rate: number, months: number): number {
  if (months <= 0) return 0;
  if (rate === 0) return 1 / months;
  return rate / -Math.expm1(-months * Math.log1p(rate));
}

/**
 * Monthly principal and interest of a fixed-rate loan with the standard amortisation formula
 * (docs/behaviour.md §9), rounded half up to the cent. 0 when the loan amount or the term is not positive; at a
 * 0% rate it is the loan amount divided by the number of months.
 *
 * @param loanAmount dollars borrowed
 * @param interestRate annual rate in percent (6.5 means 6.5%)
 * @param loanTerm years
 */
export function monthlyPayment(loanAmount: number, interestRate: number, loanTerm: number): number {
  const principal = amountOrZero(loanAmount);
  const months = termInMonths(loanTerm);
  if (principal === 0 || months === 0) return 0;
  return roundToCents(principal * paymentFactor(monthlyRate(interestRate), months));
}
