import { refinanceBreakEven } from './refinanceBreakEven';

describe('refinanceBreakEven', () => {
  it('recovers 6,000 of closing costs in 31 months at 197.26 a month', () => {
    // 300,000 at 7% → 1,995.91; at 6% → 1,798.65; 6,000 / 197.26 = 30.4 months.
    expect(
      refinanceBreakEven({
        loanBalance: 300000,
        currentRate: 7,
        remainingTerm: 30,
        newRate: 6,
        newTerm: 30,
        closingCosts: 6000,
      }),
    ).toEqual({
      newLoanAmount: 300000,
      currentPayment: 1995.91,
      newPayment: 1798.65,
      monthlySavings: 197.26,
      breakEvenMonths: 31,
      // (1,995.91 − 1,798.65) × 360 − 6,000
      lifetimeSavings: 65013.6,
      // 360 × 1,995.91 − 300,000 = 418,527.60 less the last payment's 3.55 rounding remainder.
      currentInterest: 418524.05,
      // 360 × 1,798.65 − 300,000 = 347,514.00 plus the last payment's 1.44 remainder.
      newInterest: 347515.44,
      interestDifference: 71008.61,
    });
  });

  it('never breaks even when the new payment is not lower', () => {
    const result = refinanceBreakEven({
      loanBalance: 250000,
      currentRate: 6,
      remainingTerm: 25,
      newRate: 6,
      newTerm: 15,
      closingCosts: 4000,
    });
    expect(result.monthlySavings).toBeLessThan(0);
    expect(result.breakEvenMonths).toBeNull();
  });

  it('shows when a longer term costs more over its life despite a lower payment', () => {
    const result = refinanceBreakEven({
      loanBalance: 200000,
      currentRate: 6.5,
      remainingTerm: 15,
      newRate: 6,
      newTerm: 30,
      closingCosts: 3000,
    });
    expect(result.monthlySavings).toBeGreaterThan(0);
    expect(result.lifetimeSavings).toBeLessThan(0);
  });

  it('breaks even at once without closing costs', () => {
    const result = refinanceBreakEven({
      loanBalance: 300000,
      currentRate: 7,
      remainingTerm: 30,
      newRate: 6,
      newTerm: 30,
      closingCosts: Number.NaN,
    });
    expect(result.breakEvenMonths).toBe(0);
  });

  it('borrows the cash on top of the balance in a cash-out refinance', () => {
    const rateAndTerm = refinanceBreakEven({
      loanBalance: 250000,
      currentRate: 4,
      remainingTerm: 25,
      newRate: 6.5,
      newTerm: 30,
      closingCosts: 7000,
    });
    const cashOut = refinanceBreakEven({
      loanBalance: 250000,
      currentRate: 4,
      remainingTerm: 25,
      newRate: 6.5,
      newTerm: 30,
      closingCosts: 7000,
      cashOut: 100000,
    });
    expect(cashOut.newLoanAmount).toBe(350000);
    // 350,000 at 6.5% for 30 years, the same factor as the 400,000 default (2,528.27 × 7/8 = 2,212.24).
    expect(cashOut.newPayment).toBe(2212.24);
    expect(cashOut.monthlySavings).toBeLessThan(rateAndTerm.monthlySavings);
    expect(cashOut.breakEvenMonths).toBeNull();
    expect(cashOut.interestDifference).toBeLessThan(0);
    expect(cashOut.currentInterest).toBe(rateAndTerm.currentInterest);
  });

  it('ignores a negative or non-numeric cash-out amount', () => {
    const base = { loanBalance: 200000, currentRate: 7, remainingTerm: 28, newRate: 6, newTerm: 30, closingCosts: 0 };
    expect(refinanceBreakEven({ ...base, cashOut: -5000 })).toEqual(refinanceBreakEven(base));
    expect(refinanceBreakEven({ ...base, cashOut: Number.NaN })).toEqual(refinanceBreakEven(base));
  });
});
