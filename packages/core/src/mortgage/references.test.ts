import { affordability } from './affordability';
import { amortizationSchedule } from './amortizationSchedule';
import { assetBasedIncome } from './assetBasedIncome';
import { calculateMortgage, DEFAULT_CALCULATOR_INPUTS } from './calculateMortgage';
import { dscr } from './dscr';
import { estimatePmi } from './estimatePmi';
import { extraPaymentSavings } from './extraPaymentSavings';
import { formatUsd } from './formatUsd';
import { monthlyPayment } from './monthlyPayment';
import { qualifyingAssets } from './qualifyingAssets';
import { refinanceBreakEven } from './refinanceBreakEven';

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
    source: 'docs/behaviour.md §9 calculator default: 400,000 at 6.5% for 30 years',
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

  it('gives the docs/behaviour.md §9 default breakdown', () => {
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
      { month: 1, payment: 1073.64, principal: 240.31, interest: 833.33, extra: 0, balance: 199759.69 },
      { month: 2, payment: 1073.64, principal: 241.31, interest: 832.33, extra: 0, balance: 199518.38 },
      { month: 3, payment: 1073.64, principal: 242.31, interest: 831.33, extra: 0, balance: 199276.07 },
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

describe('extra payments against published examples', () => {
  it('reproduces the first rows of a published schedule with $100 extra a month (88,000 at 3.75% for 30 years)', () => {
    // Oahu Real Estate, "Mortgage Savings Calculator" schedule, payment plus extra 507.54:
    // http://www.oahure.com/MortgageAmoritization.php?Offer=110,000&PercentDown=20&InterestRate=3.75&ExtraPayment=100
    const rows = amortizationSchedule({ loanAmount: 88000, interestRate: 3.75, loanTerm: 30, extraPayment: 100 });
    expect(rows.slice(0, 3).map(({ principal, interest, balance }) => ({ principal, interest, balance }))).toEqual([
      { principal: 232.54, interest: 275, balance: 87767.46 },
      { principal: 233.27, interest: 274.27, balance: 87534.19 },
      { principal: 234, interest: 273.54, balance: 87300.19 },
    ]);
  });

  it('pays 100,000 at 2.125% off in 22 years instead of 30 with $100 extra, saving $10,147 of interest', () => {
    // realestate-calc.com, "Making an additional principal payment monthly can reduce the term of a mortgage":
    // payment 375.90, term from 30 to 22 years, interest savings over the life of the loan $10,147.
    const result = extraPaymentSavings({ loanAmount: 100000, interestRate: 2.125, loanTerm: 30, extraPayment: 100 });
    expect(monthlyPayment(100000, 2.125, 30)).toBe(375.9);
    expect(result.months).toBe(22 * 12);
    expect(Math.round(result.interestSaved)).toBe(10147);
  });
});

describe('refinance, DSCR, affordability, PMI and asset-based income against published examples', () => {
  it('refinance break-even: 250,000 with 25 years left, 6.8% to 5.8%, 5,000 of costs', () => {
    // "Should I refinance?" worked example (hoursnotdollars.pages.dev/should-i-refinance): payments
    // 1,735.18 and 1,580.33, saving 154.85 a month, break-even in 33 months, 41,455.00 saved after costs.
    expect(
      refinanceBreakEven({
        loanBalance: 250000,
        currentRate: 6.8,
        remainingTerm: 25,
        newRate: 5.8,
        newTerm: 25,
        closingCosts: 5000,
      }),
    ).toMatchObject({
      currentPayment: 1735.18,
      newPayment: 1580.33,
      monthlySavings: 154.85,
      breakEvenMonths: 33,
      lifetimeSavings: 41455,
    });
  });

  it('DSCR: Visio Lending’s two examples (0.91 and 1.23)', () => {
    // Visio Lending, "A look at how DSCR is calculated": P&I 1,700 + tax 350 + insurance 100 + dues 50
    // = 2,200 against rent 2,000 → 0.91; 1,500 + 250 + 100 + 25 = 1,875 against 2,300 → 1.23.
    // A 0% loan of 360 × P&I repays exactly that P&I.
    expect(
      dscr({
        monthlyRent: 2000,
        loanAmount: 1700 * 360,
        interestRate: 0,
        loanTerm: 30,
        propertyTax: 4200,
        homeInsurance: 1200,
        hoa: 50,
      }),
    ).toMatchObject({ ratio: 0.91, monthlyDebtService: 2200, meetsMinimum: false });
    expect(
      dscr({
        monthlyRent: 2300,
        loanAmount: 1500 * 360,
        interestRate: 0,
        loanTerm: 30,
        propertyTax: 3000,
        homeInsurance: 1200,
        hoa: 25,
      }),
    ).toMatchObject({ ratio: 1.23, monthlyDebtService: 1875, meetsMinimum: true });
  });

  it('DSCR: a $350,000 rental with 20% down at 7.5% renting for $2,800 is 1.14', () => {
    // MoneyMatcher, "Calculating DSCR", Example 1 (it shows whole dollars cut off: P&I $1,957, PITIA $2,457).
    const result = dscr({
      monthlyRent: 2800,
      loanAmount: 280000,
      interestRate: 7.5,
      loanTerm: 30,
      propertyTax: 350 * 12,
      homeInsurance: 150 * 12,
      hoa: 0,
    });
    expect(result.ratio).toBe(1.14);
    expect(Math.floor(result.monthlyDebtService)).toBe(2457);
    expect(Math.floor(monthlyPayment(280000, 7.5, 30))).toBe(1957);
  });

  it('affordability: the 28/36 budget of a $5,000-a-month household with $600 or $400 of other debts', () => {
    // Hampton Roads Real Estate Ramblings, "What's an estimate of monthly mortgage payment" (28/36 example):
    // 28% of 5,000 is 1,400; 36% is 1,800, less 600 of debts leaves 1,200; with 400 of debts the full 1,400.
    const household = {
      annualIncome: 60000,
      downPayment: 20000,
      interestRate: 6.5,
      loanTerm: 30,
      propertyTaxRate: 2,
      homeInsurance: 2400,
      hoa: 0,
    };
    expect(affordability({ ...household, monthlyDebts: 600 })).toMatchObject({
      monthlyBudget: 1200,
      limitedBy: 'debt',
    });
    expect(affordability({ ...household, monthlyDebts: 400 })).toMatchObject({
      monthlyBudget: 1400,
      limitedBy: 'housing',
    });
  });

  it('PMI: Freddie Mac’s $30 to $70 a month per $100,000 borrowed is $90 to $210 on $300,000', () => {
    // Freddie Mac (My Home), "Private mortgage insurance": about $30-$70 a month for every $100,000 borrowed,
    // i.e. 0.36%-0.84% of the loan a year.
    const estimate = estimatePmi({ homePrice: 333334, loanAmount: 300000, annualRate: { low: 0.36, high: 0.84 } });
    expect(estimate.monthly).toEqual({ low: 90, middle: 150, high: 210 });
  });

  it('asset-based income: the article’s retired couple in Palmetto Bay qualify on $13,478 a month', () => {
    // Asset-based loans article (content/en/assetBasedLoans.md), worked example, conservative end of each range:
    // 1,000,000 cash + 70% of 3,000,000 + 60% of 1,500,000 = 4,000,000; less 300,000 to close = 3,700,000;
    // ÷ 360 = 10,278 a month; plus 3,200 of Social Security = 13,478.
    const assets = qualifyingAssets({
      balances: { cash: 1_000_000, investments: 3_000_000, retirement: 1_500_000, businessCash: 0 },
      fundsToClose: 300_000,
    });
    expect(assets.eligible.low).toBe(3_700_000);
    const income = assetBasedIncome(assets.eligible.low, 360);
    expect(formatUsd(income, 'en')).toBe('$10,278');
    expect(formatUsd(income + 3200, 'en')).toBe('$13,478');
  });
});
