import { amountOrZero } from './limits';
import { toCents } from './money';

/**
 * The monthly rent a DSCR lender needs to see for a ratio: debt service × ratio, rounded up to the
 * cent so the rent shown always reaches the ratio (2,697.64 at 1.25 needs 3,372.05).
 */
export function rentForRatio(monthlyDebtService: number, ratio: number): number {
  const debtCents = toCents(amountOrZero(monthlyDebtService));
  const basisPoints = Math.round(amountOrZero(ratio) * 100);
  return Math.ceil((debtCents * basisPoints) / 100) / 100;
}
