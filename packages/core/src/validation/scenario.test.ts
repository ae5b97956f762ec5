import fc from 'fast-check';
import { validatePrequalification } from './prequalification';
import { leadScenarioSchema, SCENARIO_LIMITS } from './scenario';
import * as v from 'valibot';

const lead = {
  formType: 'Pre-qualification',
  first_name: 'Ana',
  last_name: 'García',
  email: 'ana@example.com',
  phone: '(305) 555-0123',
  propertyType: 'condo',
  propertyValue: 500000,
  downPayment: 100000,
  annualIncome: 120000,
  employmentStatus: 'employed',
  loanPurpose: 'purchase',
  language: 'en',
  source: '/calculator',
  ts: '2026-11-23T14:03:00.000Z',
  idempotencyKey: '0b6c2c9e-6a5f-4a43-9d0e-0f8f3c1d2a77',
};

const scenario = {
  tool: 'payment',
  url: '/calculator?price=500000&down=100000&term=30&rate=6.5',
  inputs: { homePrice: 500000, downPayment: 100000, loanTerm: 30, interestRate: 6.5, downPaymentMode: 'amount' },
  results: { loanAmount: 400000, totalPayment: 3194.94, pmiAutomaticMonth: null },
};

describe('the scenario of a pre-qualification', () => {
  it('is optional', () => {
    const result = validatePrequalification(lead, 'en');
    expect(result.success && result.output.scenario).toBeUndefined();
  });

  it('holds the largest scenario a calculator sends: cash to close, every field at its longest', () => {
    const url = `/es/calculadora/efectivo-para-el-cierre-en-florida?${[
      'price=1000000000&down=1000000000&downpct=100&rate=25&county=miamiDade&home=single&month=12&day=31',
      'tax=1000000000&sellertax=1000000000&ins=1000000000&orig=1000000000&services=1000000000',
      'title=1000000000&owner=seller&deed=seller&deposit=1000000000&sellercredit=1000000000&lendercredit=1000000000',
    ].join('&')}`;
    const inputs = Object.fromEntries(
      [
        'price',
        'loanAmount',
        'ratePercent',
        'closingMonth',
        'closingDay',
        'annualPropertyTax',
        'sellerTaxBill',
        'annualInsurance',
        'originationCharges',
        'lenderServices',
        'titleServices',
        'deposit',
        'sellerCredits',
        'lenderCredits',
        'downPayment',
      ].map((name) => [name, 1e9]),
    );
    const cashToClose = {
      tool: 'cashToClose',
      url,
      inputs: {
        ...inputs,
        county: 'miamiDade',
        singleFamily: 'yes',
        ownersPolicyPaidBy: 'seller',
        deedStampsPaidBy: 'seller',
      },
      results: { cashToClose: 1e9, closingCosts: 1e8, taxProration: -5e6 },
    };
    expect(v.safeParse(leadScenarioSchema, cashToClose).success).toBe(true);
  });

  it('is kept as sent when it is within bounds, without unknown keys', () => {
    const result = validatePrequalification({ ...lead, scenario: { ...scenario, extra: 'dropped' } }, 'en');
    expect(result.success && result.output.scenario).toEqual(scenario);
  });

  it('is rejected as a whole, on `scenario`, with the technical message', () => {
    const bad = [
      { ...scenario, tool: 'mortgage' },
      { ...scenario, url: 'https://evil.example/' },
      { ...scenario, url: `/calculator?${'a'.repeat(SCENARIO_LIMITS.url)}` },
      { ...scenario, url: '/calculator?x="<script>' },
      { ...scenario, inputs: { homePrice: Number.POSITIVE_INFINITY } },
      { ...scenario, inputs: { homePrice: 2e12 } },
      { ...scenario, inputs: { 'home price': 1 } },
      { ...scenario, inputs: { note: 'x'.repeat(SCENARIO_LIMITS.text + 1) } },
      { ...scenario, results: { total: 'lots' } },
      {
        ...scenario,
        results: Object.fromEntries(Array.from({ length: SCENARIO_LIMITS.entries + 1 }, (_, i) => [`r${i}`, i])),
      },
      'payment',
      null,
    ];
    for (const value of bad) {
      const result = validatePrequalification({ ...lead, scenario: value }, 'es');
      expect(result).toEqual({
        success: false,
        fieldErrors: { scenario: 'No se pudo enviar este formulario. Vuelva a cargar la página e inténtelo de nuevo.' },
      });
    }
  });

  it('never stores more than a few kilobytes', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,40}$/), fc.double({ noNaN: true }), { maxKeys: 40 }),
        (entries) => {
          const parsed = v.safeParse(leadScenarioSchema, { ...scenario, inputs: entries, results: entries });
          if (parsed.success) expect(JSON.stringify(parsed.output).length).toBeLessThan(4096);
        },
      ),
    );
  });
});
