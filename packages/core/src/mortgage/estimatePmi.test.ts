import fc from 'fast-check';
import { estimatePmi } from './estimatePmi';

const freddieMac = { low: 0.36, high: 0.84 };

describe('estimatePmi', () => {
  it('applies above 80% loan-to-value: 10% down on $400,000', () => {
    expect(estimatePmi({ homePrice: 400000, loanAmount: 360000, annualRate: freddieMac })).toEqual({
      required: true,
      loanToValue: 90,
      annual: { low: 1296, middle: 2160, high: 3024 },
      monthly: { low: 108, middle: 180, high: 252 },
    });
  });

  it('does not apply at 80% or below', () => {
    expect(estimatePmi({ homePrice: 500000, loanAmount: 400000, annualRate: freddieMac })).toEqual({
      required: false,
      loanToValue: 80,
      annual: { low: 0, middle: 0, high: 0 },
      monthly: { low: 0, middle: 0, high: 0 },
    });
  });

  it('copes with no price, no loan, a loan above the price and a reversed range', () => {
    expect(estimatePmi({ homePrice: 0, loanAmount: 100000, annualRate: freddieMac })).toMatchObject({
      required: false,
      loanToValue: 0,
    });
    expect(estimatePmi({ homePrice: 100000, loanAmount: 0, annualRate: freddieMac }).required).toBe(false);
    expect(estimatePmi({ homePrice: 100000, loanAmount: 120000, annualRate: { low: 0.84, high: 0.36 } })).toEqual({
      required: true,
      loanToValue: 120,
      annual: { low: 432, middle: 720, high: 1008 },
      monthly: { low: 36, middle: 60, high: 84 },
    });
  });

  it('orders the range and scales with the loan', () => {
    fc.assert(
      fc.property(fc.integer({ min: 81, max: 100 }), fc.integer({ min: 50_000, max: 3_000_000 }), (ltv, price) => {
        const estimate = estimatePmi({ homePrice: price, loanAmount: (price * ltv) / 100, annualRate: freddieMac });
        expect(estimate.required).toBe(true);
        expect(estimate.monthly.low).toBeLessThanOrEqual(estimate.monthly.middle);
        expect(estimate.monthly.middle).toBeLessThanOrEqual(estimate.monthly.high);
        expect(Math.abs(estimate.monthly.high * 12 - estimate.annual.high)).toBeLessThan(0.07);
      }),
    );
  });
});
