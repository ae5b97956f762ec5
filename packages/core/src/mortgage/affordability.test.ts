import fc from 'fast-check';
import { affordability, type AffordabilityInput } from './affordability';
import { calculateMortgage } from './calculateMortgage';

const household: AffordabilityInput = {
  annualIncome: 120000,
  monthlyDebts: 500,
  downPayment: 60000,
  interestRate: 6.5,
  loanTerm: 30,
  propertyTaxRate: 2,
  homeInsurance: 3000,
  hoa: 0,
};

function monthlyCost(input: AffordabilityInput, price: number) {
  const loan = Math.max(0, price - input.downPayment);
  return calculateMortgage({
    homePrice: price,
    downPayment: input.downPayment,
    loanTerm: input.loanTerm,
    interestRate: input.interestRate,
    propertyTax: (price * input.propertyTaxRate) / 100,
    homeInsurance: input.homeInsurance,
    pmi: loan > price * 0.8 ? (loan * (input.pmiRate ?? 0)) / 100 : 0,
    hoa: input.hoa,
  }).totalPayment;
}

describe('affordability', () => {
  it('applies the 28% housing limit when other debts are small', () => {
    // 28% of 10,000 a month is 2,800; 36% less 500 of debts would allow 3,100.
    expect(affordability(household)).toEqual({
      maxHomePrice: 366735,
      loanAmount: 306735,
      monthlyBudget: 2800,
      principalInterest: 1938.77,
      propertyTax: 611.23,
      homeInsurance: 250,
      hoa: 0,
      pmi: 0,
      limitedBy: 'housing',
    });
  });

  it('applies the 36% total-debt limit when other debts are large', () => {
    const result = affordability({ ...household, monthlyDebts: 1200 });
    expect(result.monthlyBudget).toBe(2400);
    expect(result.limitedBy).toBe('debt');
    expect(result.maxHomePrice).toBeLessThan(366735);
  });

  it('honours custom ratios', () => {
    expect(affordability({ ...household, housingRatio: 31, debtRatio: 43 }).monthlyBudget).toBe(3100);
  });

  it('affords nothing when the budget does not cover insurance and HOA', () => {
    expect(affordability({ ...household, annualIncome: 10000, hoa: 400 })).toMatchObject({
      maxHomePrice: 0,
      loanAmount: 0,
    });
    expect(affordability({ ...household, monthlyDebts: 10000 })).toMatchObject({ monthlyBudget: 0, maxHomePrice: 0 });
  });

  it('buys outright when the down payment covers what the budget allows', () => {
    const result = affordability({ ...household, annualIncome: 30000, monthlyDebts: 0, downPayment: 2_000_000 });
    expect(result.loanAmount).toBe(0);
    expect(result.principalInterest).toBe(0);
    // 700 a month: 250 insurance, 450 of tax at 2% a year is a 270,000 home.
    expect(result.maxHomePrice).toBe(270000);
    expect(
      affordability({ ...household, annualIncome: 30000, downPayment: 100000, propertyTaxRate: 0, loanTerm: 0 }),
    ).toMatchObject({
      maxHomePrice: 100000,
      loanAmount: 0,
    });
  });

  it('finds the highest price whose monthly cost fits the budget', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 40_000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 300_000 }),
        fc.integer({ min: 100, max: 1200 }),
        fc.integer({ min: 10, max: 30 }),
        (annualIncome, monthlyDebts, downPayment, rateBasisPoints, loanTerm) => {
          const input = {
            ...household,
            annualIncome,
            monthlyDebts,
            downPayment,
            interestRate: rateBasisPoints / 100,
            loanTerm,
          };
          const result = affordability(input);
          if (result.maxHomePrice <= downPayment) return;
          expect(monthlyCost(input, result.maxHomePrice)).toBeLessThanOrEqual(result.monthlyBudget + 0.02);
          expect(monthlyCost(input, result.maxHomePrice + 10)).toBeGreaterThan(result.monthlyBudget - 0.02);
        },
      ),
    );
  });

  describe('with PMI', () => {
    const withPmi = { ...household, downPayment: 20000, pmiRate: 0.6 };

    it('adds PMI while the loan is above 80% of the price, and affords less for it', () => {
      const without = affordability({ ...withPmi, pmiRate: 0 });
      const result = affordability(withPmi);
      expect(result.maxHomePrice).toBeLessThan(without.maxHomePrice);
      expect(result.pmi).toBeCloseTo((result.loanAmount * 0.006) / 12, 2);
      expect(monthlyCost(withPmi, result.maxHomePrice)).toBeLessThanOrEqual(result.monthlyBudget + 0.02);
      expect(monthlyCost(withPmi, result.maxHomePrice + 10)).toBeGreaterThan(result.monthlyBudget - 0.02);
    });

    it('stops at exactly 80% when PMI would cost more than staying below it', () => {
      // Without PMI the budget reaches just above five times the down payment; with PMI it would not.
      const input = { ...household, downPayment: 74000, pmiRate: 1.5 };
      const without = affordability({ ...input, pmiRate: 0 });
      expect(without.maxHomePrice).toBeGreaterThan(370000);
      const result = affordability(input);
      expect(result).toMatchObject({ maxHomePrice: 370000, loanAmount: 296000, pmi: 0 });
    });

    it('needs no PMI when the down payment is 20% or more of the price it affords', () => {
      const large = { ...household, downPayment: 120000 };
      const result = affordability({ ...large, pmiRate: 0.6 });
      expect(result.loanAmount).toBeLessThanOrEqual(result.maxHomePrice * 0.8);
      expect(result).toEqual(affordability(large));
      expect(result.pmi).toBe(0);
    });
  });
});
