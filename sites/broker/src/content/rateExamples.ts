import * as v from 'valibot';
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

/** A number from `min` to `max`; the message says the range and what was written. */
const between = (min: number, max: number) => {
  const message = (issue: v.BaseIssue<unknown>) =>
    `must be a number from ${min} to ${max} (got ${JSON.stringify(issue.input)})`;
  return v.pipe(v.number(message), v.finite(message), v.minValue(min, message), v.maxValue(max, message));
};

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const Bilingual = v.custom<Bilingual>(
  (value) =>
    typeof value === 'object' && value !== null && hasText((value as Bilingual).en) && hasText((value as Bilingual).es),
  'needs an "en" and an "es" text',
);
const Amount = between(0, 100_000_000);

/** What every scenario holds; an example's own keys (other than these four) are its scenarios' defaults. */
const Scenario = v.pipe(
  v.object({
    label: v.optional(Bilingual),
    termMonths: v.optional(between(1, 480)),
    termYears: v.optional(between(1, 40)),
    repayment: v.optional(
      v.picklist(['amortizing', 'interestOnly'], 'must be amortizing or interestOnly'),
      'amortizing',
    ),
    rate: v.union(
      [v.pipe(v.string(), v.trim(), v.nonEmpty()), v.pipe(v.number(), v.gtValue(0), v.ltValue(30))],
      'must be a rate in percent or the name of a rate sheet entry',
    ),
    points: v.optional(between(0, 5)),
    lenderFees: v.optional(between(0, 100_000)),
    upfrontPremiumPercent: v.optional(between(0, 5), 0),
    creditScore: v.optional(between(300, 850)),
    monthlyCosts: v.optional(
      v.object(
        { propertyTax: between(0, 100_000), insurance: between(0, 100_000), hoa: v.optional(between(0, 100_000), 0) },
        'needs propertyTax, insurance and hoa',
      ),
    ),
    mortgageInsurance: v.optional(
      v.object(
        {
          annualPercent: between(0, 3),
          basis: v.picklist(['loanAmount', 'averageBalance']),
          until: v.picklist(['automaticTermination', 'term']),
        },
        'needs annualPercent, basis (loanAmount|averageBalance) and until (automaticTermination|term)',
      ),
    ),
    expect: v.optional(
      v.object(
        {
          principalAndInterest: v.optional(between(0, 10_000_000)),
          payment: v.optional(between(0, 10_000_000)),
          housingPayment: v.optional(between(0, 10_000_000)),
          apr: v.optional(between(0, 10_000_000)),
        },
        'must be a mapping',
      ),
      {},
    ),
    // A purchase's loan is worked out from its price and down payment; a refinance states its loan
    // (and may leave the value out: its loan-to-value then is not shown).
    price: v.optional(between(10_000, 100_000_000)),
    downPayment: v.optional(Amount),
    renovation: v.optional(Amount),
    homeValue: v.optional(between(10_000, 100_000_000)),
    loanAmount: v.optional(between(1000, 100_000_000)),
  }),
  v.check((s) => s.termMonths !== undefined || s.termYears !== undefined, 'termYears (or termMonths) is required'),
);

const Scenarios = v.pipe(
  v.array(v.record(v.string(), v.unknown()), 'needs from 1 to 4 scenarios, each a mapping'),
  v.minLength(1, 'needs from 1 to 4 scenarios'),
  v.maxLength(4, 'needs from 1 to 4 scenarios'),
);

const Example = v.object({
  title: Bilingual,
  note: v.optional(Bilingual),
  purpose: v.picklist(['purchase', 'refinance'], 'must be "purchase" or "refinance"'),
  scenarios: Scenarios,
});

/** The problems of one parse, each as "<field> <message>", the field dotted from its path. */
function problemsOf(issues: readonly v.BaseIssue<unknown>[], prefix = ''): string[] {
  return issues.map((issue) => {
    const field = (issue.path ?? []).map((item) => String(item.key)).join('.');
    return `${prefix}${field ? `${field} ` : ''}${issue.message}`.trim();
  });
}

/** What a scenario's figures must also agree on, beyond each field's own rule. */
function scenarioProblems(
  s: v.InferOutput<typeof Scenario>,
  purpose: RateExampleSource['purpose'] | undefined,
  count: number,
) {
  const problems: string[] = [];
  if (count > 1 && !s.label) problems.push('label needs an "en" and an "es" text');
  if (typeof s.rate === 'string' && (s.points !== undefined || s.lenderFees !== undefined)) {
    problems.push(
      `points and lenderFees come from the rate sheet entry "${s.rate}" (content/rate-sheet.json); ` +
        'write them there, or fix the rate as a number for terms that are not on the sheet',
    );
  }
  if (purpose === 'purchase') {
    if (s.price === undefined || s.downPayment === undefined) problems.push('price and downPayment are required');
    else if (s.downPayment >= s.price) problems.push('downPayment must be less than the price');
    if (s.loanAmount !== undefined) problems.push('loanAmount is worked out from price and downPayment on a purchase');
  } else if (purpose === 'refinance') {
    if (s.loanAmount === undefined) problems.push('loanAmount is required');
    if (s.price !== undefined || s.downPayment !== undefined || s.renovation !== undefined)
      problems.push('price/downPayment belong to purchases; a refinance has homeValue and loanAmount');
  }
  return problems;
}

/** An example's own keys, as written (nothing when it is not a mapping). */
const defaultsOf = (raw: unknown): Record<string, unknown> =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? { ...raw } : {};

/** Reads and checks the examples file, failing with every problem, each naming the example. */
export function parseRateExamples(text: string, file = EXAMPLES_FILE): Map<string, RateExampleSource> {
  const data = v.safeParse(v.record(v.string(), v.unknown()), parseYaml(text));
  if (!data.success) throw new RateExampleError(`${file}: expected one entry per example id`);
  const problems: string[] = [];
  const examples = new Map<string, RateExampleSource>();
  for (const [id, raw] of Object.entries(data.output)) {
    const where = `${file}: example "${id}": `;
    const found: string[] = [];
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(id)) found.push('the id must be letters and digits');
    const example = v.safeParse(Example, raw);
    if (!example.success) found.push(...problemsOf(example.issues));
    const purpose = example.success ? example.output.purpose : undefined;
    const { title: _title, note: _note, purpose: _purpose, scenarios: listed, ...shared } = defaultsOf(raw);
    const written = v.safeParse(Scenarios, listed);
    const entries = written.success ? written.output : [];
    const scenarios = entries.flatMap((entry, index): ScenarioSource[] => {
      const name = `scenario ${index + 1} `;
      const scenario = v.safeParse(Scenario, { ...shared, label: undefined, ...entry });
      if (!scenario.success) {
        found.push(...problemsOf(scenario.issues, name));
        return [];
      }
      const { termYears, termMonths, points, lenderFees, ...s } = scenario.output;
      found.push(...scenarioProblems(scenario.output, purpose, entries.length).map((p) => name + p));
      const named = typeof s.rate === 'string';
      return [
        {
          ...s,
          termMonths: termMonths ?? (termYears ?? 0) * 12,
          points: named ? undefined : (points ?? 0),
          lenderFees: named ? undefined : (lenderFees ?? 0),
        },
      ];
    });
    problems.push(...found.map((problem) => where + problem));
    if (example.success && found.length === 0) examples.set(id, { id, ...example.output, scenarios });
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
  if (Array.isArray(value)) value.forEach((item) => frontmatterExampleIds(item, out));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'example' && typeof item === 'string') out.push(item);
      else frontmatterExampleIds(item, out);
    }
  }
  return out;
}
