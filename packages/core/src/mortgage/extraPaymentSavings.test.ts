import fc from 'fast-check';
import { amortizationSchedule } from './amortizationSchedule';
import { extraPaymentSavings, payoffTotals } from './extraPaymentSavings';

describe('extraPaymentSavings', () => {
  it('compares the loan with and without the extra payment', () => {
    const result = extraPaymentSavings({ loanAmount: 400000, interestRate: 6.5, loanTerm: 30, extraPayment: 200 });
    // 359 payments of 2,528.27 and a last one of 2,530.88 (amortizationSchedule.test.ts) repay 400,000.
    expect(result.scheduled).toEqual({ months: 360, totalInterest: 510179.81, totalPaid: 910179.81 });
    expect(result.monthsSaved).toBe(360 - result.months);
    expect(result.interestSaved).toBeCloseTo(result.scheduled.totalInterest - result.totalInterest, 2);
    expect(result.totalPaid).toBeCloseTo(400000 + result.totalInterest, 2);
  });

  it('saves nothing without an extra payment, and has nothing to save without a loan', () => {
    expect(extraPaymentSavings({ loanAmount: 250000, interestRate: 6, loanTerm: 30 })).toMatchObject({
      months: 360,
      monthsSaved: 0,
      interestSaved: 0,
    });
    expect(extraPaymentSavings({ loanAmount: 0, interestRate: 6, loanTerm: 30, extraPayment: 100 })).toEqual({
      months: 0,
      totalInterest: 0,
      totalPaid: 0,
      scheduled: { months: 0, totalInterest: 0, totalPaid: 0 },
      monthsSaved: 0,
      interestSaved: 0,
    });
  });

  it('at 0% saves months but no interest', () => {
    const result = extraPaymentSavings({ loanAmount: 120000, interestRate: 0, loanTerm: 10, extraPayment: 1000 });
    expect(result).toMatchObject({ months: 60, monthsSaved: 60, interestSaved: 0, totalInterest: 0 });
  });

  it('sums the schedule to the cent', () => {
    const rows = amortizationSchedule({ loanAmount: 1000, interestRate: 0, loanTerm: 1 / 4 });
    expect(payoffTotals(rows)).toEqual({ months: 3, totalInterest: 0, totalPaid: 1000 });
  });

  it('never costs more: a larger extra payment never takes longer or costs more interest', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000, max: 2_000_000 }),
        fc.integer({ min: 0, max: 1200 }),
        fc.integer({ min: 10, max: 30 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        (loanAmount, rateBasisPoints, loanTerm, extra, more) => {
          const terms = { loanAmount, interestRate: rateBasisPoints / 100, loanTerm };
          const some = extraPaymentSavings({ ...terms, extraPayment: extra });
          const larger = extraPaymentSavings({ ...terms, extraPayment: extra + more });
          expect(larger.months).toBeLessThanOrEqual(some.months);
          expect(larger.totalInterest).toBeLessThanOrEqual(some.totalInterest);
          expect(some.interestSaved).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 60 },
    );
  });
});
