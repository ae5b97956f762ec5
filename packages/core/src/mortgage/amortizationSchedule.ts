import { monthlyRate, termInMonths, amountOrZero } from './limits';
import { monthlyPayment } from './monthlyPayment';
import { roundHalfUp, toCents } from './money';

export interface LoanTerms {
  /** Dollars borrowed. */
  loanAmount: number;
  /** Annual rate in percent. */
  interestRate: number;
  /** Years. */
  loanTerm: number;
}

export interface AmortizationRow {
  /** 1 for the first payment. */
  month: number;
  payment: number;
  principal: number;
  interest: number;
  /** What is still owed after this payment. */
  balance: number;
}

/**
 * One row per monthly payment of a fixed-rate loan, in dollars.
 *
 * Rounding rule (the US lender convention): the payment is {@link monthlyPayment}, rounded half up
 * to the cent; each month's interest is the balance times the monthly rate, rounded half up to the
 * cent; principal = payment − interest, taken off the balance in whole cents. The last payment is
 * the remaining balance plus its interest, so the last balance is exactly 0 and the principal
 * column adds up to the loan amount to the cent. Empty when the loan amount or the term is not
 * positive.
 */
export function amortizationSchedule({ loanAmount, interestRate, loanTerm }: LoanTerms): AmortizationRow[] {
  const months = termInMonths(loanTerm);
  const loanCents = toCents(amountOrZero(loanAmount));
  if (loanCents === 0 || months === 0) return [];

  const rate = monthlyRate(interestRate);
  const paymentCents = toCents(monthlyPayment(loanCents / 100, interestRate, loanTerm));
  const rows: AmortizationRow[] = [];
  let balance = loanCents;
  for (let month = 1; month <= months; month += 1) {
    const interest = roundHalfUp(balance * rate);
    const principal = month === months ? balance : Math.min(paymentCents - interest, balance);
    balance -= principal;
    rows.push({
      month,
      payment: (principal + interest) / 100,
      principal: principal / 100,
      interest: interest / 100,
      balance: balance / 100,
    });
  }
  return rows;
}
