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
      currentPayment: 1995.91,
      newPayment: 1798.65,
      monthlySavings: 197.26,
      breakEvenMonths: 31,
      // (1,995.91 − 1,798.65) × 360 − 6,000
      lifetimeSavings: 65013.6,
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
});
