import fc from 'fast-check';
import { cashAsSmallerLoan, discountPoints, temporaryBuydown } from './pointsAndBuydowns';

describe('temporaryBuydown', () => {
  it('reproduces a published 2-1 buydown to the cent: $600,000 at 7% over 30 years', () => {
    // realestatecindylee.com, "What is 2-1 Buydown?" (2022): $750,000 with 20% down at 7%; P&I
    // $3,991.81, $3,220.93 at 5% and $3,597.30 at 6%; savings $9,250.56 and $4,734.12; cost $13,984.68.
    const buydown = temporaryBuydown({ loanAmount: 600_000, termYears: 30, noteRate: 7, kind: '2-1' });
    expect(buydown.notePayment).toBe(3991.81);
    expect(buydown.years).toEqual([
      { year: 1, rate: 5, payment: 3220.93, monthlySubsidy: 770.88 },
      { year: 2, rate: 6, payment: 3597.3, monthlySubsidy: 394.51 },
    ]);
    expect(buydown.subsidy).toBe(13_984.68);
  });

  it('reproduces a published 2-1 buydown whose figures were rounded to dollars: $350,000 at 5%', () => {
    // centuryml.com, "2-1 Buydown": P&I $1,879 at 5%, $1,476 at 3%, $1,671 at 4%; $7,332 in all
    // from differences rounded to dollars ($403 and $208 a month). To the cent it is $7,334.40.
    const buydown = temporaryBuydown({ loanAmount: 350_000, termYears: 30, noteRate: 5, kind: '2-1' });
    expect([buydown.notePayment, ...buydown.years.map((y) => y.payment)].map(Math.round)).toEqual([1879, 1476, 1671]);
    expect(buydown.years.map((y) => Math.round(y.monthlySubsidy))).toEqual([403, 208]);
    expect(buydown.subsidy).toBe(7334.4);
  });

  it('takes one point off the first year alone in a 1-0 buydown, and never goes below 0%', () => {
    const buydown = temporaryBuydown({ loanAmount: 600_000, termYears: 30, noteRate: 7, kind: '1-0' });
    expect(buydown.years).toEqual([{ year: 1, rate: 6, payment: 3597.3, monthlySubsidy: 394.51 }]);
    expect(buydown.subsidy).toBe(4734.12);
    const floor = temporaryBuydown({ loanAmount: 360_000, termYears: 30, noteRate: 1.5, kind: '2-1' });
    expect(floor.years[0]).toMatchObject({ year: 1, rate: 0, payment: 1000 });
    expect(floor.years[0]!.monthlySubsidy).toBe(roundCents(floor.notePayment - 1000));
  });
});

describe('discountPoints', () => {
  it('reproduces a published break-even: 1.5 points on $400,000, 7% to 6.5%', () => {
    // allthecalculations.com, "Mortgage points breakeven": points cost $6,000, savings about $133 a
    // month, break-even about 45 months.
    const points = discountPoints({
      loanAmount: 400_000,
      termYears: 30,
      rate: 7,
      points: 1.5,
      rateWithPoints: 6.5,
      keepYears: 10,
    });
    expect(points.cost).toBe(6000);
    expect([points.payment, points.paymentWithPoints]).toEqual([2661.21, 2528.27]);
    expect(Math.round(points.monthlySaving)).toBe(133);
    expect(Math.floor(points.breakEvenMonths!)).toBe(45);
    // 120 months of $132.94, less $6,000.
    expect(points.netAtKeep).toBe(9952.8);
    // The points raise the APR above the note rate; without them the APR is the note rate.
    expect(points.apr).toBeCloseTo(7, 6);
    expect(points.aprWithPoints!).toBeGreaterThan(6.5);
    expect(points.aprWithPoints!).toBeLessThan(7);
  });

  it('says the points never pay for themselves when they buy no lower payment', () => {
    const points = discountPoints({
      loanAmount: 300_000,
      termYears: 30,
      rate: 6,
      points: 1,
      rateWithPoints: 6,
      keepYears: 5,
    });
    expect(points.breakEvenMonths).toBeNull();
    expect(points.netAtKeep).toBe(-3000);
  });

  it('recovers the points exactly at the break-even month, whatever the loan', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000, max: 3_000_000 }),
        fc.integer({ min: 300, max: 900 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 4 }),
        (loanAmount, rateBp, dropBp, points) => {
          const rate = rateBp / 100;
          const result = discountPoints({
            loanAmount,
            termYears: 30,
            rate,
            points,
            rateWithPoints: rate - dropBp / 100,
            keepYears: 30,
          });
          expect(result.breakEvenMonths).not.toBeNull();
          expect(result.monthlySaving * result.breakEvenMonths!).toBeCloseTo(result.cost, 6);
        },
      ),
    );
  });
});

describe('cashAsSmallerLoan', () => {
  it('keeps the 2-1 subsidy off the loan instead: the payment it saves each month, for the life of the loan', () => {
    // $13,984.68 less on $600,000 at 7%: $3,991.81 − $3,898.77.
    const kept = cashAsSmallerLoan({ loanAmount: 600_000, termYears: 30, rate: 7, cash: 13_984.68, keepYears: 7 });
    expect(kept.monthlySaving).toBe(93.04);
    expect(kept.savedAtKeep).toBe(7815.36);
  });
});

function roundCents(dollars: number): number {
  return Math.round(dollars * 100) / 100;
}
