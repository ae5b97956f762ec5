import { annualPercentageRate } from './annualPercentageRate';
import { termInMonths } from './limits';
import { roundToCents } from './money';
import { monthlyPayment } from './monthlyPayment';

export interface DiscountPointsInput {
  loanAmount: number;
  termYears: number;
  /** The rate without points, percent a year. */
  rate: number;
  /** Points bought, percent of the loan (1 point = 1%). */
  points: number;
  /** The rate the points buy, percent a year. */
  rateWithPoints: number;
  /** How long the visitor expects to keep the loan, years. */
  keepYears: number;
}

export interface DiscountPoints {
  cost: number;
  payment: number;
  paymentWithPoints: number;
  /** payment − paymentWithPoints; 0 or less when the points buy nothing. */
  monthlySaving: number;
  /** Months of savings that repay the points (fractional), or null when they never do. */
  breakEvenMonths: number | null;
  /** Savings over the years kept, less the cost: what the points earn (or lose) by then. */
  netAtKeep: number;
  /** The APR of each option, with the points as a prepaid finance charge; null when not computable. */
  apr: number | null;
  aprWithPoints: number | null;
}

function checkAmounts(values: Record<string, number>): void {
  for (const [name, value] of Object.entries(values)) {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite number of at least 0`);
  }
}

function aprOf(loanAmount: number, prepaid: number, payment: number, months: number): number | null {
  if (loanAmount - prepaid <= 0 || payment <= 0) return null;
  try {
    return annualPercentageRate({
      amountFinanced: loanAmount - prepaid,
      payments: [{ count: months, amount: payment }],
    });
  } catch {
    return null;
  }
}

/**
 * What discount points cost and when they pay for themselves: the points' price (a point is 1% of
 * the loan), the principal and interest at each rate, the monthly saving, the months it takes to
 * recover the price, what they earn or lose over the years the loan is kept, and each option's APR
 * (Regulation Z's actuarial method, the points as a prepaid finance charge).
 */
export function discountPoints(input: DiscountPointsInput): DiscountPoints {
  checkAmounts({ ...input });
  const { loanAmount, termYears, rate, points, rateWithPoints, keepYears } = input;
  const months = termInMonths(termYears);
  const cost = roundToCents((loanAmount * points) / 100);
  const payment = monthlyPayment(loanAmount, rate, termYears);
  const paymentWithPoints = monthlyPayment(loanAmount, rateWithPoints, termYears);
  const monthlySaving = roundToCents(payment - paymentWithPoints);
  const keptMonths = Math.min(months, Math.round(keepYears * 12));
  return {
    cost,
    payment,
    paymentWithPoints,
    monthlySaving,
    breakEvenMonths: monthlySaving > 0 ? cost / monthlySaving : null,
    netAtKeep: roundToCents(monthlySaving * keptMonths - cost),
    apr: aprOf(loanAmount, 0, payment, months),
    aprWithPoints: aprOf(loanAmount, cost, paymentWithPoints, months),
  };
}

/** The temporary buydowns lenders offer: the points off the note rate in each early year. */
export const BUYDOWNS = { '2-1': [2, 1], '1-0': [1] } as const;
export type BuydownKind = keyof typeof BUYDOWNS;

export interface BuydownYear {
  /** 1 for the first year of payments. */
  year: number;
  rate: number;
  payment: number;
  /** What the buydown fund pays each month that year: the note payment less this one. */
  monthlySubsidy: number;
}

export interface TemporaryBuydown {
  notePayment: number;
  years: BuydownYear[];
  /** The fund the seller, builder or buyer puts in at closing: every month's subsidy added up. */
  subsidy: number;
}

/**
 * A temporary buydown at a note rate: the reduced rate and payment of each early year (the payment
 * of a loan at that rate over the full term, as lenders qualify and service it; a rate never below
 * 0), the monthly subsidy, and the fund needed at closing: twelve months of each year's subsidy.
 */
export function temporaryBuydown(input: {
  loanAmount: number;
  termYears: number;
  noteRate: number;
  kind: BuydownKind;
}): TemporaryBuydown {
  const { loanAmount, termYears, noteRate, kind } = input;
  checkAmounts({ loanAmount, termYears, noteRate });
  const notePayment = monthlyPayment(loanAmount, noteRate, termYears);
  const years = BUYDOWNS[kind].map((off, index) => {
    const rate = Math.max(0, noteRate - off);
    const payment = monthlyPayment(loanAmount, rate, termYears);
    return { year: index + 1, rate, payment, monthlySubsidy: roundToCents(notePayment - payment) };
  });
  return {
    notePayment,
    years,
    subsidy: roundToCents(years.reduce((total, year) => total + year.monthlySubsidy * 12, 0)),
  };
}

/**
 * The same cash kept as a smaller loan instead (a price cut or a larger down payment): the monthly
 * principal and interest it saves for the life of the loan, and its total over the years kept.
 */
export function cashAsSmallerLoan(input: {
  loanAmount: number;
  termYears: number;
  rate: number;
  cash: number;
  keepYears: number;
}): { monthlySaving: number; savedAtKeep: number } {
  const { loanAmount, termYears, rate, cash, keepYears } = input;
  checkAmounts({ loanAmount, termYears, rate, cash, keepYears });
  const monthlySaving = roundToCents(
    monthlyPayment(loanAmount, rate, termYears) - monthlyPayment(Math.max(0, loanAmount - cash), rate, termYears),
  );
  const keptMonths = Math.min(termInMonths(termYears), Math.round(keepYears * 12));
  return { monthlySaving, savedAtKeep: roundToCents(monthlySaving * keptMonths) };
}
