import { amountOrZero } from './limits';
import { monthlyPayment } from './monthlyPayment';
import { roundHalfUp, toCents } from './money';
import { rentForRatio } from './rentForRatio';

/** Lowest debt-service coverage ratio the DSCR program accepts. */
export const DSCR_MINIMUM = 1;
/** The ratio DSCR lenders usually reward with better pricing. */
export const DSCR_TARGET = 1.25;

export interface DscrInput {
  /** Gross monthly rent the property earns (lease or appraiser's market rent), dollars. */
  monthlyRent: number;
  /** Dollars borrowed. */
  loanAmount: number;
  /** Annual rate, percent. */
  interestRate: number;
  /** Years. */
  loanTerm: number;
  /** Annual property tax, dollars. */
  propertyTax: number;
  /** Annual insurance, dollars. */
  homeInsurance: number;
  /** Monthly HOA fee, dollars. */
  hoa: number;
}

export interface Dscr {
  /** Rent ÷ monthly debt service, to two decimals; null when there is no debt service. */
  ratio: number | null;
  /** Principal, interest, tax, insurance and HOA per month (PITIA), dollars. */
  monthlyDebtService: number;
  /** Whether the ratio reaches {@link DSCR_MINIMUM}. */
  meetsMinimum: boolean;
  /** Rent − debt service per month, dollars (negative when the rent falls short). */
  monthlyCashFlow: number;
  /** Rent needed for {@link DSCR_MINIMUM} and for {@link DSCR_TARGET}, dollars a month. */
  rentNeeded: { minimum: number; target: number };
}

/**
 * Debt-service coverage ratio of an investment property as DSCR lenders compute it: gross monthly
 * rent divided by the monthly PITIA. 1.25 means the rent covers the payment with 25% to spare.
 */
export function dscr(input: DscrInput): Dscr {
  const debtServiceCents =
    toCents(monthlyPayment(input.loanAmount, input.interestRate, input.loanTerm)) +
    toCents(amountOrZero(input.propertyTax) / 12) +
    toCents(amountOrZero(input.homeInsurance) / 12) +
    toCents(amountOrZero(input.hoa));
  const rentCents = toCents(amountOrZero(input.monthlyRent));
  const ratio = debtServiceCents > 0 ? roundHalfUp((rentCents * 100) / debtServiceCents) / 100 : null;
  return {
    ratio,
    monthlyDebtService: debtServiceCents / 100,
    meetsMinimum: ratio !== null && ratio >= DSCR_MINIMUM,
    monthlyCashFlow: (rentCents - debtServiceCents) / 100,
    rentNeeded: {
      minimum: rentForRatio(debtServiceCents / 100, DSCR_MINIMUM),
      target: rentForRatio(debtServiceCents / 100, DSCR_TARGET),
    },
  };
}
