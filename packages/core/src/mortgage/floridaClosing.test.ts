import fc from 'fast-check';
import {
  deedStamps,
  FLORIDA_CLOSING_RATES,
  mortgageTaxes,
  recordingFee,
  simultaneousLoanPolicyPremium,
  titlePremium,
} from './floridaClosing';

describe('titlePremium at the promulgated original rates (R. 69O-186.003(1))', () => {
  it.each([
    // Coast to Coast Title, "How is title insurance calculated in Florida?" (ctctitle.com, 2018).
    [450_000, 2325],
    // Choice Finance and Lisa Hall Realty, "Florida closing costs" tables.
    [300_000, 1575],
    [400_000, 2075],
    [1_000_000, 5075],
    // accountinginsights.org, "How to calculate title insurance in Florida".
    [1_500_000, 6325],
  ])('charges $%d of insurance $%d, as published', (amount, premium) => {
    expect(titlePremium({ amount })).toBe(premium);
  });

  it('counts any fraction of $100 as a full $100 and keeps the cents', () => {
    expect(titlePremium({ amount: 100_001 })).toBe(575.5);
    // 501 hundreds × $0.575 = $288.075, owed as $288.08.
    expect(titlePremium({ amount: 50_050 })).toBe(288.08);
  });

  it('charges at least the $100 minimum premium', () => {
    expect(titlePremium({ amount: 10_000 })).toBe(100);
    expect(titlePremium({ amount: 0 })).toBe(100);
  });

  it('adds each band at its own rate above $1 million, $5 million and $10 million', () => {
    expect(titlePremium({ amount: 5_000_000 })).toBe(15_075);
    expect(titlePremium({ amount: 10_000_000 })).toBe(26_325);
    expect(titlePremium({ amount: 12_000_000 })).toBe(30_325);
  });

  it('charges the reissue rates up to the earlier policy and original rates on the excess', () => {
    // $100,000 at $3.30 and $200,000 at $3.00 = $930.
    expect(titlePremium({ amount: 300_000, reissueAmount: 300_000 })).toBe(930);
    // $930, plus $100,000 from $300,000 to $400,000 at the original $5.00 = $1,430.
    expect(titlePremium({ amount: 400_000, reissueAmount: 300_000 })).toBe(1430);
    // An earlier policy larger than the new one reissues the new amount only.
    expect(titlePremium({ amount: 300_000, reissueAmount: 900_000 })).toBe(930);
  });

  it('refuses an amount that is not a number of dollars', () => {
    expect(() => titlePremium({ amount: -1 })).toThrow(RangeError);
    expect(() => titlePremium({ amount: Number.NaN })).toThrow(/finite number/);
    expect(() => titlePremium({ amount: 1000, reissueAmount: Infinity })).toThrow(/reissue amount/);
  });

  it('never falls as the amount grows, and the reissue rate never costs more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000_000 }), fc.integer({ min: 1, max: 500_000 }), (amount, more) => {
        expect(titlePremium({ amount: amount + more })).toBeGreaterThanOrEqual(titlePremium({ amount }));
        expect(titlePremium({ amount, reissueAmount: amount })).toBeLessThanOrEqual(titlePremium({ amount }));
      }),
    );
  });
});

describe('simultaneousLoanPolicyPremium (R. 69O-186.003(5))', () => {
  it('charges the simultaneous-issue charge when the loan is within the owner’s amount', () => {
    expect(simultaneousLoanPolicyPremium(400_000, 500_000)).toBe(FLORIDA_CLOSING_RATES.title.simultaneousLoanPolicy);
    expect(simultaneousLoanPolicyPremium(500_000, 500_000)).toBe(25);
  });

  it('adds original rates on the loan above the owner’s amount, at its place in the schedule', () => {
    // $25, plus $20,000 between $500,000 and $520,000 at $5.00 = $125.
    expect(simultaneousLoanPolicyPremium(520_000, 500_000)).toBe(125);
  });
});

