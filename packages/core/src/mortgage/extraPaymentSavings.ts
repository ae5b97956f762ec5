import { amortizationSchedule, type AmortizationRow, type ScheduleInput } from './amortizationSchedule';
import { toCents } from './money';

export interface PayoffTotals {
  /** Number of monthly payments until the balance is 0. */
  months: number;
  /** Interest paid over the life of the loan, dollars. */
  totalInterest: number;
  /** Everything paid: principal (extra payments included) plus interest, dollars. */
  totalPaid: number;
}

export interface ExtraPaymentSavings extends PayoffTotals {
  /** The same loan paid as scheduled, with no extra payment. */
  scheduled: PayoffTotals;
  /** Payments no longer needed: `scheduled.months − months`. */
  monthsSaved: number;
  /** `scheduled.totalInterest − totalInterest`, dollars. */
  interestSaved: number;
}

/** Months, interest and total paid of a schedule, summed in whole cents. */
export function payoffTotals(rows: readonly AmortizationRow[]): PayoffTotals {
  let interest = 0;
  let paid = 0;
  for (const row of rows) {
    interest += toCents(row.interest);
    paid += toCents(row.payment);
  }
  return { months: rows.length, totalInterest: interest / 100, totalPaid: paid / 100 };
}

/**
 * What an extra monthly principal payment changes: the loan is paid off in fewer months and
 * with less interest. Both schedules follow {@link amortizationSchedule}'s rounding, so the figures
 * are what a lender's schedule shows, to the cent.
 */
export function extraPaymentSavings(input: ScheduleInput): ExtraPaymentSavings {
  const withExtra = payoffTotals(amortizationSchedule(input));
  const scheduled = payoffTotals(amortizationSchedule({ ...input, extraPayment: 0 }));
  return {
    ...withExtra,
    scheduled,
    monthsSaved: scheduled.months - withExtra.months,
    interestSaved: (toCents(scheduled.totalInterest) - toCents(withExtra.totalInterest)) / 100,
  };
}
