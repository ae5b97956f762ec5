import { amountOrZero } from './limits';
import { toCents } from './money';

/** Highest loan-to-value of a conventional cash-out refinance on a primary home, percent. */
export const CASH_OUT_MAX_LOAN_TO_VALUE = 80;

export interface CashOutInput {
  /** What the home is worth today (the appraisal decides), dollars. */
  homeValue: number;
  /** What is owed on the current loan, dollars. */
  loanBalance: number;
  /** Cash the owner wants to take out, dollars. */
  cashOut: number;
  /** Program limit, percent of the value (default {@link CASH_OUT_MAX_LOAN_TO_VALUE}). */
  maxLoanToValue?: number;
}

export interface CashOutLimit {
  /** Balance + cash out, dollars. */
  newLoanAmount: number;
  /** New loan ÷ value, percent with two decimals; 0 without a value. */
  loanToValue: number;
  /** Largest loan the limit allows, dollars (rounded down to the cent). */
  maxLoanAmount: number;
  /** Most cash the limit leaves room for (never negative), dollars. */
  maxCashOut: number;
  /** Whether the new loan stays within the limit. */
  withinLimit: boolean;
}

/**
 * How much cash a cash-out refinance can take: lenders lend up to a share of the home's value
 * (80% for a conventional loan on a primary home), so the owner keeps at least 20% equity.
 */
export function cashOutLimit(input: CashOutInput): CashOutLimit {
  const valueCents = toCents(amountOrZero(input.homeValue));
  const balanceCents = toCents(amountOrZero(input.loanBalance));
  const newLoanCents = balanceCents + toCents(amountOrZero(input.cashOut));
  const limit = Math.min(amountOrZero(input.maxLoanToValue ?? CASH_OUT_MAX_LOAN_TO_VALUE), 100);
  const maxLoanCents = Math.floor((valueCents * limit) / 100);
  return {
    newLoanAmount: newLoanCents / 100,
    loanToValue: valueCents > 0 ? toCents((newLoanCents / valueCents) * 100) / 100 : 0,
    maxLoanAmount: maxLoanCents / 100,
    maxCashOut: Math.max(0, maxLoanCents - balanceCents) / 100,
    withinLimit: newLoanCents <= maxLoanCents,
  };
}
