import { amountOrZero } from './limits';
import { toCents } from './money';

/** Conventional loans above this share of the home's value carry private mortgage insurance. */
export const PMI_LOAN_TO_VALUE_LIMIT = 80;

export interface PmiEstimateInput {
  /** Price (or appraised value, if lower), dollars. */
  homePrice: number;
  /** Dollars borrowed. */
  loanAmount: number;
  /** Yearly premium as a percent of the loan amount, lowest and highest of the range used. */
  annualRate: { low: number; high: number };
}

export interface PmiEstimate {
  /** Whether the loan is above 80% of the value, so PMI applies. */
  required: boolean;
  /** Loan ÷ value in percent, two decimals; 0 without a value. */
  loanToValue: number;
  /** Yearly premium at the low end, the middle and the high end of the range, dollars. */
  annual: { low: number; middle: number; high: number };
  /** The same, per month. */
  monthly: { low: number; middle: number; high: number };
}

/**
 * A range for the borrower-paid PMI of a conventional loan above 80% loan-to-value: the loan times
 * a yearly rate range (e.g. Freddie Mac's "$30 to $70 a month per $100,000 borrowed" is 0.36% to
 * 0.84% a year). Real premiums depend on credit score, loan-to-value and insurer, so this is an
 * estimate, never a quote. Figures are rounded half up to the cent; zero when PMI does not apply.
 */
export function estimatePmi({ homePrice, loanAmount, annualRate }: PmiEstimateInput): PmiEstimate {
  const value = amountOrZero(homePrice);
  const loan = amountOrZero(loanAmount);
  const loanToValue = value > 0 ? toCents((loan / value) * 100) / 100 : 0;
  const required = value > 0 && loan * 100 > value * PMI_LOAN_TO_VALUE_LIMIT;
  const low = Math.min(amountOrZero(annualRate.low), amountOrZero(annualRate.high));
  const high = Math.max(amountOrZero(annualRate.low), amountOrZero(annualRate.high));
  const yearly = (percent: number) => (required ? toCents((loan * percent) / 100) : 0);
  const annual = { low: yearly(low), middle: yearly((low + high) / 2), high: yearly(high) };
  return {
    required,
    loanToValue,
    annual: { low: annual.low / 100, middle: annual.middle / 100, high: annual.high / 100 },
    monthly: {
      low: toCents(annual.low / 1200) / 100,
      middle: toCents(annual.middle / 1200) / 100,
      high: toCents(annual.high / 1200) / 100,
    },
  };
}
