import { amortizationSchedule } from './amortizationSchedule';
import { pmiTimeline } from './pmiTimeline';

describe('pmiTimeline', () => {
  const loan = { originalValue: 400000, loanAmount: 360000, interestRate: 6.5, loanTerm: 30 };

  it('finds the months a 90% loan reaches 80% and 78% of the original value, and the midpoint', () => {
    const timeline = pmiTimeline(loan);
    expect(timeline).toEqual({ cancellationRequestMonth: 95, automaticTerminationMonth: 109, midpointMonth: 180 });

    const balances = amortizationSchedule(loan).map((r) => r.balance);
    expect(balances[93]).toBeGreaterThan(320000);
    expect(balances[94]).toBeLessThanOrEqual(320000);
    expect(balances[107]).toBeGreaterThan(312000);
    expect(balances[108]).toBeLessThanOrEqual(312000);
  });

  it('agrees with the closed-form balance', () => {
    const r = 0.065 / 12;
    const payment = 2275.44;
    const balanceAfter = (k: number) => 360000 * (1 + r) ** k - (payment * ((1 + r) ** k - 1)) / r;
    const firstBelow = (limit: number) => {
      let k = 0;
      while (balanceAfter(k) > limit) k += 1;
      return k;
    };
    expect(pmiTimeline(loan).cancellationRequestMonth).toBe(firstBelow(320000));
    expect(pmiTimeline(loan).automaticTerminationMonth).toBe(firstBelow(312000));
  });

  it('needs no PMI when the loan starts at or below 80%', () => {
    const atEighty = { ...loan, loanAmount: 320000 };
    const balances = amortizationSchedule(atEighty).map((r) => r.balance);
    expect(pmiTimeline(atEighty)).toEqual({
      cancellationRequestMonth: 0,
      automaticTerminationMonth: balances.findIndex((b) => b <= 312000) + 1,
      midpointMonth: 180,
    });
    expect(pmiTimeline(atEighty).automaticTerminationMonth).toBeGreaterThan(0);
    expect(pmiTimeline({ ...loan, loanAmount: 300000 })).toMatchObject({
      cancellationRequestMonth: 0,
      automaticTerminationMonth: 0,
    });
    expect(pmiTimeline({ ...loan, loanAmount: 0 })).toEqual({
      cancellationRequestMonth: 0,
      automaticTerminationMonth: 0,
      midpointMonth: 180,
    });
  });

  it('rounds the midpoint of an odd number of months up, and copes without a term', () => {
    expect(pmiTimeline({ ...loan, loanTerm: 15 / 12 }).midpointMonth).toBe(8);
    expect(pmiTimeline({ ...loan, loanTerm: 0 })).toEqual({
      cancellationRequestMonth: 0,
      automaticTerminationMonth: 0,
      midpointMonth: 0,
    });
  });
});
