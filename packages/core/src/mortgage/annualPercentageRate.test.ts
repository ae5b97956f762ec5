import fc from 'fast-check';
import { rate } from 'financial';
import { annualPercentageRate } from './annualPercentageRate';

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

describe('annualPercentageRate against Regulation Z, Appendix J, part (c)', () => {
  it('(c)(1)(i) monthly payments, regular first period: 5,000 repaid by 24 × 230.00 is 9.69%', () => {
    expect(twoDecimals(annualPercentageRate({ amountFinanced: 5000, payments: [{ count: 24, amount: 230 }] }))).toBe(
      9.69,
    );
  });

  it('(c)(1)(ii) long first period: 6,000 advanced 2/10/78, 36 × 200.00 from 4/1/78 (1 month and 19 days) is 11.82%', () => {
    const apr = annualPercentageRate({
      amountFinanced: 6000,
      payments: [{ count: 36, amount: 200 }],
      firstPaymentMonths: 1,
      oddDays: 19,
    });
    expect(twoDecimals(apr)).toBe(11.82);
  });

  it('(c)(2)(i) irregular first payment: 250.00, then 23 × 230.00 on 5,000 is 10.08%', () => {
    const apr = annualPercentageRate({
      amountFinanced: 5000,
      payments: [
        { count: 1, amount: 250 },
        { count: 23, amount: 230 },
      ],
    });
    expect(twoDecimals(apr)).toBe(10.08);
  });

  it('(c)(3)(i) irregular final payment: 23 × 230.00, then 280.00 on 5,000 is 10.50%', () => {
    const apr = annualPercentageRate({
      amountFinanced: 5000,
      payments: [
        { count: 23, amount: 230 },
        { count: 1, amount: 280 },
      ],
    });
    expect(twoDecimals(apr)).toBe(10.5);
  });

  it('(c)(4)(i) irregular first and final payments: 250.00, 22 × 230.00, 280.00 on 5,000 is 10.90%', () => {
    const apr = annualPercentageRate({
      amountFinanced: 5000,
      payments: [
        { count: 1, amount: 250 },
        { count: 22, amount: 230 },
        { count: 1, amount: 280 },
      ],
    });
    expect(twoDecimals(apr)).toBe(10.9);
  });
});

describe('annualPercentageRate against other published figures', () => {
  it('equals the note rate when nothing but interest is charged', () => {
    // 200,000 at 6.5% for 30 years: 1,264.14 a month (the payment references.test.ts checks).
    const apr = annualPercentageRate({ amountFinanced: 200000, payments: [{ count: 360, amount: 1264.136046 }] });
    expect(apr).toBeCloseTo(6.5, 6);
  });

  it('agrees with the financial library’s rate() on random level-payment loans', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 2_000_000 }),
        fc.integer({ min: 12, max: 480 }),
        fc.double({ min: 0.5, max: 18, noNaN: true }),
        fc.double({ min: 0, max: 0.05, noNaN: true }),
        (loan, months, notePercent, feeShare) => {
          const r = notePercent / 1200;
          const payment = (loan * r) / (1 - (1 + r) ** -months);
          const financed = loan * (1 - feeShare);
          const apr = annualPercentageRate({
            amountFinanced: financed,
            payments: [{ count: months, amount: payment }],
          });
          expect(apr / 1200).toBeCloseTo(rate(months, payment, -financed, 0), 9);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('rises with the prepaid finance charges and is zero when the payments only return the money', () => {
    const payments = [{ count: 360, amount: 2000 }];
    const low = annualPercentageRate({ amountFinanced: 300000, payments });
    const high = annualPercentageRate({ amountFinanced: 295000, payments });
    expect(high).toBeGreaterThan(low);
    expect(annualPercentageRate({ amountFinanced: 720000, payments })).toBeCloseTo(0, 9);
  });
});

describe('annualPercentageRate input checks', () => {
  it('refuses what has no rate, naming the problem', () => {
    expect(() => annualPercentageRate({ amountFinanced: 0, payments: [{ count: 1, amount: 10 }] })).toThrow(
      'amount financed must be a positive number',
    );
    expect(() => annualPercentageRate({ amountFinanced: 100, payments: [] })).toThrow('no payments');
    expect(() => annualPercentageRate({ amountFinanced: 100, payments: [{ count: 2, amount: 40 }] })).toThrow(
      'do not repay the amount financed',
    );
    expect(() => annualPercentageRate({ amountFinanced: 100, payments: [{ count: 1.5, amount: 40 }] })).toThrow(
      'whole count',
    );
  });
});
