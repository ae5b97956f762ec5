import {
  calculateMortgage,
  DEFAULT_CALCULATOR_INPUTS,
  estimatePmi,
  formatUsd,
  SCENARIO_SPECS,
  type CalculatorInputs,
  type MortgageBreakdown,
  type YearMonth,
} from '@broker/core';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { pluralText } from '@broker/core/text';
import { fill } from '../../cx';
import { useShallowStable } from '../../hooks/useShallowStable';
import {
  AmountOrPercent,
  issueText,
  NumberField,
  plain,
  ResultList,
  ToolLayout,
  unavailableText,
  useAnnouncement,
  useCalculatorFields,
  useReportChange,
  type ToolCopy,
  type ToolScenario,
  toolFrame,
  type ToolPageProps,
} from '../CalculatorParts/CalculatorParts';
import * as parts from '../CalculatorParts/CalculatorParts.css';
import type { ScheduleCopy } from './CalculatorInsights';
import * as styles from './Calculator.css';
import { useDomId } from '../../hooks/useDomId';

export interface CalculatorCopy {
  inputsHeading: string;
  resultsHeading: string;
  homePrice: string;
  downPayment: string;
  /** Accessible names of the two down-payment boxes. */
  downPaymentAmount: string;
  downPaymentPercent: string;
  loanTerm: string;
  interestRate: string;
  /** Annual figures: say so in the label. */
  propertyTax: string;
  propertyTaxAmount: string;
  propertyTaxPercent: string;
  /** `{{rate}}` and `{{year}}`: the county's typical rate for a new owner. */
  propertyTaxHint: string;
  homeInsurance: string;
  pmi: string;
  /** Monthly figure: say so in the label. */
  hoa: string;
  /** Accessible name of the number field next to the term slider. */
  loanTermField: string;
  /** Accessible name of the number field next to the rate slider. */
  interestRateField: string;
  /** The unit after a count of years: "1 year", "30 years" (plural keys: `_one`, `_other`). */
  years_one: string;
  years_other: string;
  loanAmount: string;
  principalInterest: string;
  propertyTaxRow: string;
  homeInsuranceRow: string;
  pmiRow: string;
  /** The PMI row while it holds the calculator's estimate: `{{rate}}` of the loan a year. */
  pmiRowEstimate: string;
  hoaRow: string;
  total: string;
  /** Read by screen readers after a change; `{{total}}` is the new total. */
  totalAnnouncement: string;
  /** Under the PMI field when the loan is at most 80% of the price. */
  pmiNotNeeded: string;
  /** `{{low}}`, `{{high}}` a month; `{{lowRate}}`, `{{highRate}}` of the loan a year. */
  pmiEstimate: string;
  /** Fills the PMI field with the middle of the estimate, `{{amount}}` a year. */
  pmiUseEstimate: string;
  noPrice: string;
  noLoan: string;
  zeroRate: string;
  /** In place of the payment while the loan term is refused. */
  noTerm: string;
  tool: ToolCopy;
  schedule: ScheduleCopy;
}

/** Yearly figures the calculator shows as hints (from the site's figures, with their year). */
export interface CalculatorFigures {
  /** Typical yearly property tax for a new owner, percent of the price. */
  propertyTax?: { percent: number; year: number };
  /** Yearly PMI range, percent of the loan. */
  pmiRates?: { low: number; high: number };
}

export interface CalculatorProps extends Omit<ToolPageProps, 'onCalculate'> {
  copy: CalculatorCopy;
  initialInputs?: Partial<CalculatorInputs>;
  figures?: CalculatorFigures;
  /** Month of the first payment in the schedule and PMI dates (default: next month). */
  firstPayment?: YearMonth;
  /** Called after each change with the inputs and the result (e.g. to record the calculator journey). */
  onCalculate?: (inputs: CalculatorInputs, result: MortgageBreakdown) => void;
}

const SPEC = SCENARIO_SPECS.payment;
type Field = keyof typeof SPEC;

export const LOAN_TERM_RANGE = { min: 15, max: 30, step: 1 } as const;
/** The slider's range; the box takes 0-25%. Rates move in eighths of a point. */
export const INTEREST_RATE_RANGE = { min: 3, max: 10, step: 0.001 } as const;

const PAIRS = [
  { amount: 'down', percent: 'downpct', base: 'price' },
  { amount: 'tax', percent: 'taxpct', base: 'price' },
] as const;
const REQUIRED: readonly Field[] = ['price', 'term', 'rate'];
/** Keys that move a range input. */
const SLIDER_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const percentOf = (part: number, whole: number) => (whole > 0 ? plain((part / whole) * 100, 3) : '0');

