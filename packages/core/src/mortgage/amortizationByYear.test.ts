import fc from 'fast-check';
import { amortizationByYear } from './amortizationByYear';
import { amortizationSchedule } from './amortizationSchedule';

const cents = (dollars: number) => Math.round(dollars * 100);

describe('amortizationByYear', () => {
  it('sums twelve payments a year and keeps the balance at each year end', () => {
    const rows = amortizationSchedule({ loanAmount: 120000, interestRate: 6.125, loanTerm: 30 });
    const years = amortizationByYear(rows);
    expect(years).toHaveLength(30);
    expect(years[0]).toMatchObject({ year: 1, payments: 12, balance: rows[11]!.balance, extra: 0 });
    expect(years[29]).toMatchObject({ year: 30, payments: 12, balance: 0 });
    // 12 × 729.13 = 8,749.56 a year while the payment is level.
    expect(cents(years[0]!.principal) + cents(years[0]!.interest)).toBe(874956);
  });

  it('ends with a short year when extra payments end the loan early', () => {
    const rows = amortizationSchedule({ loanAmount: 200000, interestRate: 6, loanTerm: 30, extraPayment: 400 });
    const years = amortizationByYear(rows);
    const last = years[years.length - 1]!;
    expect(last.year).toBe(Math.ceil(rows.length / 12));
    expect(last.payments).toBe(rows.length - (years.length - 1) * 12);
    expect(last.balance).toBe(0);
    expect(years[0]!.extra).toBe(4800);
  });

  it('is empty without a schedule', () => {
    expect(amortizationByYear([])).toEqual([]);
  });

  it('adds up to the monthly schedule to the cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 2_000_000 }),
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 3000 }),
        (loanAmount, rateBasisPoints, loanTerm, extraPayment) => {
          const rows = amortizationSchedule({
            loanAmount,
            interestRate: rateBasisPoints / 100,
            loanTerm,
            extraPayment,
          });
          const years = amortizationByYear(rows);
          type Sums = ReadonlyArray<Record<'principal' | 'interest' | 'extra', number>>;
          const total = (list: Sums, key: 'principal' | 'interest' | 'extra') =>
            list.reduce((sum, item) => sum + cents(item[key]), 0);
          for (const key of ['principal', 'interest', 'extra'] as const) {
            expect(total(years, key)).toBe(total(rows, key));
          }
          expect(years.reduce((n, y) => n + y.payments, 0)).toBe(rows.length);
        },
      ),
      { numRuns: 100 },
    );
  });
});
