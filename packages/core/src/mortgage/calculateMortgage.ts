import { amountOrZero } from './limits';
import { monthlyPayment } from './monthlyPayment';
import { toCents } from './money';

/** The payment calculator's inputs (docs/behaviour.md §3): tax, insurance and PMI are annual, HOA monthly. */
export interface CalculatorInputs {
  /** Price of the home, dollars. */
  homePrice: number;
  /** Cash paid up front, dollars. */
  downPayment: number;
  /** Years. */
  loanTerm: number;
  /** Annual rate in percent. */
  interestRate: number;
  /** Annual property tax, dollars. */
  propertyTax: number;
  /** Annual homeowner's insurance, dollars. */
  homeInsurance: number;
  /** Annual private mortgage insurance, dollars. */
  pmi: number;
  /** Monthly homeowners-association fee, dollars. */
  hoa: number;
}

/** The calculator's answer: `loanAmount` in dollars, every other figure per month. */
export interface MortgageBreakdown {
  loanAmount: number;
  principalInterest: number;
  propertyTax: number;
  homeInsurance: number;
  pmi: number;
  hoa: number;
  totalPayment: number;
}

/** The calculator's starting values (docs/behaviour.md §9). */
export const DEFAULT_CALCULATOR_INPUTS: Readonly<CalculatorInputs> = {
  homePrice: 500000,
  downPayment: 100000,
  loanTerm: 30,
  interestRate: 6.5,
  propertyTax: 6000,
  homeInsurance: 2000,
  pmi: 0,
  hoa: 0,
};

/**
 * The monthly cost of a home (docs/behaviour.md §9). Loan amount = price − down payment (never below 0);
 * principal and interest by {@link monthlyPayment}; tax, insurance and PMI are the annual figures
 * divided by 12; HOA is added as entered, in both languages.
 *
 * Rounding: each figure is rounded half up to the cent, and the total is the sum of the rounded
 * figures, so the rows shown always add up. Negative, non-finite or missing inputs count as 0.
 */
export function calculateMortgage(input: CalculatorInputs): MortgageBreakdown {
  const loanCents = Math.max(0, toCents(amountOrZero(input.homePrice)) - toCents(amountOrZero(input.downPayment)));
  const parts = {
    principalInterest: toCents(monthlyPayment(loanCents / 100, input.interestRate, input.loanTerm)),
    propertyTax: toCents(amountOrZero(input.propertyTax) / 12),
    homeInsurance: toCents(amountOrZero(input.homeInsurance) / 12),
    pmi: toCents(amountOrZero(input.pmi) / 12),
    hoa: toCents(amountOrZero(input.hoa)),
  };
  const total = parts.principalInterest + parts.propertyTax + parts.homeInsurance + parts.pmi + parts.hoa;
  return {
    loanAmount: loanCents / 100,
    principalInterest: parts.principalInterest / 100,
    propertyTax: parts.propertyTax / 100,
    homeInsurance: parts.homeInsurance / 100,
    pmi: parts.pmi / 100,
    hoa: parts.hoa / 100,
    totalPayment: total / 100,
  };
}
