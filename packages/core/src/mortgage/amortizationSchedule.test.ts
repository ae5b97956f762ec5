import fc from 'fast-check';
import { amortizationSchedule } from './amortizationSchedule';
import { monthlyPayment } from './monthlyPayment';

const cents = (dollars: number) => Math.round(dollars * 100);

describe('amortizationSchedule', () => {
  it('has one row per month, ends at exactly 0 and pays off the loan to the cent', () => {
    const rows = amortizationSchedule({ loanAmount: 400000, interestRate: 6.5, loanTerm: 30 });
    expect(rows).toHaveLength(360);
    expect(rows.map((r) => r.month)).toEqual(Array.from({ length: 360 }, (_, i) => i + 1));
    expect(rows[359]?.balance).toBe(0);
    expect(rows.reduce((sum, r) => sum + cents(r.principal), 0)).toBe(cents(400000));
    expect(rows.slice(0, 359).every((r) => r.payment === 2528.27)).toBe(true);
    expect(rows[359]).toEqual({
      month: 360,
      payment: 2530.88,
      principal: 2517.24,
      interest: 13.64,
      extra: 0,
      balance: 0,
    });
  });

  it('ends before its last month when the payment rounded up to the cent repays the loan sooner', () => {
    // 14.64% over 40 years: the payment 122.366… is rounded to 122.37, and the overpaid fraction of
    // a cent, compounded for 40 years, is worth more than a payment.
    const rows = amortizationSchedule({ loanAmount: 10000.18, interestRate: 14.64, loanTerm: 40 });
    expect(rows).toHaveLength(479);
    expect(rows.slice(0, 478).every((r) => r.payment === 122.37)).toBe(true);
    expect(rows[478]).toEqual({ month: 479, payment: 105.04, principal: 103.77, interest: 1.27, extra: 0, balance: 0 });
    expect(rows.reduce((sum, r) => sum + cents(r.principal), 0)).toBe(cents(10000.18));
  });

  it('repays a 0% loan in equal cents with the remainder in the last month', () => {
    const rows = amortizationSchedule({ loanAmount: 1000, interestRate: 0, loanTerm: 1 / 4 });
    expect(rows.map((r) => r.payment)).toEqual([333.33, 333.33, 333.34]);
    expect(rows.every((r) => r.interest === 0)).toBe(true);
  });

  it('is empty without a loan or a term', () => {
    expect(amortizationSchedule({ loanAmount: 0, interestRate: 6.5, loanTerm: 30 })).toEqual([]);
    expect(amortizationSchedule({ loanAmount: -10, interestRate: 6.5, loanTerm: 30 })).toEqual([]);
    expect(amortizationSchedule({ loanAmount: 100000, interestRate: 6.5, loanTerm: 0 })).toEqual([]);
    expect(amortizationSchedule({ loanAmount: Number.NaN, interestRate: 6.5, loanTerm: 30 })).toEqual([]);
  });

  it('keeps its invariants on random loans', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000_00, max: 5_000_000_00 }),
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 5, max: 40 }),
        (loanCents, rateBasisPoints, years) => {
          const terms = { loanAmount: loanCents / 100, interestRate: rateBasisPoints / 100, loanTerm: years };
          const rows = amortizationSchedule(terms);
          const payment = monthlyPayment(terms.loanAmount, terms.interestRate, terms.loanTerm);

          // The term, or earlier when the payment rounded up to the cent repays the loan sooner: the
          // closed-form payoff (NPER) of the rounded payment, n = −ln(1 − rB/P) / ln(1 + r), within
          // a month (each month's interest is rounded to the cent, which the formula does not do).
          const rate = terms.interestRate / 1200;
          const n = rate === 0 ? Infinity : -Math.log(1 - (rate * terms.loanAmount) / payment) / Math.log(1 + rate);
          expect(rows.length).toBeLessThanOrEqual(years * 12);
          expect(Math.abs(rows.length - Math.min(years * 12, Math.ceil(n)))).toBeLessThanOrEqual(1);
          if (rows.length < years * 12) expect(rows[rows.length - 1]!.payment).toBeLessThanOrEqual(payment);
          if (n > years * 12 + 1) expect(rows).toHaveLength(years * 12);
          expect(rows[rows.length - 1]?.balance).toBe(0);
          expect(rows.reduce((sum, r) => sum + cents(r.principal), 0)).toBe(loanCents);

          const broken: string[] = [];
          let previous = loanCents;
          for (const row of rows) {
            const [principal, interest, balance] = [cents(row.principal), cents(row.interest), cents(row.balance)];
            if (principal < 0 || balance > previous) broken.push(`month ${row.month}: balance went up`);
            if (principal + interest !== cents(row.payment))
              broken.push(`month ${row.month}: payment ≠ principal + interest`);
            if (balance !== previous - principal) broken.push(`month ${row.month}: balance ≠ previous − principal`);
            if (row.month < rows.length && row.payment !== payment) broken.push(`month ${row.month}: payment changed`);
            previous = balance;
          }
          expect(broken).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });

  describe('with an extra monthly payment', () => {
    it('puts the extra toward principal every month and ends when the balance reaches 0', () => {
      const rows = amortizationSchedule({ loanAmount: 400000, interestRate: 6.5, loanTerm: 30, extraPayment: 500 });
      expect(rows.length).toBeLessThan(360);
      expect(rows[0]).toEqual({
        month: 1,
        payment: 3028.27,
        principal: 861.6,
        interest: 2166.67,
        extra: 500,
        balance: 399138.4,
      });
      const last = rows[rows.length - 1]!;
      expect(last.balance).toBe(0);
      expect(last.payment).toBeLessThanOrEqual(3028.27);
      expect(rows.reduce((sum, r) => sum + cents(r.principal), 0)).toBe(cents(400000));
    });

    it('ignores a negative or non-numeric extra payment', () => {
      const plain = amortizationSchedule({ loanAmount: 150000, interestRate: 5, loanTerm: 15 });
      expect(amortizationSchedule({ loanAmount: 150000, interestRate: 5, loanTerm: 15, extraPayment: -200 })).toEqual(
        plain,
      );
      expect(
        amortizationSchedule({ loanAmount: 150000, interestRate: 5, loanTerm: 15, extraPayment: Number.NaN }),
      ).toEqual(plain);
    });

    it('pays a loan off in its first month when the extra covers the balance (payment 88.85: 78.85 scheduled + 921.15 extra)', () => {
      expect(amortizationSchedule({ loanAmount: 1000, interestRate: 12, loanTerm: 1, extraPayment: 5000 })).toEqual([
        { month: 1, payment: 1010, principal: 1000, interest: 10, extra: 921.15, balance: 0 },
      ]);
    });

    it('ends in the month the closed-form payoff formula (NPER) gives, and keeps its invariants', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 50_000_00, max: 3_000_000_00 }),
          fc.integer({ min: 1, max: 1200 }),
          fc.integer({ min: 10, max: 30 }),
          fc.integer({ min: 1, max: 2000 }),
          (loanCents, rateBasisPoints, years, extra) => {
            const terms = { loanAmount: loanCents / 100, interestRate: rateBasisPoints / 100, loanTerm: years };
            const rows = amortizationSchedule({ ...terms, extraPayment: extra });
            const payment = monthlyPayment(terms.loanAmount, terms.interestRate, years) + extra;
            const rate = terms.interestRate / 1200;
            // n = −ln(1 − rB/P) / ln(1 + r), the number of payments P that repay B.
            const n = -Math.log(1 - (rate * terms.loanAmount) / payment) / Math.log(1 + rate);
            const nearInteger = Math.abs(n - Math.round(n)) < 1e-3;
            if (!nearInteger) expect(rows).toHaveLength(Math.ceil(n));
            expect(rows[rows.length - 1]?.balance).toBe(0);
            expect(rows.reduce((sum, r) => sum + cents(r.principal), 0)).toBe(loanCents);
            expect(rows.every((r) => cents(r.principal) + cents(r.interest) === cents(r.payment))).toBe(true);
          },
        ),
        { numRuns: 150 },
      );
    });
  });
});
