import { assetBasedIncome } from './assetBasedIncome';
import { formatUsd } from './formatUsd';

describe('assetBasedIncome', () => {
  it('gives the worked example: 2,000,000 over 360 months is 5,556 a month', () => {
    expect(assetBasedIncome(2_000_000, 360)).toBe(5555.56);
    expect(formatUsd(assetBasedIncome(2_000_000, 360), 'en')).toBe('$5,556');
  });

  it('is 0 without months or assets', () => {
    expect(assetBasedIncome(2_000_000, 0)).toBe(0);
    expect(assetBasedIncome(2_000_000, 0.5)).toBe(0);
    expect(assetBasedIncome(Number.NaN, 360)).toBe(0);
  });
});
