import { amortizationSchedule } from './amortizationSchedule';
import { annualPercentageRate, type PaymentGroup } from './annualPercentageRate';
import { monthlyRate } from './limits';
import { roundHalfUp, toCents } from './money';
import { pmiTimeline } from './pmiTimeline';

/** Monthly mortgage insurance, a finance charge that counts in the APR. */
export interface MortgageInsurance {
  /** Yearly premium in percent (0.55 means 0.55%). */
  annualPercent: number;
  /**
   * What the percentage applies to: the original loan amount (borrower-paid private mortgage
   * insurance), or each loan year's average scheduled balance (FHA annual MIP, USDA annual fee).
   */
  basis: 'loanAmount' | 'averageBalance';
  /**
   * How long it is paid: until the scheduled balance first reaches 78% of the original value, or the
   * midpoint of the term if sooner (automatic termination under the Homeowners Protection Act), or
   * for the whole term.
   */
  until: 'automaticTermination' | 'term';
}

export interface ClosedEndLoan {
  /** The note amount, dollars, including any financed upfront premium or fee. */
  loanAmount: number;
  /** Annual interest rate in percent. */
  interestRate: number;
  termMonths: number;
  /** `amortizing`: equal principal-and-interest payments; `interestOnly`: interest each month, principal with the last. */
  repayment: 'amortizing' | 'interestOnly';
  /** Points, lender fees and financed upfront premiums, dollars: finance charges paid at or before closing. */
  prepaidFinanceCharges: number;
  mortgageInsurance?: MortgageInsurance;
  /** The home's value (price or appraisal), dollars; needed for mortgage insurance that ends at 78%. */
  originalValue?: number;
}

export interface LoanCostDisclosure {
  /** The first regular principal-and-interest (or interest-only) payment. */
  principalAndInterest: number;
  /** Mortgage insurance in the first payment (0 without it). */
  firstMortgageInsurance: number;
  /** Every payment, principal, interest and mortgage insurance, as runs of equal amounts. */
  payments: PaymentGroup[];
  /** Loan amount less prepaid finance charges. */
  amountFinanced: number;
  /** Total of payments less the amount financed. */
  financeCharge: number;
  totalOfPayments: number;
  /** Annual percentage rate in percent, rounded half up to three decimals. */
  apr: number;
}

function group(amountsInCents: number[]): PaymentGroup[] {
  const groups: PaymentGroup[] = [];
  for (const cents of amountsInCents) {
    const last = groups[groups.length - 1];
    if (last && toCents(last.amount) === cents) last.count += 1;
    else groups.push({ count: 1, amount: cents / 100 });
  }
  return groups;
}

/** Principal-and-interest payments of the loan, and the balance before each, in cents. */
function scheduleInCents(loan: ClosedEndLoan): { payments: number[]; balancesBefore: number[] } {
  const loanCents = toCents(loan.loanAmount);
  if (loan.repayment === 'interestOnly') {
    const interest = roundHalfUp(loanCents * monthlyRate(loan.interestRate));
    const payments = Array.from({ length: loan.termMonths }, (_, k) =>
      k === loan.termMonths - 1 ? interest + loanCents : interest,
    );
    return { payments, balancesBefore: payments.map(() => loanCents) };
  }
  const rows = amortizationSchedule({
    loanAmount: loan.loanAmount,
    interestRate: loan.interestRate,
    loanTerm: loan.termMonths / 12,
  });
  const balancesBefore = [loanCents, ...rows.map((row) => toCents(row.balance))].slice(0, rows.length);
  return { payments: rows.map((row) => toCents(row.payment)), balancesBefore };
}

function insuranceInCents(loan: ClosedEndLoan, balancesBefore: number[]): number[] {
  const insurance = loan.mortgageInsurance;
  const months = balancesBefore.length;
  if (!insurance || insurance.annualPercent <= 0) return balancesBefore.map(() => 0);
  let paidMonths = months;
  if (insurance.until === 'automaticTermination') {
    if (!loan.originalValue || loan.originalValue <= 0) {
      throw new RangeError('Mortgage insurance that ends at 78% needs the original value of the home');
    }
    const timeline = pmiTimeline({
      originalValue: loan.originalValue,
      loanAmount: loan.loanAmount,
      interestRate: loan.interestRate,
      loanTerm: loan.termMonths / 12,
    });
    paidMonths = Math.min(timeline.automaticTerminationMonth, timeline.midpointMonth);
  }
  const rate = insurance.annualPercent / 100 / 12;
  return balancesBefore.map((_, month) => {
    if (month >= paidMonths) return 0;
    if (insurance.basis === 'loanAmount') return roundHalfUp(toCents(loan.loanAmount) * rate);
    const yearStart = month - (month % 12);
    const year = balancesBefore.slice(yearStart, yearStart + 12);
    const average = year.reduce((sum, balance) => sum + balance, 0) / year.length;
    return roundHalfUp(average * rate);
  });
}

/**
 * The Truth in Lending figures of a closed-end loan with monthly payments and a regular first
 * period: the payment schedule (principal and interest from {@link amortizationSchedule}, so the
 * last payment absorbs the rounding, plus any mortgage insurance), the amount financed, the finance
 * charge and the APR by the actuarial method ({@link annualPercentageRate}).
 */
export function loanCostDisclosure(loan: ClosedEndLoan): LoanCostDisclosure {
  if (!Number.isFinite(loan.loanAmount) || loan.loanAmount <= 0) {
    throw new RangeError(`The loan amount must be a positive number of dollars (got ${loan.loanAmount})`);
  }
  if (!Number.isInteger(loan.termMonths) || loan.termMonths < 1 || loan.termMonths > 600) {
    throw new RangeError(`The term must be a whole number of months from 1 to 600 (got ${loan.termMonths})`);
  }
  if (!Number.isFinite(loan.interestRate) || loan.interestRate < 0 || loan.interestRate > 100) {
    throw new RangeError(`The interest rate must be a percentage from 0 to 100 (got ${loan.interestRate})`);
  }
  if (!Number.isFinite(loan.prepaidFinanceCharges) || loan.prepaidFinanceCharges < 0) {
    throw new RangeError(`Prepaid finance charges must be zero or more dollars (got ${loan.prepaidFinanceCharges})`);
  }
  const { payments, balancesBefore } = scheduleInCents(loan);
  const insurance = insuranceInCents(loan, balancesBefore);
  const totals = payments.map((cents, month) => cents + (insurance[month] ?? 0));
  const amountFinancedCents = toCents(loan.loanAmount) - toCents(loan.prepaidFinanceCharges);
  const totalCents = totals.reduce((sum, cents) => sum + cents, 0);
  const groups = group(totals);
  const apr = annualPercentageRate({ amountFinanced: amountFinancedCents / 100, payments: groups });
  return {
    principalAndInterest: (payments[0] ?? 0) / 100,
    firstMortgageInsurance: (insurance[0] ?? 0) / 100,
    payments: groups,
    amountFinanced: amountFinancedCents / 100,
    financeCharge: (totalCents - amountFinancedCents) / 100,
    totalOfPayments: totalCents / 100,
    apr: roundHalfUp(apr * 1000) / 1000,
  };
}
