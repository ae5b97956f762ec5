import fc from 'fast-check';
import { affordability } from './affordability';
import { affordabilityRange, AFFORDABILITY_LIMITS } from './affordabilityRange';

const household = {
  annualIncome: 120000,
  monthlyDebts: 500,
  downPayment: 60000,
  interestRate: 6.5,
  loanTerm: 30,
  propertyTaxRate: 2,
  homeInsurance: 3000,
  hoa: 0,
};

describe('affordabilityRange', () => {
  it('answers at 28/36, 43% and 50% of income', () => {
    const range = affordabilityRange(household);
    expect(range.map((r) => [r.key, r.housingRatio, r.debtRatio])).toEqual([
      ['comfortable', 28, 36],
      ['qualified', 43, 43],
      ['maximum', 50, 50],
    ]);
    expect(range[0]).toMatchObject(affordability(household));
    // 43% of 10,000 less 500 of debts is 3,800 a month; 50% less 500 is 4,500.
    expect(range.map((r) => r.monthlyBudget)).toEqual([2800, 3800, 4500]);
    expect(range[1]!.limitedBy).toBe('debt');
  });

  it('never affords less at a higher limit', () => {
    expect(AFFORDABILITY_LIMITS).toHaveLength(3);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 500_000 }),
        (annualIncome, monthlyDebts, downPayment) => {
          const prices = affordabilityRange({
            ...household,
            annualIncome,
            monthlyDebts,
            downPayment,
            pmiRate: 0.6,
          }).map((r) => r.maxHomePrice);
          expect(prices[0]!).toBeLessThanOrEqual(prices[1]!);
          expect(prices[1]!).toBeLessThanOrEqual(prices[2]!);
        },
      ),
    );
  });
});
