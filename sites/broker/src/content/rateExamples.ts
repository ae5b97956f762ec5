import { parse as parseYaml } from 'yaml';
import type { Language } from '@broker/core';
import { loanCostDisclosure, type MortgageInsurance, type PaymentGroup } from '@broker/core/mortgage';
import { monthYear } from '../components/dates';
import { exampleMarker } from './exampleMarkers';
import type { Figures, RateSheetEntry } from './figures';

/**
 * Worked examples with an APR (Regulation Z, 12 CFR 1026.24): every example on the site that states
 * a rate or a payment is defined once in `content/examples.yml`, computed here from its assumptions
 * (payment, APR, schedule) and shown by the RateExample component. Markdown places one with a fenced
 * block whose language is `rate-example` and whose only line is the example's id; frontmatter places
 * one with an `example: <id>` key.
 */

export const EXAMPLES_FILE = 'content/examples.yml';

type Bilingual = Record<Language, string>;

export interface MonthlyCosts {
  propertyTax: number;
  insurance: number;
  hoa: number;
}

/** What the visitor sees of one scenario, all figures computed at build time. */
export interface RateExampleScenarioView {
  label?: string;
  purpose: 'purchase' | 'refinance';
  price?: number;
  downPayment?: number;
  /** Renovation budget financed with the purchase (fix and flip), dollars. */
  renovation?: number;
  homeValue?: number;
  loanAmount: number;
  /** Financed upfront premium or funding fee, dollars (0 without one). */
  upfrontPremium: number;
  termMonths: number;
  repayment: 'amortizing' | 'interestOnly';
  interestRate: number;
  apr: number;
  /** Points in percent of the loan amount, and in dollars. */
  points: number;
  pointsAmount: number;
  lenderFees: number;
  /** The credit score assumed; none for borrowers qualified without a US score. */
  creditScore?: number;
  principalAndInterest: number;
  /** Mortgage insurance in the first payment. */
  mortgageInsurance: number;
  mortgageInsuranceYearly?: { percent: number; basis: MortgageInsurance['basis']; until: MortgageInsurance['until'] };
  payments: PaymentGroup[];
  monthlyCosts?: MonthlyCosts;
}

export interface RateExampleView {
  id: string;
  title: string;
  /** The date of the assumed rates, e.g. "November 2026". */
  asOf: string;
  note?: string;
  scenarios: RateExampleScenarioView[];
}

interface Expectations {
  principalAndInterest?: number;
  payment?: number;
  housingPayment?: number;
  apr?: number;
}

interface ScenarioSource {
  label?: Bilingual;
  price?: number;
  downPayment?: number;
  renovation?: number;
  homeValue?: number;
  loanAmount?: number;
  upfrontPremiumPercent: number;
  termMonths: number;
  repayment: 'amortizing' | 'interestOnly';
  /** A rate the scenario fixes, in percent, or the name of a rate sheet entry. */
  rate: number | string;
  /** Only with a rate the scenario fixes: an entry of the rate sheet carries its own. */
  points?: number;
  lenderFees?: number;
  creditScore?: number;
  monthlyCosts?: MonthlyCosts;
  mortgageInsurance?: MortgageInsurance;
  expect: Expectations;
}

export interface RateExampleSource {
  id: string;
  title: Bilingual;
  note?: Bilingual;
  purpose: 'purchase' | 'refinance';
  scenarios: ScenarioSource[];
}

