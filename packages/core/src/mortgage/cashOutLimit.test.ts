import fc from 'fast-check';
import { cashOutLimit, CASH_OUT_MAX_LOAN_TO_VALUE } from './cashOutLimit';

describe('cashOutLimit', () => {
  it('leaves 20% equity: a $600,000 home with $300,000 owed can take up to $180,000', () => {
    expect(CASH_OUT_MAX_LOAN_TO_VALUE).toBe(80);
    expect(cashOutLimit({ homeValue: 600000, loanBalance: 300000, cashOut: 100000 })).toEqual({
      newLoanAmount: 400000,
      loanToValue: 66.67,
      maxLoanAmount: 480000,
      maxCashOut: 180000,
      withinLimit: true,
    });
    expect(cashOutLimit({ homeValue: 600000, loanBalance: 300000, cashOut: 180000.01 }).withinLimit).toBe(false);
  });

  it('has no room when the balance is already above the limit, and honours another limit', () => {
    expect(cashOutLimit({ homeValue: 400000, loanBalance: 350000, cashOut: 0 })).toMatchObject({
      maxCashOut: 0,
      withinLimit: false,
      loanToValue: 87.5,
    });
    expect(cashOutLimit({ homeValue: 400000, loanBalance: 200000, cashOut: 0, maxLoanToValue: 75 }).maxCashOut).toBe(
      100000,
    );
  });

  it('copes with no value and bad input', () => {
    expect(cashOutLimit({ homeValue: 0, loanBalance: 100000, cashOut: 5000 })).toEqual({
      newLoanAmount: 105000,
      loanToValue: 0,
      maxLoanAmount: 0,
      maxCashOut: 0,
      withinLimit: false,
    });
    expect(cashOutLimit({ homeValue: Number.NaN, loanBalance: -1, cashOut: Infinity })).toMatchObject({
      loanToValue: 0,
      maxCashOut: 0,
    });
  });

  it('never allows a loan above the limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (value, balance) => {
          const room = cashOutLimit({ homeValue: value, loanBalance: balance, cashOut: 0 }).maxCashOut;
          const atLimit = cashOutLimit({ homeValue: value, loanBalance: balance, cashOut: room });
          if (room > 0) expect(atLimit.withinLimit).toBe(true);
          expect(atLimit.newLoanAmount * 100).toBeLessThanOrEqual(Math.max(value * 80, balance * 100) + 1e-6);
        },
      ),
    );
  });
});
