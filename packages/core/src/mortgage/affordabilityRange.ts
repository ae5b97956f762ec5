import { affordability, type Affordability, type AffordabilityInput } from './affordability';

/**
 * The debt-to-income limits the affordability tool compares, in percent of gross monthly income:
 * the 28/36 rule of thumb, the 43% total-debt ceiling many lenders use (the federal qualified-mortgage
 * rule has been price-based, not a 43% cap, since 2021), and the 50% some
 * programs allow with strong credit and reserves (housing is not capped separately in the last two).
 */
export const AFFORDABILITY_LIMITS = [
  { key: 'comfortable', housingRatio: 28, debtRatio: 36 },
  { key: 'qualified', housingRatio: 43, debtRatio: 43 },
  { key: 'maximum', housingRatio: 50, debtRatio: 50 },
] as const;

export type AffordabilityLimitKey = (typeof AFFORDABILITY_LIMITS)[number]['key'];

export interface AffordabilityAtLimit extends Affordability {
  key: AffordabilityLimitKey;
  housingRatio: number;
  debtRatio: number;
}

/** {@link affordability} at each of {@link AFFORDABILITY_LIMITS}, lowest limit first. */
export function affordabilityRange(
  input: Omit<AffordabilityInput, 'housingRatio' | 'debtRatio'>,
): AffordabilityAtLimit[] {
  return AFFORDABILITY_LIMITS.map(({ key, housingRatio, debtRatio }) => ({
    key,
    housingRatio,
    debtRatio,
    ...affordability({ ...input, housingRatio, debtRatio }),
  }));
}