export class RateExampleError extends Error {}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads and checks the examples file, failing with every problem, each naming the example. */
export function parseRateExamples(text: string, file = EXAMPLES_FILE): Map<string, RateExampleSource> {
  const data: unknown = parseYaml(text);
  if (!isObj(data)) throw new RateExampleError(`${file}: expected one entry per example id`);
  const problems: string[] = [];
  const examples = new Map<string, RateExampleSource>();

  for (const [id, raw] of Object.entries(data)) {
    const where = `${file}: example "${id}"`;
    const fail = (message: string) => problems.push(`${where}: ${message}`);
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(id)) fail('the id must be letters and digits');
    if (!isObj(raw)) {
      fail('expected a mapping with title, purpose and scenarios');
      continue;
    }
    const bilingual = (value: unknown, name: string, optional = false): Bilingual | undefined => {
      if (value === undefined && optional) return undefined;
      if (
        isObj(value) &&
        typeof value.en === 'string' &&
        value.en.trim() &&
        typeof value.es === 'string' &&
        value.es.trim()
      )
        return { en: value.en, es: value.es };
      fail(`${name} needs an "en" and an "es" text`);
      return undefined;
    };
    const number = (value: unknown, name: string, min: number, max: number): number | undefined => {
      if (typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max) return value;
      fail(`${name} must be a number from ${min} to ${max} (got ${JSON.stringify(value)})`);
      return undefined;
    };
    const title = bilingual(raw.title, 'title');
    const note = bilingual(raw.note, 'note', true);
    const purpose = raw.purpose;
    if (purpose !== 'purchase' && purpose !== 'refinance') fail('purpose must be "purchase" or "refinance"');
    if (!Array.isArray(raw.scenarios) || raw.scenarios.length === 0 || raw.scenarios.length > 4) {
      fail('needs from 1 to 4 scenarios');
      continue;
    }
    const scenarios: ScenarioSource[] = [];
    const entries: unknown[] = raw.scenarios;
    entries.forEach((entry, index) => {
      const s = isObj(entry) ? { ...raw, ...entry } : undefined;
      const name = (field: string) => `scenario ${index + 1} ${field}`;
      if (!s || !isObj(entry)) {
        fail(`scenario ${index + 1} must be a mapping`);
        return;
      }
      const label = bilingual(entry.label, name('label'), entries.length === 1);
      const termMonths =
        s.termMonths !== undefined
          ? number(s.termMonths, name('termMonths'), 1, 480)
          : (number(s.termYears, name('termYears'), 1, 40) ?? 0) * 12;
      const repayment = s.repayment ?? 'amortizing';
      if (repayment !== 'amortizing' && repayment !== 'interestOnly')
        fail(`${name('repayment')} must be amortizing or interestOnly`);
      const rate = s.rate;
      if (!(typeof rate === 'string' && rate.trim()) && !(typeof rate === 'number' && rate > 0 && rate < 30)) {
        fail(`${name('rate')} must be a rate in percent or the name of a rate sheet entry`);
      }
      if (typeof rate === 'string' && (s.points !== undefined || s.lenderFees !== undefined)) {
        fail(
          `${name('points')} and lenderFees come from the rate sheet entry "${rate}" (content/rate-sheet.json); ` +
            'write them there, or fix the rate as a number for terms that are not on the sheet',
        );
      }
      let mortgageInsurance: MortgageInsurance | undefined;
      if (s.mortgageInsurance !== undefined) {
        const mi = s.mortgageInsurance;
        if (
          !isObj(mi) ||
          !(mi.basis === 'loanAmount' || mi.basis === 'averageBalance') ||
          !(mi.until === 'automaticTermination' || mi.until === 'term')
        ) {
          fail(
            `${name('mortgageInsurance')} needs annualPercent, basis (loanAmount|averageBalance) and until (automaticTermination|term)`,
          );
        } else {
          const annualPercent = number(mi.annualPercent, name('mortgageInsurance.annualPercent'), 0, 3);
          if (annualPercent !== undefined) mortgageInsurance = { annualPercent, basis: mi.basis, until: mi.until };
        }
      }
      let monthlyCosts: MonthlyCosts | undefined;
      if (s.monthlyCosts !== undefined) {
        const c = s.monthlyCosts;
        if (!isObj(c)) fail(`${name('monthlyCosts')} needs propertyTax, insurance and hoa`);
        else {
          const propertyTax = number(c.propertyTax, name('monthlyCosts.propertyTax'), 0, 100000);
          const insurance = number(c.insurance, name('monthlyCosts.insurance'), 0, 100000);
          const hoa = number(c.hoa ?? 0, name('monthlyCosts.hoa'), 0, 100000);
          if (propertyTax !== undefined && insurance !== undefined && hoa !== undefined)
            monthlyCosts = { propertyTax, insurance, hoa };
        }
      }
      const expect: Expectations = {};
      if (entry.expect !== undefined) {
        if (!isObj(entry.expect)) fail(`${name('expect')} must be a mapping`);
        else
          for (const key of ['principalAndInterest', 'payment', 'housingPayment', 'apr'] as const) {
            if (entry.expect[key] !== undefined) {
              const value = number(entry.expect[key], name(`expect.${key}`), 0, 10_000_000);
              if (value !== undefined) expect[key] = value;
            }
          }
      }
      const scenario: ScenarioSource = {
        label,
        upfrontPremiumPercent: number(s.upfrontPremiumPercent ?? 0, name('upfrontPremiumPercent'), 0, 5) ?? 0,
        termMonths: termMonths ?? 0,
        repayment: repayment === 'interestOnly' ? 'interestOnly' : 'amortizing',
        rate: typeof rate === 'number' || typeof rate === 'string' ? rate : 0,
        points: typeof rate === 'string' ? undefined : (number(s.points ?? 0, name('points'), 0, 5) ?? 0),
        lenderFees:
          typeof rate === 'string' ? undefined : (number(s.lenderFees ?? 0, name('lenderFees'), 0, 100000) ?? 0),
        creditScore: s.creditScore === undefined ? undefined : number(s.creditScore, name('creditScore'), 300, 850),
        monthlyCosts,
        mortgageInsurance,
        expect,
      };
      if (purpose === 'purchase') {
        scenario.price = number(s.price, name('price'), 10000, 100_000_000);
        scenario.downPayment = number(s.downPayment, name('downPayment'), 0, 100_000_000);
        if (s.renovation !== undefined) scenario.renovation = number(s.renovation, name('renovation'), 0, 100_000_000);
        if (
          scenario.price !== undefined &&
          scenario.downPayment !== undefined &&
          scenario.downPayment >= scenario.price
        )
          fail(`${name('downPayment')} must be less than the price`);
        if (s.loanAmount !== undefined)
          fail(`${name('loanAmount')} is worked out from price and downPayment on a purchase`);
      } else {
        // A reader's existing loan may leave the value out: its loan-to-value then is not shown.
        if (s.homeValue !== undefined) scenario.homeValue = number(s.homeValue, name('homeValue'), 10000, 100_000_000);
        scenario.loanAmount = number(s.loanAmount, name('loanAmount'), 1000, 100_000_000);
        if (s.price !== undefined || s.downPayment !== undefined || s.renovation !== undefined)
          fail(`${name('price')}/downPayment belong to purchases; a refinance has homeValue and loanAmount`);
      }
      scenarios.push(scenario);
    });
    if (title && (purpose === 'purchase' || purpose === 'refinance')) {
      examples.set(id, { id, title, note, purpose, scenarios });
    }
  }
  if (problems.length > 0) throw new RateExampleError(problems.join('\n'));
  return examples;
}

