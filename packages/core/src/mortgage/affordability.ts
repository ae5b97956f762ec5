import { amountOrZero, monthlyRate, termInMonths } from './limits';
import { monthlyPayment, paymentFactor } from './monthlyPayment';
import { toCents } from './money';

export interface AffordabilityInput {
  /** Gross yearly income before tax, dollars. */
  annualIncome: number;
  /** Other monthly debt payments (car, student loans, card minimums), dollars. */
  monthlyDebts: number;
  /** Cash available for the down payment, dollars. */
  downPayment: number;
  /** Annual rate in percent. */
  interestRate: number;
  /** Years. */
  loanTerm: number;
  /** Yearly property tax as a percent of the price (e.g. 1.9). */
  propertyTaxRate: number;
  /** Annual homeowner's insurance, dollars. */
  homeInsurance: number;
  /** Monthly HOA fee, dollars. */
  hoa: number;
  /** Largest share of gross monthly income for housing, percent (default 28). */
  housingRatio?: number;
  /** Largest share of gross monthly income for housing plus other debts, percent (default 36). */
  debtRatio?: number;
  /**
   * Yearly PMI as a percent of the loan, counted when the loan is above 80% of the price
   * (default 0: no PMI).
   */
  pmiRate?: number;
}

export interface Affordability {
  /** Highest price whose monthly cost fits the budget, whole dollars (rounded down). */
  maxHomePrice: number;
  loanAmount: number;
  /** The monthly housing budget: the lower of the two ratio limits, dollars. */
  monthlyBudget: number;
  principalInterest: number;
  propertyTax: number;
  homeInsurance: number;
  hoa: number;
  /** Monthly PMI at the highest price; 0 when the loan is at most 80% of it. */
  pmi: number;
  /** Which limit set the budget: the housing ratio or the total-debt ratio. */
  limitedBy: 'housing' | 'debt';
}

/**
 * The most home a household can afford under the 28/36 rule: housing (principal, interest, tax,
 * insurance, HOA) at most 28% of gross monthly income, and housing plus other debts at most 36%.
 * Solves price = (budget − insurance/12 − HOA + f × down) / (f + taxRate/12), f being the monthly
 * payment per dollar borrowed; when that price is below the down payment the home is bought
 * outright and only tax limits it. With a PMI rate, PMI is added while the loan is above 80% of the
 * price; where that pushes the price below five times the down payment, the answer is the price
 * at exactly 80% (no PMI). Figures are monthly dollars rounded half up to the cent.
 */
export function affordability(input: AffordabilityInput): Affordability {
  const monthlyIncome = amountOrZero(input.annualIncome) / 12;
  const housingLimit = (monthlyIncome * amountOrZero(input.housingRatio ?? 28)) / 100;
  const debtLimit = (monthlyIncome * amountOrZero(input.debtRatio ?? 36)) / 100 - amountOrZero(input.monthlyDebts);
  const budget = Math.max(0, Math.min(housingLimit, debtLimit));
  const limitedBy = housingLimit <= debtLimit ? 'housing' : 'debt';

  const down = amountOrZero(input.downPayment);
  const taxPerDollar = amountOrZero(input.propertyTaxRate) / 100 / 12;
  const insurance = amountOrZero(input.homeInsurance) / 12;
  const hoa = amountOrZero(input.hoa);
  const available = budget - insurance - hoa;
  const factor = paymentFactor(monthlyRate(input.interestRate), termInMonths(input.loanTerm));
  const pmiPerDollar = Math.min(amountOrZero(input.pmiRate ?? 0), 100) / 100 / 12;
  // Five times the down payment is the price at which the loan is exactly 80%.
  const noPmiLimit = down * 5;
  const solve = (perDollarBorrowed: number) =>
    (available + perDollarBorrowed * down) / (perDollarBorrowed + taxPerDollar);

  let price = 0;
  if (available > 0) {
    price = factor > 0 ? solve(factor) : 0;
    if (price > noPmiLimit && pmiPerDollar > 0) price = Math.max(solve(factor + pmiPerDollar), noPmiLimit);
    if (price <= down) price = taxPerDollar > 0 ? Math.min(down, available / taxPerDollar) : down;
  }
  const maxHomePrice = Math.floor(price);
  const loanAmount = Math.max(0, maxHomePrice - down);
  const pmi = loanAmount > maxHomePrice * 0.8 ? loanAmount * pmiPerDollar : 0;
  return {
    maxHomePrice,
    loanAmount: toCents(loanAmount) / 100,
    monthlyBudget: toCents(budget) / 100,
    principalInterest: monthlyPayment(loanAmount, input.interestRate, input.loanTerm),
    propertyTax: toCents(maxHomePrice * taxPerDollar) / 100,
    homeInsurance: toCents(insurance) / 100,
    hoa: toCents(hoa) / 100,
    pmi: toCents(pmi) / 100,
    limitedBy,
  };
}
