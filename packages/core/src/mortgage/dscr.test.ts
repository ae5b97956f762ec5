import { dscr, DSCR_MINIMUM } from './dscr';

const property = {
  monthlyRent: 3000,
  loanAmount: 300000,
  interestRate: 7.5,
  loanTerm: 30,
  propertyTax: 4800,
  homeInsurance: 2400,
  hoa: 0,
};

describe('dscr', () => {
  it('divides the rent by principal, interest, tax, insurance and HOA', () => {
    // P&I 2,097.64 + tax 400 + insurance 200 = 2,697.64; 3,000 / 2,697.64 = 1.112.
    expect(dscr(property)).toEqual({ ratio: 1.11, monthlyDebtService: 2697.64, meetsMinimum: true });
  });

  it('fails the 1.0 minimum when the rent does not cover the payment', () => {
    expect(DSCR_MINIMUM).toBe(1);
    expect(dscr({ ...property, hoa: 400 })).toEqual({ ratio: 0.97, monthlyDebtService: 3097.64, meetsMinimum: false });
  });

  it('has no ratio without debt service', () => {
    expect(dscr({ ...property, loanAmount: 0, propertyTax: 0, homeInsurance: 0 })).toEqual({
      ratio: null,
      monthlyDebtService: 0,
      meetsMinimum: false,
    });
  });
});