describe('deedStamps', () => {
  it.each([
    // FTIC and Zagury Scott P.A. buyer's calculators: $180,000 at $0.70 per $100.
    [180_000, 1260],
    // The Florida Department of Revenue's example: $40,675 is 407 hundreds.
    [40_675, 284.9],
    // Lisa Hall Realty, "Florida closing costs".
    [300_000, 2100],
    // A county clerk's example: $50,051 is counted as $50,100.
    [50_051, 350.7],
  ])('taxes a $%d deed outside Miami-Dade $%d, as published', (consideration, tax) => {
    expect(deedStamps({ consideration, miamiDade: false, singleFamily: true })).toEqual({
      stamps: tax,
      surtax: 0,
      total: tax,
    });
  });

  it('taxes a Miami-Dade house, condominium or co-op unit at $0.60 per $100, with no surtax', () => {
    expect(deedStamps({ consideration: 500_000, miamiDade: true, singleFamily: true })).toEqual({
      stamps: 3000,
      surtax: 0,
      total: 3000,
    });
  });

  it('adds the $0.45 surtax in Miami-Dade on any other property: a duplex, land, a building', () => {
    expect(deedStamps({ consideration: 500_050, miamiDade: true, singleFamily: false })).toEqual({
      stamps: 3000.6,
      surtax: 2250.45,
      total: 5251.05,
    });
  });

  it('grows by the rate with each $100 and its lines add up to the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), fc.boolean(), fc.boolean(), (hundreds, miamiDade, single) => {
        const tax = deedStamps({ consideration: hundreds * 100, miamiDade, singleFamily: single });
        const rate = miamiDade ? 60 + (single ? 0 : 45) : 70;
        expect(Math.round(tax.total * 100)).toBe(hundreds * rate);
        expect(Math.round((tax.stamps + tax.surtax) * 100)).toBe(Math.round(tax.total * 100));
      }),
    );
  });
});

describe('mortgageTaxes', () => {
  it.each([
    // Lisa Hall Realty and Choice Finance, "Florida closing costs": $270,000.
    [270_000, 945],
    // Choice Finance's table, with no $2,450 cap on a recorded mortgage (R. 12B-4.051(2)).
    [200_000, 700],
    [700_000, 2450],
    [750_000, 2625],
    [1_000_000, 3500],
  ])('stamps a $%d mortgage $%d, as published', (loan, stamps) => {
    expect(mortgageTaxes(loan).stamps).toBe(stamps);
  });

  it.each([
    // The Department of Revenue's example: $151,250 × 0.002.
    [151_250, 302.5],
    // R. 12C-2.004(2)(a)'s example.
    [1_000_000, 2000],
    // FTIC's buyer's calculator; LodeStar, "What is the Florida intangible tax"; Lisa Hall Realty.
    [180_000, 360],
    [200_000, 400],
    [270_000, 540],
  ])('charges a $%d mortgage $%d of intangible tax, as published', (loan, intangible) => {
    expect(mortgageTaxes(loan).intangible).toBe(intangible);
  });

  it('adds the two into the total', () => {
    expect(mortgageTaxes(151_250)).toEqual({ stamps: 529.55, intangible: 302.5, total: 832.05 });
  });

  it('counts a fraction of $100 as a full $100 for the stamps, not for the intangible tax', () => {
    expect(mortgageTaxes(100_001)).toEqual({ stamps: 350.35, intangible: 200, total: 550.35 });
  });
});

describe('recordingFee', () => {
  it('charges $10 for the first page and $8.50 for each page after it', () => {
    // Choice Finance, "Florida closing costs": a 12-page mortgage, $103.50.
    expect(recordingFee(12)).toBe(103.5);
    expect(recordingFee(1)).toBe(10);
  });

  it('refuses a document without pages', () => {
    expect(() => recordingFee(0)).toThrow(RangeError);
    expect(() => recordingFee(1.5)).toThrow(/1 page or more/);
  });
});
