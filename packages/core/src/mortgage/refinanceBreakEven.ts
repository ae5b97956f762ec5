import { amountOrZero, termInMonths } from './limits';
import { monthlyPayment } from './monthlyPayment';
import { toCents } from './money';

export interface RefinanceInput {
  /** What is owed on the current loan today, dollars. */
  loanBalance: number;
  /** Current annual rate, percent. */
  currentRate: number;
  /** Years left on the current loan. */
  remainingTerm: number;
  /** New annual rate, percent. */
  newRate: number;
  /** Term of the new loan, years. */
  newTerm: number;
  /** Closing costs of the new loan, paid up front, dollars. */
  closingCosts: number;
}

export interface RefinanceBreakEven {
  currentPayment: number;
  newPayment: number;
  /** currentPayment − newPayment; negative when the new payment is higher. */
  monthlySavings: number;
  /** Whole months of savings needed to repay the closing costs; null when nothing is saved. */
  breakEvenMonths: number | null;
  /**
   * Remaining payments on the current loan − (payments on the new loan + closing costs). Negative
   * when a longer new term costs more over its life despite a lower payment.
   */
  lifetimeSavings: number;
}

/**
 * Whether a rate-and-term refinance pays off: the monthly principal-and-interest saving and the
 * months it takes to recover the closing costs (rounded up). Payments by {@link monthlyPayment}.
 */
export function refinanceBreakEven(input: RefinanceInput): RefinanceBreakEven {
  const currentPayment = monthlyPayment(input.loanBalance, input.currentRate, input.remainingTerm);
  const newPayment = monthlyPayment(input.loanBalance, input.newRate, input.newTerm);
  const savingsCents = toCents(currentPayment) - toCents(newPayment);
  const costsCents = toCents(amountOrZero(input.closingCosts));
  const lifetimeCents =
    toCents(currentPayment) * termInMonths(input.remainingTerm) -
    toCents(newPayment) * termInMonths(input.newTerm) -
    costsCents;
  return {
    currentPayment,
    newPayment,
    monthlySavings: savingsCents / 100,
    breakEvenMonths: savingsCents > 0 ? Math.ceil(costsCents / savingsCents) : null,
    lifetimeSavings: lifetimeCents / 100,
  };
}
