import fc from 'fast-check';
import { purchaseCashToClose, type PurchaseClosingInput } from './floridaCashToClose';

/** A $500,000 Miami-Dade condo with 10% down, closing on June 15 (the tool's starting scenario). */
const CONDO: PurchaseClosingInput = {
  price: 500_000,
  loanAmount: 450_000,
  ratePercent: 6.25,
  county: 'miamiDade',
  singleFamily: true,
  closingMonth: 6,
  closingDay: 15,
  annualPropertyTax: 10_000,
  sellerTaxBill: 6_000,
  annualInsurance: 3_600,
  originationCharges: 1_495,
  lenderServices: 900,
  titleServices: 1_500,
  ownersPolicyPaidBy: 'buyer',
  deedStampsPaidBy: 'seller',
  deposit: 50_000,
  sellerCredits: 0,
  lenderCredits: 0,
};

const lines = (result: ReturnType<typeof purchaseCashToClose>) =>
  Object.fromEntries(result.sections.flatMap((section) => section.lines.map((entry) => [entry.key, entry.amount])));

describe('purchaseCashToClose, laid out as the Loan Estimate', () => {
  it('works a Miami-Dade condo line by line, the title policies disclosed the Loan Estimate way', () => {
    const result = purchaseCashToClose(CONDO);
    expect(lines(result)).toEqual({
      originationCharges: 1495,
      lenderServices: 900,
      // $450,000 at the promulgated rates: $2,325 (the published figure in floridaClosing.test.ts).
      lendersPolicy: 2325,
      titleServices: 1500,
      // A 3-page deed ($10 + 2 × $8.50) and a 20-page mortgage ($10 + 19 × $8.50).
      recording: 198.5,
      // 4,500 hundreds × $0.35, and 2 mills of $450,000.
      mortgageStamps: 1575,
      intangibleTax: 900,
      insurancePremium: 3600,
      // $450,000 × 6.25% ÷ 365 × 16 days (June 15 to 30).
      prepaidInterest: 1232.88,
      // Two months of cushion; the first payment is August 1, four payments before the November
      // bill, so 12 − 4 + 2 = 10 months of the seller's $6,000 bill.
      insuranceEscrow: 600,
      taxEscrow: 5000,
      // $2,575 owner's premium + $25 simultaneous charge − $2,325 loan premium.
      ownersPolicy: 275,
    });
    expect(result.sections.map((section) => [section.key, section.total])).toEqual([
      ['origination', 1495],
      ['cannotShop', 900],
      ['canShop', 3825],
      ['taxes', 2673.5],
      ['prepaids', 4832.88],
      ['escrow', 5600],
      ['other', 275],
    ]);
    expect(result.closingCosts).toBe(19_601.38);
    // The seller's 165 days (January 1 to June 14) of the $6,000 bill less its 4% early-payment
    // discount ($5,760), paid in arrears.
    expect(result.taxProration).toBe(2603.84);
    expect(result.downPayment).toBe(50_000);
    expect(result.titleDiscount).toBe(0);
    expect(result.cashToClose).toBe(16_997.54);
    expect([result.prepaidInterestDays, result.taxEscrowMonths, result.insuranceEscrowMonths]).toEqual([16, 10, 2]);
  });

  it('shows the loan policy at its full premium but charges only the simultaneous charge when the seller buys the owner’s policy (Palm Beach)', () => {
    const result = purchaseCashToClose({ ...CONDO, county: 'palmBeach', ownersPolicyPaidBy: 'seller' });
    expect(lines(result).lendersPolicy).toBe(2325);
    expect(lines(result).ownersPolicy).toBeUndefined();
    expect(result.titleDiscount).toBe(2300);
    expect(result.cashToClose).toBe(round(result.closingCosts - 2300 + 50_000 - 50_000 - 2603.84));
  });

  it('after the November bill, repays the seller from the closing day and escrows the buyer’s own next bill', () => {
    const result = purchaseCashToClose({ ...CONDO, closingMonth: 11, closingDay: 20 });
    // November 20 is day 324: the buyer's 42 days of the $5,760 the seller paid (the bill less 4%).
    expect(result.taxProration).toBe(-662.79);
    // First payment January 1: 11 payments before next November's bill, 12 − 11 + 2 = 3 months of
    // the buyer's $10,000 (assessed at the price).
    expect(result.taxEscrowMonths).toBe(3);
    expect(lines(result).taxEscrow).toBe(2500);
    expect(result.prepaidInterestDays).toBe(11);
  });

  it('adds the deed tax and Miami-Dade’s surtax when the buyer pays them on a duplex', () => {
    const result = purchaseCashToClose({ ...CONDO, singleFamily: false, deedStampsPaidBy: 'buyer' });
    expect(lines(result).deedStamps).toBe(3000);
    expect(lines(result).deedSurtax).toBe(2250);
    expect(
      purchaseCashToClose({ ...CONDO, county: 'broward', deedStampsPaidBy: 'buyer' }).sections[3]!.lines,
    ).toContainEqual({
      key: 'deedStamps',
      amount: 3500,
    });
  });

  it('leaves out every loan line, the lender’s charges included, for a cash purchase', () => {
    const result = purchaseCashToClose({ ...CONDO, loanAmount: 0 });
    expect(lines(result)).toEqual({
      titleServices: 1500,
      recording: 27,
      insurancePremium: 3600,
      ownersPolicy: 2575,
    });
    expect(result.downPayment).toBe(500_000);
  });

  it('counts seller credits only up to the closing costs left after lender credits', () => {
    const result = purchaseCashToClose({ ...CONDO, lenderCredits: 1_601.38, sellerCredits: 25_000 });
    expect(result.sellerCredits).toBe(18_000);
    expect(result.cashToClose).toBe(round(50_000 - 50_000 - 2603.84));
  });

  it.each([
    // Closing month, first payment, payments into escrow before the bill it pays, months collected.
    [1, 'March', 9, 5],
    [6, 'August', 4, 10],
    [9, 'November', 1, 13],
    // The first payment falls after this November's bill: none of it has been paid in.
    [10, 'December', 0, 14],
    // From November the first bill is next year's.
    [11, 'January', 11, 3],
    [12, 'February', 10, 4],
  ])(
    'escrows the tax of a closing in month %d (first payment in %s, %d payments before the bill): %d months',
    (closingMonth, _first, _payments, months) => {
      expect(purchaseCashToClose({ ...CONDO, closingMonth }).taxEscrowMonths).toBe(months);
    },
  );

  it('reads a day past the month’s end as its last day, and refuses what cannot be', () => {
    expect(purchaseCashToClose({ ...CONDO, closingMonth: 2, closingDay: 31 }).prepaidInterestDays).toBe(1);
    expect(purchaseCashToClose({ ...CONDO, closingMonth: 2, closingDay: 31 }).closingDay).toBe(28);
    expect(purchaseCashToClose({ ...CONDO, closingMonth: 3, closingDay: 31 }).closingDay).toBe(31);
    expect(() => purchaseCashToClose({ ...CONDO, closingMonth: 13 })).toThrow(RangeError);
    expect(() => purchaseCashToClose({ ...CONDO, loanAmount: 600_000 })).toThrow(RangeError);
    expect(() => purchaseCashToClose({ ...CONDO, deposit: Number.NaN })).toThrow(RangeError);
  });

  it('adds every line into its section, every section into the costs, and the costs into the cash', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000, max: 5_000_000 }),
        fc.integer({ min: 0, max: 97 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.constantFrom('miamiDade' as const, 'broward' as const, 'palmBeach' as const),
        fc.boolean(),
        (price, downShare, closingMonth, closingDay, county, singleFamily) => {
          const result = purchaseCashToClose({
            ...CONDO,
            price,
            loanAmount: Math.round((price * (100 - downShare)) / 100),
            closingMonth,
            closingDay,
            county,
            singleFamily,
          });
          for (const section of result.sections) {
            expect(section.total).toBeCloseTo(
              section.lines.reduce((total, entry) => total + entry.amount, 0),
              2,
            );
          }
          expect(result.closingCosts).toBeCloseTo(
            result.sections.reduce((total, section) => total + section.total, 0),
            2,
          );
          expect(result.cashToClose).toBeCloseTo(
            result.closingCosts + result.downPayment - result.deposit - result.taxProration,
            2,
          );
          expect(result.taxEscrowMonths).toBeGreaterThanOrEqual(2);
          expect(result.taxEscrowMonths).toBeLessThanOrEqual(14);
        },
      ),
    );
  });
});

function round(dollars: number): number {
  return Math.round(dollars * 100) / 100;
}
