import { amountOrZero } from './limits';
import { roundToCents } from './money';

/**
 * Monthly income an asset-based (asset-depletion) loan counts: qualifying assets divided by the
 * loan term in months, rounded half up to the cent (2,000,000 / 360 = 5,555.56, shown as
 * $5,556). 0 when there are no months.
 *
 * @param assets qualifying assets after the program's usage percentages, dollars
 * @param months loan term in months (360 for 30 years)
 */
export function assetBasedIncome(assets: number, months: number): number {
  const wholeMonths = Math.floor(amountOrZero(months));
  return wholeMonths > 0 ? roundToCents(amountOrZero(assets) / wholeMonths) : 0;
}