function roundCents(value: number): number {
  return Math.round(Number((value * 100).toPrecision(15))) / 100;
}

/**
 * The terms of a scenario: the rate sheet entry it names (rate, points and lender fees, as the sheet
 * offered them on its date), or the rate, points and fees it fixes itself (a reader's existing loan).
 * Fails, naming the scenario, on an unknown name or an entry whose values are out of range.
 */
function scenarioTerms(s: ScenarioSource, rates: Figures['rateSheet']['rates'], where: string): RateSheetEntry {
  if (typeof s.rate === 'number') return { rate: s.rate, points: s.points ?? 0, lenderFees: s.lenderFees ?? 0 };
  const entry = Object.prototype.hasOwnProperty.call(rates, s.rate) ? rates[s.rate] : undefined;
  if (entry === undefined) {
    throw new RateExampleError(
      `${where}: "${s.rate}" is not an entry of the rate sheet in content/rate-sheet.json (${Object.keys(rates).join(', ')})`,
    );
  }
  const inRange = (value: unknown, min: number, max: number) =>
    typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
  if (!inRange(entry.rate, 0.001, 30) || !inRange(entry.points, 0, 5) || !inRange(entry.lenderFees, 0, 100000)) {
    throw new RateExampleError(
      `${where}: the rate sheet entry "${s.rate}" needs a rate (percent), points (0 to 5, percent of the loan) ` +
        `and lenderFees (dollars); got ${JSON.stringify(entry)}`,
    );
  }
  return entry;
}

/**
 * The example as shown in one language: each scenario's loan amount, payment schedule and APR
 * computed from its assumptions, with the rate, points and lender fees of the rate sheet entry it
 * names (`figures.rateSheet.rates`). The APR counts the points, the lender fees and any financed
 * upfront premium as prepaid finance charges. Fails, naming the example, when an entry is unknown
 * or the computed figures differ from the `expect` values its text relies on.
 */
