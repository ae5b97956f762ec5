import type { AmortizationRow } from './amortizationSchedule';
import { toCents } from './money';

export interface AmortizationYear {
  /** 1 for the first twelve payments. */
  year: number;
  /** Payments made in this year (12, fewer in the last one). */
  payments: number;
  /** Principal repaid this year, the extra payments included, dollars. */
  principal: number;
  /** Interest paid this year, dollars. */
  interest: number;
  /** Extra principal paid this year, dollars. */
  extra: number;
  /** What is still owed at the end of the year, dollars. */
  balance: number;
}

/**
 * A schedule summed by loan year (payments 1-12, 13-24, …), in whole cents, so each year's
 * principal, interest and extra add up to the monthly rows exactly.
 */
export function amortizationByYear(rows: readonly AmortizationRow[]): AmortizationYear[] {
  const years: AmortizationYear[] = [];
  let principal = 0;
  let interest = 0;
  let extra = 0;
  rows.forEach((row, index) => {
    principal += toCents(row.principal);
    interest += toCents(row.interest);
    extra += toCents(row.extra);
    const last = index === rows.length - 1;
    if (row.month % 12 === 0 || last) {
      years.push({
        year: Math.ceil(row.month / 12),
        payments: row.month - years.length * 12,
        principal: principal / 100,
        interest: interest / 100,
        extra: extra / 100,
        balance: row.balance,
      });
      principal = 0;
      interest = 0;
      extra = 0;
    }
  });
  return years;
}
