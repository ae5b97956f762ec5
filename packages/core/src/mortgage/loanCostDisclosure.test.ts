import { rate } from 'financial';
import { amortizationSchedule } from './amortizationSchedule';
import { loanCostDisclosure } from './loanCostDisclosure';
import { pmiTimeline } from './pmiTimeline';

describe('loanCostDisclosure', () => {
  it('gives an APR equal to the note rate when interest is the only finance charge', () => {
    const disclosure = loanCostDisclosure({
      loanAmount: 200000,
      interestRate: 6.5,
      termMonths: 360,
      repayment: 'amortizing',
      prepaidFinanceCharges: 0,
    });
    const schedule = amortizationSchedule({ loanAmount: 200000, interestRate: 6.5, loanTerm: 30 });
    expect(disclosure.principalAndInterest).toBe(1264.14);
    expect(disclosure.apr).toBe(6.5);
    expect(disclosure.amountFinanced).toBe(200000);
    const interest = schedule.reduce((sum, row) => sum + Math.round(row.interest * 100), 0) / 100;
    expect(disclosure.financeCharge).toBeCloseTo(interest, 2);
    expect(disclosure.payments).toEqual([
      { count: 359, amount: 1264.14 },
      { count: 1, amount: schedule[359]!.payment },
    ]);
  });

  it('counts points and lender fees: the amount financed falls and the APR rises, as the rate() solver finds', () => {
    const disclosure = loanCostDisclosure({
      loanAmount: 388000,
      interestRate: 6.25,
      termMonths: 360,
      repayment: 'amortizing',
      prepaidFinanceCharges: 3880 + 1495,
    });
    expect(disclosure.amountFinanced).toBe(388000 - 5375);
    expect(disclosure.principalAndInterest).toBe(2388.98);
    const expected = rate(360, 2388.98, -(388000 - 5375), 0) * 1200;
    expect(disclosure.apr).toBeCloseTo(expected, 2);
    expect(disclosure.apr).toBeGreaterThan(6.25);
    expect(disclosure.totalOfPayments - disclosure.financeCharge).toBeCloseTo(disclosure.amountFinanced, 2);
  });

  it('adds private mortgage insurance until the balance is scheduled to reach 78% of the value', () => {
    const loan = {
      loanAmount: 360000,
      interestRate: 6.5,
      termMonths: 360,
      repayment: 'amortizing' as const,
      prepaidFinanceCharges: 0,
      originalValue: 400000,
      mortgageInsurance: { annualPercent: 0.5, basis: 'loanAmount' as const, until: 'automaticTermination' as const },
    };
    const disclosure = loanCostDisclosure(loan);
    const { automaticTerminationMonth } = pmiTimeline({
      originalValue: 400000,
      loanAmount: 360000,
      interestRate: 6.5,
      loanTerm: 30,
    });
    expect(automaticTerminationMonth).toBe(109);
    expect(disclosure.firstMortgageInsurance).toBe(150);
    expect(disclosure.payments[0]).toEqual({ count: 109, amount: 2275.44 + 150 });
    expect(disclosure.payments[1]).toEqual({ count: 250, amount: 2275.44 });
    const withoutInsurance = loanCostDisclosure({ ...loan, mortgageInsurance: undefined });
    expect(disclosure.apr).toBeGreaterThan(withoutInsurance.apr);
    expect(disclosure.financeCharge - withoutInsurance.financeCharge).toBeCloseTo(109 * 150, 2);
  });

  it('charges FHA-style insurance on each year’s average scheduled balance for the whole term', () => {
    const disclosure = loanCostDisclosure({
      loanAmount: 392913,
      interestRate: 6,
      termMonths: 360,
      repayment: 'amortizing',
      prepaidFinanceCharges: 6758,
      mortgageInsurance: { annualPercent: 0.55, basis: 'averageBalance', until: 'term' },
    });
    const schedule = amortizationSchedule({ loanAmount: 392913, interestRate: 6, loanTerm: 30 });
    const balancesBefore = [392913, ...schedule.map((row) => row.balance)];
    const firstYear = balancesBefore.slice(0, 12).reduce((a, b) => a + b, 0) / 12;
    expect(disclosure.firstMortgageInsurance).toBeCloseTo(Math.round(((firstYear * 0.0055) / 12) * 100) / 100, 2);
    const monthly = disclosure.payments.map((g) => g.amount);
    expect(monthly[0]).toBeGreaterThan(monthly[monthly.length - 2]!);
    expect(disclosure.payments.reduce((n, g) => n + g.count, 0)).toBe(360);
  });

  it('repays an interest-only loan with the principal in the last payment', () => {
    const disclosure = loanCostDisclosure({
      loanAmount: 440000,
      interestRate: 10.5,
      termMonths: 6,
      repayment: 'interestOnly',
      prepaidFinanceCharges: 8800,
    });
    expect(disclosure.principalAndInterest).toBe(3850);
    expect(disclosure.payments).toEqual([
      { count: 5, amount: 3850 },
      { count: 1, amount: 443850 },
    ]);
    const expected = rate(6, 3850, -(440000 - 8800), 440000) * 1200;
    expect(disclosure.apr).toBeCloseTo(expected, 3);
    expect(disclosure.financeCharge).toBe(6 * 3850 + 8800);
  });

  it('refuses loans it cannot describe, saying why', () => {
    const loan = {
      loanAmount: 100000,
      interestRate: 6,
      termMonths: 360,
      repayment: 'amortizing' as const,
      prepaidFinanceCharges: 0,
    };
    expect(() => loanCostDisclosure({ ...loan, loanAmount: 0 })).toThrow('loan amount must be a positive');
    expect(() => loanCostDisclosure({ ...loan, termMonths: 0 })).toThrow('whole number of months');
    expect(() => loanCostDisclosure({ ...loan, interestRate: -1 })).toThrow('interest rate must be');
    expect(() => loanCostDisclosure({ ...loan, prepaidFinanceCharges: -5 })).toThrow('Prepaid finance charges');
    expect(() =>
      loanCostDisclosure({
        ...loan,
        mortgageInsurance: { annualPercent: 0.5, basis: 'loanAmount', until: 'automaticTermination' },
      }),
    ).toThrow('original value');
  });
});
