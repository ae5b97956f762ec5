import fc from 'fast-check';
import { pmt } from 'financial';
import { calculateMortgage, DEFAULT_CALCULATOR_INPUTS, type CalculatorInputs } from './calculateMortgage';
import { monthlyPayment } from './monthlyPayment';

const inputs = (overrides: Partial<CalculatorInputs>): CalculatorInputs => ({
  ...DEFAULT_CALCULATOR_INPUTS,
  ...overrides,
});

describe('calculateMortgage', () => {
  it('starts from the docs/behaviour.md §9 defaults', () => {
    expect(DEFAULT_CALCULATOR_INPUTS).toEqual({
      homePrice: 500000,
      downPayment: 100000,
      loanTerm: 30,
      interestRate: 6.5,
      propertyTax: 6000,
      homeInsurance: 2000,
      pmi: 0,
      hoa: 0,
    });
  });

  it('divides annual PMI by 12 and adds HOA as entered, monthly', () => {
    const result = calculateMortgage(inputs({ pmi: 1800, hoa: 450 }));
    expect(result.pmi).toBe(150);
    expect(result.hoa).toBe(450);
    expect(result.totalPayment).toBe(2528.27 + 500 + 166.67 + 150 + 450);
  });

  it('has no principal and interest when the down payment covers the price', () => {
    expect(calculateMortgage(inputs({ downPayment: 500000 }))).toMatchObject({ loanAmount: 0, principalInterest: 0 });
    expect(calculateMortgage(inputs({ downPayment: 650000 }))).toMatchObject({
      loanAmount: 0,
      principalInterest: 0,
      totalPayment: 666.67,
    });
  });

  it('divides the loan evenly over the months at a 0% rate', () => {
    expect(calculateMortgage(inputs({ interestRate: 0, loanTerm: 15 })).principalInterest).toBe(2222.22);
    expect(monthlyPayment(360000, 0, 30)).toBe(1000);
  });

  it('reads negative and non-numeric inputs as 0 and never produces NaN', () => {
    const result = calculateMortgage({
      homePrice: Number.NaN,
      downPayment: -5,
      loanTerm: Number.POSITIVE_INFINITY,
      interestRate: -1,
      propertyTax: Number.NaN,
      homeInsurance: -100,
      pmi: undefined as unknown as number,
      hoa: Number.NEGATIVE_INFINITY,
    });
    expect(result).toEqual({
      loanAmount: 0,
      principalInterest: 0,
      propertyTax: 0,
      homeInsurance: 0,
      pmi: 0,
      hoa: 0,
      totalPayment: 0,
    });
  });

  it('has no payment when there is no term', () => {
    expect(calculateMortgage(inputs({ loanTerm: 0 })).principalInterest).toBe(0);
  });

  it('stays finite for absurdly large inputs', () => {
    const result = calculateMortgage(inputs({ homePrice: 1e308, interestRate: 1e308, loanTerm: 1e9, hoa: 1e300 }));
    for (const value of Object.values(result)) expect(Number.isFinite(value)).toBe(true);
  });

  it('matches the financial library’s pmt to the cent on random loans', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_00, max: 5_000_000_00 }),
        fc.integer({ min: 1, max: 1500 }),
        fc.integer({ min: 1, max: 40 }),
        (loanCents, rateBasisPoints, years) => {
          const rate = rateBasisPoints / 100;
          const expected = -pmt(rate / 100 / 12, years * 12, loanCents / 100);
          // Half a cent of rounding, plus the two formulas' floating-point disagreement (about 1e-13 of the
          // payment), which decides a tie such as $4,841,028.66 at 0.07% over 26 years (pmt gives $15,658.195000001).
          const tolerance = 0.005 + expected * 1e-12;
          expect(Math.abs(monthlyPayment(loanCents / 100, rate, years) - expected)).toBeLessThanOrEqual(tolerance);
        },
      ),
      { numRuns: 500, examples: [[484102866, 7, 26]] },
    );
  });

  it('never raises the payment when the down payment grows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000, max: 3_000_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 1, max: 500_000 }),
        fc.double({ min: 0, max: 15, noNaN: true }),
        fc.integer({ min: 10, max: 40 }),
        (homePrice, downPayment, extra, interestRate, loanTerm) => {
          const before = calculateMortgage(inputs({ homePrice, downPayment, interestRate, loanTerm }));
          const after = calculateMortgage(
            inputs({ homePrice, downPayment: downPayment + extra, interestRate, loanTerm }),
          );
          expect(after.principalInterest).toBeLessThanOrEqual(before.principalInterest);
          expect(after.totalPayment).toBeLessThanOrEqual(before.totalPayment);
        },
      ),
    );
  });

  it('always returns finite cents whose rows add up to the total', () => {
    const anyNumber = fc.oneof(fc.double(), fc.integer(), fc.constant(Number.NaN));
    fc.assert(
      fc.property(
        fc.record({
          homePrice: anyNumber,
          downPayment: anyNumber,
          loanTerm: anyNumber,
          interestRate: anyNumber,
          propertyTax: anyNumber,
          homeInsurance: anyNumber,
          pmi: anyNumber,
          hoa: anyNumber,
        }),
        (input) => {
          const result = calculateMortgage(input);
          for (const value of Object.values(result)) {
            expect(Number.isFinite(value) && value >= 0).toBe(true);
            expect(Number(value.toFixed(2))).toBe(value);
          }
          const rows = [result.principalInterest, result.propertyTax, result.homeInsurance, result.pmi, result.hoa];
          expect(Math.round(result.totalPayment * 100)).toBe(rows.reduce((sum, v) => sum + Math.round(v * 100), 0));
        },
      ),
    );
  });
});