function initialTexts(inputs: CalculatorInputs): Record<Field, string> {
  return {
    price: plain(inputs.homePrice),
    down: plain(inputs.downPayment),
    downpct: percentOf(inputs.downPayment, inputs.homePrice),
    term: plain(inputs.loanTerm, 0),
    rate: plain(inputs.interestRate, 3),
    tax: plain(inputs.propertyTax),
    taxpct: percentOf(inputs.propertyTax, inputs.homePrice),
    ins: plain(inputs.homeInsurance),
    pmi: plain(inputs.pmi),
    hoa: plain(inputs.hoa),
    extra: '0',
  };
}

// The schedule, chart and PMI dates load after the first view, on demand.
const loadInsights = () => import(/* webpackChunkName: "calculator-insights" */ './CalculatorInsights');
const SchedulePanel = lazy(() => loadInsights().then((m) => ({ default: m.SchedulePanel })));
const PmiTimelinePanel = lazy(() => loadInsights().then((m) => ({ default: m.PmiTimelinePanel })));
const PmiEstimateNote = lazy(() => loadInsights().then((m) => ({ default: m.PmiEstimateNote })));

/** Monthly payment calculator: recomputes through core's `calculateMortgage` on every change. */
export function Calculator(page: CalculatorProps) {
  const { language, copy, initialInputs, figures, query, onQueryChange, firstPayment, onCalculate } = page;
  const id = useDomId();
  const [initial] = useState(() => initialTexts({ ...DEFAULT_CALCULATOR_INPUTS, ...initialInputs }));
  // Below 20% down the PMI holds the estimate until the visitor enters a figure (0 removes it); a
  // scenario that names its PMI keeps it.
  const [pmiEstimated, setPmiEstimated] = useState(initialInputs?.pmi === undefined);
  useEffect(() => {
    if (query && new URLSearchParams(query).has('pmi')) setPmiEstimated(false);
  }, [query]);
  const fields = useCalculatorFields<Field>({
    spec: SPEC,
    initial,
    required: REQUIRED,
    pairs: PAIRS,
    omitWhenZero: pmiEstimated ? ['extra', 'pmi'] : ['extra'],
    refuseBelowMin: ['term'],
    query,
  });
  const { texts, reads: read, changed } = fields;
  const [editing, setEditing] = useState<Field | null>(null);
  const money = (value: number) => formatUsd(value, language);
  const percent = (value: number) => `${plain(value, 3)}%`;

  const price = read.price.value;
  const downPayment = fields.amountOf(PAIRS[0]);
  const pmiRates = figures?.pmiRates;
  const pmiEstimate = pmiRates
    ? estimatePmi({ homePrice: price, loanAmount: Math.max(0, price - downPayment), annualRate: pmiRates })
    : undefined;
  const estimatedPmi = pmiEstimated && pmiEstimate?.required ? pmiEstimate.annual.middle : undefined;
  const inputs: CalculatorInputs = {
    homePrice: price,
    downPayment,
    loanTerm: read.term.value,
    interestRate: read.rate.value,
    propertyTax: fields.amountOf(PAIRS[1]),
    homeInsurance: read.ins.value,
    pmi: estimatedPmi ?? (pmiEstimated ? 0 : read.pmi.value),
    hoa: read.hoa.value,
  };
  const termRefused = read.term.issue === 'outOfRange';
  // A refused term says so in its own words; an empty price or rate, in the shared ones.
  const unavailable = termRefused
    ? copy.noTerm
    : unavailableText(copy.tool, fields.refused, { price: copy.homePrice, rate: copy.interestRate });
  const stableInputs = useShallowStable(inputs);
  const result = useMemo(() => calculateMortgage(stableInputs), [stableInputs]);
  const needsPmi = price > 0 && result.loanAmount * 100 > price * 80;

  useReportChange(fields.scenarioQuery, changed && fields.scenarioQuery !== undefined, (q) => {
    if (q !== undefined) onQueryChange?.(q);
  });
  useReportChange(result, changed, (r) => onCalculate?.(inputs, r));
  const total = money(result.totalPayment);
  const announcement = useAnnouncement(unavailable ?? fill(copy.totalAnnouncement, { total }), changed);

  const set = (field: Field) => (text: string) => fields.edit(field, text);

  // Not while typing toward a value (2 on the way to 20).
  const issue = (field: Field, format: (value: number) => string) =>
    editing === field && (read[field].issue === 'tooSmall' || read[field].issue === 'outOfRange')
      ? undefined
      : issueText(copy.tool.issues, read[field], format, SPEC[field]);
  const yearsUnit = (value: number) => pluralText(copy, 'years', value, language);
  const years = (value: number) => `${value} ${yearsUnit(value)}`;

  const field = (name: Field, label: string, hint?: ReactNode, after?: ReactNode) => (
    <NumberField
      id={`${id}-${name}`}
      label={label}
      value={name === 'pmi' && pmiEstimated ? plain(inputs.pmi) : texts[name]}
      onChange={
        name === 'pmi'
          ? (text) => {
              setPmiEstimated(false);
              fields.edit('pmi', text);
            }
          : set(name)
      }
      prefix="$"
      hint={hint}
      issue={issue(name, money)}
      after={after}
    />
  );

  const slider = (
    name: 'term' | 'rate',
    label: string,
    fieldLabel: string,
    unit: (value: number) => string,
    range: { min: number; max: number; step: number },
    format: (value: number) => string,
  ) => {
    const value = read[name].value;
    // While the box holds a refused value (a term of 0), the thumb rests at the nearest end of its
    // range (the minimum), and says so.
    const shown = clamp(value, range.min, range.max);
    const refused = read[name].issue === 'outOfRange';
    const problem = issue(name, format);
    const onSlide = (text: string) => {
      const next = Number(text);
      // Rates move in eighths of a point, toward where the thumb went.
      const snapped =
        name === 'rate' ? (next > value ? Math.ceil(next * 8 - 1e-6) : Math.floor(next * 8 + 1e-6)) / 8 : next;
      fields.edit(name, plain(clamp(snapped, range.min, range.max), 3));
    };
    // Using the slider puts the value it shows in the box first when the two differ (a refused term,
    // letters, a rate beyond the slider's range): a key that leaves the thumb where it is (Home at
    // the minimum) fires no change, and the box would keep what it held.
    const adoptShown = () => {
      if (refused || read[name].issue !== undefined || value !== shown) fields.edit(name, plain(shown, 3));
    };
    return (
      <div className={`${parts.field} ${parts.wide}`}>
        <label className={parts.label} htmlFor={`${id}-${name}-slider`}>
          {label}
        </label>
        <div className={parts.sliderRow}>
          <input
            id={`${id}-${name}-slider`}
            className={parts.slider}
            type="range"
            min={range.min}
            max={range.max}
            step={range.step}
            value={shown}
            aria-valuetext={format(shown)}
            onChange={(event) => onSlide(event.target.value)}
            onKeyDown={(event) => {
              if (SLIDER_KEYS.has(event.key)) adoptShown();
            }}
            onPointerDown={adoptShown}
          />
          <NumberField
            id={`${id}-${name}`}
            label={fieldLabel}
            hiddenLabel
            value={texts[name]}
            onChange={set(name)}
            onFocus={() => setEditing(name)}
            onBlur={() => {
              setEditing(null);
              // Out of range or not whole: the box shows the value the calculation uses.
              const kind = read[name].issue;
              if (kind === 'tooSmall' || kind === 'tooLarge' || kind === 'notWhole') fields.edit(name, plain(value, 3));
            }}
            suffix={unit(refused ? 0 : value)}
            inputMode={name === 'term' ? 'numeric' : 'decimal'}
            issueId={problem ? `${id}-${name}-issue` : undefined}
          />
        </div>
        <div className={parts.range} aria-hidden="true">
          <span>{format(range.min)}</span>
          <span>{format(range.max)}</span>
        </div>
        {problem ? (
          <p id={`${id}-${name}-issue`} className={parts.issue}>
            {problem}
          </p>
        ) : null}
      </div>
    );
  };

  const pmiNote =
    needsPmi && pmiRates ? (
      <Suspense fallback={null}>
        <PmiEstimateNote
          copy={copy}
          language={language}
          rates={pmiRates}
          homePrice={price}
          loanAmount={result.loanAmount}
          pmi={inputs.pmi}
          onUse={() => {
            fields.edit('pmi', '0');
            setPmiEstimated(true);
          }}
        />
      </Suspense>
    ) : null;
  const pmiHint = !needsPmi && inputs.pmi > 0 ? copy.pmiNotNeeded : undefined;

  const notice =
    price === 0
      ? copy.noPrice
      : result.loanAmount === 0
        ? copy.noLoan
        : inputs.interestRate === 0
          ? copy.zeroRate
          : null;
  const rows = [
    { key: 'pi', label: copy.principalInterest, value: result.principalInterest, show: true },
    { key: 'tax', label: copy.propertyTaxRow, value: result.propertyTax, show: true },
    { key: 'insurance', label: copy.homeInsuranceRow, value: result.homeInsurance, show: true },
    {
      key: 'pmi',
      label:
        estimatedPmi !== undefined && pmiRates
          ? fill(copy.pmiRowEstimate, { rate: percent((pmiRates.low + pmiRates.high) / 2) })
          : copy.pmiRow,
      value: result.pmi,
      show: result.pmi > 0,
    },
    { key: 'hoa', label: copy.hoaRow, value: result.hoa, show: result.hoa > 0 },
  ]
    .filter((row) => row.show)
    .map((row) => ({ key: row.key, label: row.label, value: money(row.value) }));

  const scenario = (): Omit<ToolScenario, 'query'> => ({
    tool: 'payment',
    inputs: { ...inputs, extraPayment: read.extra.value },
    results: {
      loanAmount: result.loanAmount,
      principalInterest: result.principalInterest,
      monthlyPropertyTax: result.propertyTax,
      monthlyInsurance: result.homeInsurance,
      monthlyPmi: result.pmi,
      monthlyHoa: result.hoa,
      totalPayment: result.totalPayment,
    },
    prefill: { propertyValue: price, downPayment: inputs.downPayment, loanPurpose: 'purchase' },
  });

  const loan = { loanAmount: result.loanAmount, interestRate: inputs.interestRate, loanTerm: inputs.loanTerm };
  const taxHint = figures?.propertyTax
    ? fill(copy.propertyTaxHint, { rate: percent(figures.propertyTax.percent), year: String(figures.propertyTax.year) })
    : undefined;

  return (
    <ToolLayout
      id={id}
      {...toolFrame(page, copy, fields, scenario)}
      announcement={announcement}
      unavailable={unavailable}
      inputs={
        <>
          {field('price', copy.homePrice)}
          <AmountOrPercent
            id={`${id}-down`}
            legend={copy.downPayment}
            amountLabel={copy.downPaymentAmount}
            percentLabel={copy.downPaymentPercent}
            amount={texts.down}
            percent={texts.downpct}
            onAmount={set('down')}
            onPercent={set('downpct')}
            issue={fields.percentLeads('down') ? issue('downpct', percent) : issue('down', money)}
          />
          {slider('term', copy.loanTerm, copy.loanTermField, yearsUnit, LOAN_TERM_RANGE, years)}
          {slider('rate', copy.interestRate, copy.interestRateField, () => '%', INTEREST_RATE_RANGE, percent)}
          <AmountOrPercent
            id={`${id}-tax`}
            legend={copy.propertyTax}
            amountLabel={copy.propertyTaxAmount}
            percentLabel={copy.propertyTaxPercent}
            amount={texts.tax}
            percent={texts.taxpct}
            onAmount={set('tax')}
            onPercent={set('taxpct')}
            hint={taxHint}
            issue={fields.percentLeads('tax') ? issue('taxpct', percent) : issue('tax', money)}
          />
          {field('ins', copy.homeInsurance)}
          {field('pmi', copy.pmi, pmiHint, pmiNote)}
          {field('hoa', copy.hoa)}
        </>
      }
      results={
        <>
          <p className={parts.lead}>
            {copy.loanAmount}: <strong>{money(result.loanAmount)}</strong>
          </p>
          <ResultList rows={rows} total={{ key: 'total', label: copy.total, value: total }} />
          {notice ? <p className={parts.notice}>{notice}</p> : null}
          {needsPmi && result.loanAmount > 0 && inputs.loanTerm > 0 ? (
            <Suspense fallback={null}>
              <PmiTimelinePanel
                copy={copy.schedule}
                language={language}
                loan={loan}
                homePrice={price}
                firstPayment={firstPayment}
              />
            </Suspense>
          ) : null}
        </>
      }
    >
      <ScheduleSection
        id={id}
        copy={copy.schedule}
        autoLoad={read.extra.value > 0}
        render={() => (
          <SchedulePanel
            copy={copy.schedule}
            language={language}
            loan={loan}
            extra={texts.extra}
            extraReading={read.extra}
            issueCopy={copy.tool.issues}
            onExtraChange={set('extra')}
            firstPayment={firstPayment}
            disclaimer={copy.tool.disclaimer}
          />
        )}
      />
    </ToolLayout>
  );
}

/**
 * The amortization schedule's place on the page: its code loads when the section comes near the
 * screen, when the visitor asks for it, or at once when the scenario has an extra payment.
 */
function ScheduleSection({
  id,
  copy,
  autoLoad,
  render,
}: {
  id: string;
  copy: ScheduleCopy;
  autoLoad: boolean;
  render: () => ReactNode;
}) {
  const [shown, setShown] = useState(autoLoad);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (autoLoad) setShown(true);
  }, [autoLoad]);
  useEffect(() => {
    const element = section.current;
    if (shown || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  const placeholder = (
    <button type="button" className={parts.textButton} onClick={() => setShown(true)}>
      {copy.show}
    </button>
  );
  return (
    // Off the printed summary, which keeps to one page.
    <section ref={section} className={styles.schedule} aria-labelledby={`${id}-schedule`} data-print="hide">
      <h2 id={`${id}-schedule`} className={parts.sectionHeading}>
        {copy.heading}
      </h2>
      {shown ? <Suspense fallback={<p className={parts.hint}>{copy.loading}</p>}>{render()}</Suspense> : placeholder}
    </section>
  );
}
