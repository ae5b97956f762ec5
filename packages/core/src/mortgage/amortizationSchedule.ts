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

export interface ScheduleInput extends LoanTerms {
  /** Paid toward principal every month on top of the scheduled payment, dollars (default 0). */
  extraPayment?: number;
}

export interface AmortizationRow {
  /** 1 for the first payment. */
  month: number;
  /** What was paid this month: principal + interest (the extra payment included). */
  payment: number;
  principal: number;
  interest: number;
  /** The part of `principal` paid on top of the scheduled payment. */
  extra: number;
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
 *
 * A payment rounded up pays a fraction of a cent too much each month; on a small loan at a high
 * rate over a long term that compounds to more than one payment, and the loan is repaid before its
 * last month ($10,000.18 at 14.64% over 40 years: 479 payments of $122.37, the last $105.04). The
 * schedule then ends in the month the balance reaches 0.
 *
 * An extra payment goes entirely to principal, every month from the first, and the loan ends in
 * the month its balance reaches 0 (the scheduled payment itself does not change).
 */
export function amortizationSchedule({
  loanAmount,
  interestRate,
  loanTerm,
  extraPayment = 0,
}: ScheduleInput): AmortizationRow[] {
  const months = termInMonths(loanTerm);
  const loanCents = toCents(amountOrZero(loanAmount));
  if (loanCents === 0 || months === 0) return [];

  const rate = monthlyRate(interestRate);
  const paymentCents = toCents(monthlyPayment(loanCents / 100, interestRate, loanTerm));
  const extraCents = toCents(amountOrZero(extraPayment));
  const rows: AmortizationRow[] = [];
  let balance = loanCents;
  for (let month = 1; month <= months && balance > 0; month += 1) {
    const interest = roundHalfUp(balance * rate);
    const scheduled = month === months ? balance : Math.min(paymentCents - interest, balance);
    const extra = Math.min(extraCents, balance - scheduled);
    const principal = scheduled + extra;
    balance -= principal;
    rows.push({
      month,
      payment: (principal + interest) / 100,
      principal: principal / 100,
      interest: interest / 100,
      extra: extra / 100,
      balance: balance / 100,
    });
  }
  return rows;
}
