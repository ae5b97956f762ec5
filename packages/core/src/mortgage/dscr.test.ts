import fc from 'fast-check';
import { dscr, DSCR_MINIMUM, DSCR_TARGET } from './dscr';
import { rentForRatio } from './rentForRatio';

const property = {
  monthlyRent: 3000,
  loanAmount: 300000,
  interestRate: 7.5,
  loanTerm: 30,
  propertyTax: 4800,
  homeInsurance: 2400,
  hoa: 0,
};

describe('dscr', () => {
  it('divides the rent by principal, interest, tax, insurance and HOA', () => {
    // P&I 2,097.64 + tax 400 + insurance 200 = 2,697.64; 3,000 / 2,697.64 = 1.112.
    expect(dscr(property)).toEqual({
      ratio: 1.11,
      monthlyDebtService: 2697.64,
      meetsMinimum: true,
      monthlyCashFlow: 302.36,
      // 2,697.64 × 1.25 = 3,372.05
      rentNeeded: { minimum: 2697.64, target: 3372.05 },
    });
  });

  it('fails the 1.0 minimum when the rent does not cover the payment', () => {
    expect(DSCR_MINIMUM).toBe(1);
    expect(dscr({ ...property, hoa: 400 })).toMatchObject({
      ratio: 0.97,
      monthlyDebtService: 3097.64,
      meetsMinimum: false,
      monthlyCashFlow: -97.64,
    });
  });

  it('has no ratio without debt service', () => {
    expect(dscr({ ...property, loanAmount: 0, propertyTax: 0, homeInsurance: 0 })).toEqual({
      ratio: null,
      monthlyDebtService: 0,
      meetsMinimum: false,
      monthlyCashFlow: 3000,
      rentNeeded: { minimum: 0, target: 0 },
    });
  });

  it('needs exactly the rent it names: that rent reaches the ratio, a cent less does not', () => {
    expect(DSCR_TARGET).toBe(1.25);
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000, max: 3_000_000 }),
        fc.integer({ min: 0, max: 1200 }),
        fc.integer({ min: 0, max: 40_000 }),
        fc.integer({ min: 0, max: 1500 }),
        (loanAmount, rateBasisPoints, propertyTax, hoa) => {
          const input = { ...property, loanAmount, interestRate: rateBasisPoints / 100, propertyTax, hoa };
          const { rentNeeded } = dscr(input);
          const { monthlyDebtService } = dscr(input);
          expect(rentNeeded.target * 100).toBeGreaterThanOrEqual(monthlyDebtService * 125 - 1e-6);
          expect((rentNeeded.target - 0.01) * 100).toBeLessThan(monthlyDebtService * 125);
          expect(dscr({ ...input, monthlyRent: rentNeeded.minimum }).meetsMinimum).toBe(true);
        },
      ),
    );
  });

  it('rounds the rent needed up to the cent', () => {
    expect(rentForRatio(1000.01, 1.25)).toBe(1250.02);
    expect(rentForRatio(0, 1.25)).toBe(0);
    expect(rentForRatio(Number.NaN, 1.25)).toBe(0);
  });
});
