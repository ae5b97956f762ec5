import { amortizationSchedule } from './amortizationSchedule';
import { payoffTotals } from './extraPaymentSavings';
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
  /** Cash taken out: borrowed on top of the balance (cash-out refinance), dollars; default 0. */
  cashOut?: number;
}

export interface RefinanceBreakEven {
  /** The balance plus the cash taken out, dollars. */
  newLoanAmount: number;
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
  /** Interest still to pay on the current loan, dollars. */
  currentInterest: number;
  /** Interest over the life of the new loan, dollars. */
  newInterest: number;
  /** currentInterest − newInterest: positive when the new loan costs less interest. */
  interestDifference: number;
}

/**
 * Whether a refinance pays off: the monthly principal-and-interest saving, the months it takes to
 * recover the closing costs (rounded up) and the interest each loan costs over its life (from
 * {@link amortizationSchedule}, to the cent). With `cashOut`, the new loan is the balance plus the
 * cash, so its payment is usually higher and the interest comparison is the fairer measure.
 */
export function refinanceBreakEven(input: RefinanceInput): RefinanceBreakEven {
  const balance = amountOrZero(input.loanBalance);
  const newLoanAmount = (toCents(balance) + toCents(amountOrZero(input.cashOut ?? 0))) / 100;
  const currentPayment = monthlyPayment(balance, input.currentRate, input.remainingTerm);
  const newPayment = monthlyPayment(newLoanAmount, input.newRate, input.newTerm);
  const savingsCents = toCents(currentPayment) - toCents(newPayment);
  const costsCents = toCents(amountOrZero(input.closingCosts));
  const lifetimeCents =
    toCents(currentPayment) * termInMonths(input.remainingTerm) -
    toCents(newPayment) * termInMonths(input.newTerm) -
    costsCents;
  const current = payoffTotals(
    amortizationSchedule({ loanAmount: balance, interestRate: input.currentRate, loanTerm: input.remainingTerm }),
  );
  const next = payoffTotals(
    amortizationSchedule({ loanAmount: newLoanAmount, interestRate: input.newRate, loanTerm: input.newTerm }),
  );
  return {
    newLoanAmount,
    currentPayment,
    newPayment,
    monthlySavings: savingsCents / 100,
    breakEvenMonths: savingsCents > 0 ? Math.ceil(costsCents / savingsCents) : null,
    lifetimeSavings: lifetimeCents / 100,
    currentInterest: current.totalInterest,
    newInterest: next.totalInterest,
    interestDifference: (toCents(current.totalInterest) - toCents(next.totalInterest)) / 100,
  };
}