export function rateExampleView(
  source: RateExampleSource,
  language: Language,
  figures: Figures,
  file = EXAMPLES_FILE,
): RateExampleView {
  const rates = figures.rateSheet.rates;
  const problems: string[] = [];
  const scenarios = source.scenarios.map((s, index): RateExampleScenarioView => {
    const where = `${file}: example "${source.id}" scenario ${index + 1}`;
    const { rate: interestRate, points, lenderFees } = scenarioTerms(s, rates, where);
    const baseLoan =
      source.purpose === 'purchase' ? (s.price ?? 0) - (s.downPayment ?? 0) + (s.renovation ?? 0) : (s.loanAmount ?? 0);
    const upfrontPremium = roundCents((baseLoan * s.upfrontPremiumPercent) / 100);
    const loanAmount = roundCents(baseLoan + upfrontPremium);
    const pointsAmount = roundCents((loanAmount * points) / 100);
    const value = source.purpose === 'purchase' ? s.price : s.homeValue;
    const disclosure = loanCostDisclosure({
      loanAmount,
      interestRate,
      termMonths: s.termMonths,
      repayment: s.repayment,
      prepaidFinanceCharges: roundCents(pointsAmount + lenderFees + upfrontPremium),
      mortgageInsurance: s.mortgageInsurance,
      originalValue: value,
    });
    const firstPayment = disclosure.payments[0]?.amount ?? 0;
    const costs = s.monthlyCosts;
    const housing = costs ? firstPayment + costs.propertyTax + costs.insurance + costs.hoa : undefined;
    const check = (
      name: string,
      expected: number | undefined,
      actual: number | undefined,
      show: (n: number) => string,
    ) => {
      if (expected === undefined || actual === undefined) return;
      if (expected !== actual) {
        problems.push(
          `${where}: its text relies on ${name} ${show(expected)}, but its assumptions give ${show(actual)}; ` +
            `update the pages that quote it and the expect value`,
        );
      }
    };
    const whole = (n: number) => `$${n.toLocaleString('en-US')}`;
    check(
      'a principal and interest payment of',
      s.expect.principalAndInterest,
      Math.round(disclosure.principalAndInterest),
      whole,
    );
    check('a first monthly payment of', s.expect.payment, Math.round(firstPayment), whole);
    check(
      'a housing payment of',
      s.expect.housingPayment,
      housing === undefined ? undefined : Math.round(housing),
      whole,
    );
    check('an APR of', s.expect.apr, disclosure.apr, (n) => `${n}%`);
    return {
      label: s.label?.[language],
      purpose: source.purpose,
      price: source.purpose === 'purchase' ? s.price : undefined,
      downPayment: source.purpose === 'purchase' ? s.downPayment : undefined,
      renovation: s.renovation,
      homeValue: source.purpose === 'refinance' ? s.homeValue : undefined,
      loanAmount,
      upfrontPremium,
      termMonths: s.termMonths,
      repayment: s.repayment,
      interestRate,
      apr: disclosure.apr,
      points,
      pointsAmount,
      lenderFees,
      creditScore: s.creditScore,
      principalAndInterest: disclosure.principalAndInterest,
      mortgageInsurance: disclosure.firstMortgageInsurance,
      mortgageInsuranceYearly: s.mortgageInsurance
        ? {
            percent: s.mortgageInsurance.annualPercent,
            basis: s.mortgageInsurance.basis,
            until: s.mortgageInsurance.until,
          }
        : undefined,
      payments: disclosure.payments,
      monthlyCosts: costs,
    };
  });
  if (problems.length > 0) throw new RateExampleError(problems.join('\n'));
  return {
    id: source.id,
    title: source.title[language],
    asOf: monthYear(figures.rateSheet.effective, language),
    note: source.note?.[language],
    scenarios,
  };
}

const FENCE = /<pre><code class="language-rate-example">\s*([A-Za-z][A-Za-z0-9]*)\s*<\/code><\/pre>/g;

/** Replaces each `rate-example` fenced block of Markdown HTML with its marker; returns the ids in order. */
export function placeRateExamples(html: string): { html: string; ids: string[] } {
  const ids: string[] = [];
  const out = html.replace(FENCE, (_, id: string) => {
    ids.push(id);
    return exampleMarker(id);
  });
  if (/language-rate-example/.test(out)) {
    throw new RateExampleError('a rate-example block must contain only the id of an example (letters and digits)');
  }
  return { html: out, ids };
}

/** Every `example: <id>` of a frontmatter object, in reading order. */
export function frontmatterExampleIds(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => frontmatterExampleIds(v, out));
  else if (isObj(value)) {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'example' && typeof v === 'string') out.push(v);
      else frontmatterExampleIds(v, out);
    }
  }
  return out;
}
