import { amortizationSchedule } from './amortizationSchedule';
import { calculateMortgage, DEFAULT_CALCULATOR_INPUTS } from './calculateMortgage';
import { monthlyPayment } from './monthlyPayment';

/**
 * Monthly principal-and-interest figures published by independent sources, each reproduced to the
 * cent by the standard formula with half-up rounding.
 */
const PUBLISHED_PAYMENTS = [
  {
    source:
      'CFPB, Loan Estimate sample H-24(B) and Closing Disclosure sample H-25(B) (Ficus Bank), ' +
      'https://files.consumerfinance.gov/f/201403_cfpb_closing-disclosure_cover-H25B.pdf',
    loanAmount: 162000,
    interestRate: 3.875,
    loanTerm: 30,
    payment: 761.78,
  },
  {
    source: 'Wikipedia, "Mortgage calculator", worked example, https://en.wikipedia.org/wiki/Mortgage_calculator',
    loanAmount: 200000,
    interestRate: 6.5,
    loanTerm: 30,
    payment: 1264.14,
  },
  {
    source:
      'Texas Instruments, BA II PLUS Professional Guidebook, "Example: Computing Payments and Generating an ' +
      'Amortization Schedule"',
    loanAmount: 120000,
    interestRate: 6.125,
    loanTerm: 30,
    payment: 729.13,
  },
  {
    source:
      'OpenStax, Contemporary Mathematics, §6.12 "Renting and Homeownership", Example 6.110 (CC BY 4.0), ' +
      'https://openstax.org/books/contemporary-mathematics/pages/6-12-renting-and-homeownership',
    loanAmount: 132650,
    interestRate: 4.8,
    loanTerm: 30,
    payment: 695.97,
  },
  {
    source:
      'Mississippi State University Extension, Publication P3920, ' +
      'https://extension.msstate.edu/sites/default/files/publications/P3920_web.pdf',
    loanAmount: 100000,
    interestRate: 7,
    loanTerm: 30,
    payment: 665.3,
  },
  {
    source:
      'Chase, "Loan amortization" (mortgage education), ' +
      'https://www.chase.com/personal/mortgage/education/financing-a-home/loan-amortization',
    loanAmount: 200000,
    interestRate: 5,
    loanTerm: 30,
    payment: 1073.64,
  },
  {
    source:
      'Microsoft, Visual FoxPro PAYMENT() function reference, example, ' +
      'https://learn.microsoft.com/en-us/previous-versions/visualstudio/foxpro/e9e435a5(v=vs.71)',
    loanAmount: 100000,
    interestRate: 10.5,
    loanTerm: 20,
    payment: 998.38,
  },
  {
    source: 'SPEC §9 calculator default: 400,000 at 6.5% for 30 years',
    loanAmount: 400000,
    interestRate: 6.5,
    loanTerm: 30,
    payment: 2528.27,
  },
];

describe('monthlyPayment against published figures', () => {
  it.each(PUBLISHED_PAYMENTS)('$source: $loanAmount at $interestRate% for $loanTerm years is $payment', (example) => {
    expect(monthlyPayment(example.loanAmount, example.interestRate, example.loanTerm)).toBe(example.payment);
  });

  it('gives the SPEC §9 default breakdown', () => {
    expect(calculateMortgage(DEFAULT_CALCULATOR_INPUTS)).toEqual({
      loanAmount: 400000,
      principalInterest: 2528.27,
      propertyTax: 500,
      homeInsurance: 166.67,
      pmi: 0,
      hoa: 0,
      totalPayment: 3194.94,
    });
  });
});

describe('amortizationSchedule against published schedules', () => {
  it('reproduces the first rows of the Chase sample schedule (200,000 at 5% for 30 years)', () => {
    const rows = amortizationSchedule({ loanAmount: 200000, interestRate: 5, loanTerm: 30 });
    expect(rows.slice(0, 3)).toEqual([
      { month: 1, payment: 1073.64, principal: 240.31, interest: 833.33, balance: 199759.69 },
      { month: 2, payment: 1073.64, principal: 241.31, interest: 832.33, balance: 199518.38 },
      { month: 3, payment: 1073.64, principal: 242.31, interest: 831.33, balance: 199276.07 },
    ]);
  });

  it('reproduces the TI BA II PLUS amortization worksheet (120,000 at 6.125% for 30 years)', () => {
    const rows = amortizationSchedule({ loanAmount: 120000, interestRate: 6.125, loanTerm: 30 });
    const range = (first: number, last: number) => {
      const part = rows.slice(first - 1, last);
      const cents = (pick: (r: (typeof rows)[number]) => number) =>
        part.reduce((sum, r) => sum + Math.round(pick(r) * 100), 0) / 100;
      return {
        balance: part[part.length - 1]?.balance,
        principal: cents((r) => r.principal),
        interest: cents((r) => r.interest),
      };
    };
    expect(range(1, 9)).toEqual({ balance: 118928.63, principal: 1071.37, interest: 5490.8 });
    expect(range(10, 21)).toEqual({ balance: 117421.6, principal: 1507.03, interest: 7242.53 });
    expect(range(22, 33)).toEqual({ balance: 115819.62, principal: 1601.98, interest: 7147.58 });
  });
});
