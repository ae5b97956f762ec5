import fc from 'fast-check';
import { assetBasedIncome } from './assetBasedIncome';
import { ASSET_USAGE, qualifyingAssets } from './qualifyingAssets';

const none = { cash: 0, investments: 0, retirement: 0, businessCash: 0 };

describe('qualifyingAssets', () => {
  it('counts each kind of asset at its usage share', () => {
    expect(ASSET_USAGE).toEqual({
      cash: { low: 100, high: 100 },
      investments: { low: 70, high: 80 },
      retirement: { low: 60, high: 70 },
      businessCash: { low: 50, high: 60 },
    });
    const result = qualifyingAssets({
      balances: { cash: 100000, investments: 100000, retirement: 100000, businessCash: 100000 },
      fundsToClose: 0,
    });
    expect(result).toEqual({
      total: 400000,
      byType: {
        cash: { low: 100000, high: 100000 },
        investments: { low: 70000, high: 80000 },
        retirement: { low: 60000, high: 70000 },
        businessCash: { low: 50000, high: 60000 },
      },
      eligible: { low: 280000, high: 310000 },
    });
  });

  it('subtracts the money spent at closing, never going below zero', () => {
    expect(qualifyingAssets({ balances: { ...none, cash: 50000 }, fundsToClose: 80000 }).eligible).toEqual({
      low: 0,
      high: 0,
    });
  });

  it('reads missing, negative and non-finite balances as zero', () => {
    expect(
      qualifyingAssets({
        balances: { cash: Number.NaN, investments: -5, retirement: Infinity, businessCash: 0 },
        fundsToClose: Number.NaN,
      }).total,
    ).toBe(0);
  });

  it('gives the same income as assetBasedIncome on the counted assets, with low ≤ high', () => {
    fc.assert(
      fc.property(
        fc.record({
          cash: fc.integer({ min: 0, max: 5_000_000 }),
          investments: fc.integer({ min: 0, max: 5_000_000 }),
          retirement: fc.integer({ min: 0, max: 5_000_000 }),
          businessCash: fc.integer({ min: 0, max: 5_000_000 }),
        }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (balances, fundsToClose) => {
          const { eligible } = qualifyingAssets({ balances, fundsToClose });
          expect(eligible.low).toBeLessThanOrEqual(eligible.high);
          expect(assetBasedIncome(eligible.low, 360)).toBeLessThanOrEqual(assetBasedIncome(eligible.high, 360));
        },
      ),
    );
  });
});
