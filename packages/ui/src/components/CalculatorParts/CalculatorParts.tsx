import {
  readNumberInput,
  type CalculatorTool,
  type Language,
  type LoanPurpose,
  type NumberInput,
  type NumberParam,
  type PropertyType,
  type ScenarioParam,
  type ScenarioSpec,
} from '@broker/core';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cx, fill } from '../../cx';
import { Button } from '../Button/Button';
import { FeatureCard } from '../Card/Card';
import type { IconName } from '../Icon/Icon';
import { CardGrid } from '../CardGrid/CardGrid';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './CalculatorParts.css';

/** What each problem with a typed number reads as; `{{max}}`, `{{min}}` and `{{value}}` are filled in. */
export interface FieldIssueCopy {
  empty: string;
  notNumber: string;
  negative: string;
  tooLarge: string;
  tooSmall: string;
  notWhole: string;
  /** A value refused rather than replaced (a loan term): `{{min}}` to `{{max}}`. */
  outOfRange: string;
}

/** Words every calculator shares. */
export interface ToolCopy {
  issues: FieldIssueCopy;
  /** In place of the results while a field the estimate needs is refused: `{{field}}` is its label. */
  enterValid: string;
  /** Under every result: an estimate, not an offer to lend; the rate is illustrative. */
  disclaimer: string;
  sendScenario: string;
  sendScenarioHint: string;
  print: string;
  /** Printed with the address of the scenario. */
  printLink: string;
  apply: string;
}

export interface Explanations {
  heading: string;
  items: ReadonlyArray<{ icon?: IconName; title: string; text: string }>;
}

type ScenarioCodec = typeof import('@broker/core/scenario');
let codec: Promise<ScenarioCodec> | undefined;

/** Loads the scenario codec (reading and writing the address) once; it is not needed for the first view. */
export function loadScenarioCodec(): Promise<ScenarioCodec> {
  codec ??= import(/* webpackChunkName: "calculator-scenario" */ '@broker/core/scenario');
  return codec;
}

/** The scenario codec once `needed` (an address with a query, or a first change); null until loaded. */
export function useScenarioCodec(needed: boolean): ScenarioCodec | null {
  const [loaded, setLoaded] = useState<ScenarioCodec | null>(null);
  useEffect(() => {
    if (needed && !loaded) void loadScenarioCodec().then((module) => setLoaded(module));
  }, [needed, loaded]);
  return loaded;
}

/** Quiet time before a new result is announced, so typing does not flood the screen reader. */
export const ANNOUNCE_DELAY_MS = 700;

/** The message for a field's reading, or undefined when the text was fine. */
export function issueText(
  copy: FieldIssueCopy,
  reading: NumberInput,
  format: (value: number) => string,
  limits: { min?: number; max: number },
): string | undefined {
  if (!reading.issue) return undefined;
  return fill(copy[reading.issue], {
    max: format(limits.max),
    min: format(limits.min ?? 0),
    value: format(reading.value),
  });
}

/** What a calculator's number box holds: dollars, a percentage or a number of years. */
export type AmountKind = 'money' | 'percent' | 'years';

/**
 * A calculator's number boxes, one call per field: each box shows its unit ($, %, or the word for
 * years in the number of its value), the numeric keypad for years, and its refusal in the field's
 * own terms. `format` writes dollars, percentages (three decimals at most unless given) and the word
 * for years in the page's language.
 */
export function numberBoxes<F extends string>(
  id: string,
  fields: { texts: Record<F, string>; reads: Record<F, NumberInput>; edit: (field: F, text: string) => void },
  spec: Readonly<Record<F, ScenarioParam>>,
  issues: FieldIssueCopy,
  format: {
    money: (value: number) => string;
    percent?: (value: number) => string;
    yearsUnit: (value: number) => string;
  },
) {
  const years = (value: number) => `${value} ${format.yearsUnit(value)}`;
  const percent = format.percent ?? ((value: number) => `${plain(value, 3)}%`);
  return (name: F, label: string, kind: AmountKind, hint?: string) => {
    const read = fields.reads[name];
    return (
      <NumberField
        id={`${id}-${name}`}
        label={label}
        value={fields.texts[name]}
        onChange={(text) => fields.edit(name, text)}
        prefix={kind === 'money' ? '$' : undefined}
        suffix={
          kind === 'percent'
            ? '%'
            : kind === 'years'
              ? format.yearsUnit(read.issue === 'outOfRange' ? 0 : read.value)
              : undefined
        }
        hint={hint}
        inputMode={kind === 'years' ? 'numeric' : 'decimal'}
        issue={issueText(
          issues,
          read,
          kind === 'percent' ? percent : kind === 'years' ? years : format.money,
          spec[name] as NumberParam,
        )}
      />
    );
  };
}

/**
 * What the results area says while the first of `refused` is refused: "enter a valid value for
 * {{field}}", with the field's label; undefined while every field the estimate needs is usable.
 */
export function unavailableText<F extends string>(
  copy: ToolCopy,
  refused: readonly F[],
  labels: Partial<Record<F, string>>,
): string | undefined {
  const first = refused.find((field) => labels[field] !== undefined);
  return first === undefined ? undefined : fill(copy.enterValid, { field: labels[first] ?? '' });
}

/** Text announced politely once `text` has stopped changing for a moment (only after a change). */
export function useAnnouncement(text: string, active: boolean): string {
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setAnnouncement(text), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, active]);
  return announcement;
}

/** Calls `onChange` with `value` after each change (not on the first render). */
export function useReportChange<T>(value: T, active: boolean, onChange: ((value: T) => void) | undefined): void {
  const callback = useRef(onChange);
  callback.current = onChange;
  useEffect(() => {
    if (active) callback.current?.(value);
  }, [value, active]);
}

export interface NumberFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  /** `$` before the number. */
  prefix?: string;
  /** Unit after the number: `%`, `years`, `/mo`. */
  suffix?: string;
  hint?: ReactNode;
  /** What is wrong with the text (shown, and read with the field). */
  issue?: string;
  /** The label is read, not shown (a visible legend names the group). */
  hiddenLabel?: boolean;
  wide?: boolean;
  inputMode?: 'decimal' | 'numeric';
  /** Shown after the input (e.g. a button). */
  after?: ReactNode;
  /** Id of a problem message shown elsewhere (e.g. under a slider row), read with the field. */
  issueId?: string;
}

/** A labelled number box with its unit, hint and problem message, all tied to the input. */
export function NumberField({
  id,
  label,
  value,
  onChange,
  onFocus,
  onBlur,
  prefix,
  suffix,
  hint,
  issue,
  hiddenLabel,
  wide,
  inputMode = 'decimal',
  after,
  issueId,
}: NumberFieldProps) {
  const described = [hint ? `${id}-hint` : '', issue ? `${id}-issue` : '', issueId ?? ''].filter(Boolean).join(' ');
  return (
    <div className={cx(styles.field, wide && styles.wide)}>
      <label className={cx(styles.label)} htmlFor={id}>
        {hiddenLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label}
      </label>
      <Affixed
        id={id}
        value={value}
        onChange={onChange}
        onFocus={onFocus}
        onBlur={onBlur}
        prefix={prefix}
        suffix={suffix}
        inputMode={inputMode}
        invalid={Boolean(issue || issueId)}
        describedBy={described}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {issue ? (
        <p id={`${id}-issue`} className={styles.issue}>
          {issue}
        </p>
      ) : null}
      {after}
    </div>
  );
}

export interface ChoiceFieldProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  hint?: ReactNode;
  /** Spans the row (an option too long for half of it). */
  wide?: boolean;
}

/**
 * A labelled choice among a calculator's fixed options (a county, a month, who pays), with its hint;
 * on paper, the option chosen as text.
 */
export function ChoiceField<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  hint,
  wide,
}: ChoiceFieldProps<T>) {
  return (
    <div className={cx(styles.field, wide && styles.wide)}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={cx(styles.input, styles.select)}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <span className={styles.printOnly}>{options.find((option) => option.value === value)?.label}</span>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

interface AffixedProps {
  id: string;
  value: string;
  onChange: (text: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  prefix?: string;
  suffix?: string;
  inputMode: 'decimal' | 'numeric';
  invalid: boolean;
  describedBy?: string;
  label?: string;
}

/**
 * Text typed before the calculator's code loaded (the page shows the form from its HTML first) is
 * adopted when the field hydrates, so no keystroke is lost.
 */
function useAdoptTypedValue(value: string, onChange: (text: string) => void) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
    // Only at mount: afterwards React owns the value.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, with the first render's value
  }, []);
  return input;
}

function Affixed({
  id,
  value,
  onChange,
  onFocus,
  onBlur,
  prefix,
  suffix,
  inputMode,
  invalid,
  describedBy,
  label,
}: AffixedProps) {
  const input = useAdoptTypedValue(value, onChange);
  return (
    <div className={styles.affix}>
      {prefix ? (
        <span className={styles.prefix} aria-hidden="true">
          {prefix}
        </span>
      ) : null}
      <input
        ref={input}
        id={id}
        className={cx(
          styles.input,
          prefix && styles.withPrefix,
          suffix && (suffix.length > 2 ? styles.withSuffix : styles.withShortSuffix),
        )}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        onBlur={onBlur}
      />
      {suffix ? (
        <span className={styles.suffix} aria-hidden="true">
          {suffix}
        </span>
      ) : null}
    </div>
  );
}

export interface AmountOrPercentProps {
  id: string;
  legend: string;
  amountLabel: string;
  percentLabel: string;
  amount: string;
  percent: string;
  onAmount: (text: string) => void;
  onPercent: (text: string) => void;
  hint?: ReactNode;
  issue?: string;
}

/** One figure as dollars or as a percent of the price, side by side, kept in step by the caller. */
export function AmountOrPercent({
  id,
  legend,
  amountLabel,
  percentLabel,
  amount,
  percent,
  onAmount,
  onPercent,
  hint,
  issue,
}: AmountOrPercentProps) {
  const described = [hint ? `${id}-hint` : '', issue ? `${id}-issue` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.pair}>
        <Affixed
          id={`${id}-amount`}
          label={amountLabel}
          value={amount}
          onChange={onAmount}
          prefix="$"
          inputMode="decimal"
          invalid={Boolean(issue)}
          describedBy={described}
        />
        <Affixed
          id={`${id}-percent`}
          label={percentLabel}
          value={percent}
          onChange={onPercent}
          suffix="%"
          inputMode="decimal"
          invalid={Boolean(issue)}
          describedBy={described}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {issue ? (
        <p id={`${id}-issue`} className={styles.issue}>
          {issue}
        </p>
      ) : null}
    </fieldset>
  );
}

export interface ResultRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** Label/value rows of a result, with an optional emphasised last row. */
export function ResultList({ rows, total }: { rows: readonly ResultRow[]; total?: ResultRow }) {
  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div key={row.key} className={styles.row}>
          <dt className={styles.term}>{row.label}</dt>
          <dd className={styles.amount}>{row.value}</dd>
        </div>
      ))}
      {total ? (
        <div className={styles.totalRow}>
          <dt>{total.label}</dt>
          <dd className={styles.headline}>{total.value}</dd>
        </div>
      ) : null}
    </dl>
  );
}

export interface ToolLayoutProps {
  id: string;
  inputsHeading: string;
  resultsHeading: string;
  copy: ToolCopy;
  inputs: ReactNode;
  results: ReactNode;
  /** Read politely after changes. */
  announcement: string;
  /** The page's own estimate note, under the shared disclaimer. */
  note?: string;
  /** Sends the scenario to a loan officer; the button shows only with it. */
  onSend?: () => void;
  applyHref: string;
  /** Printed under the results: the address of this scenario. */
  printUrl?: string;
  explanations?: Explanations;
  /** Between the calculator and the explanations (e.g. the amortization schedule). */
  children?: ReactNode;
  /**
   * Said in place of the results while a field the estimate needs is refused (figures computed
   * from an empty or refused box would be figures computed from nothing).
   */
  unavailable?: string;
}

/** The frame every calculator shares: inputs, live results, actions, disclaimers, explanations. */
export function ToolLayout({
  id,
  inputsHeading,
  resultsHeading,
  copy,
  inputs,
  results,
  announcement,
  note,
  onSend,
  applyHref,
  printUrl,
  explanations,
  children,
  unavailable,
}: ToolLayoutProps) {
  return (
    <div className={styles.printRoot}>
      <div className={styles.layout}>
        <form className={styles.panel} aria-labelledby={`${id}-inputs`} onSubmit={(event) => event.preventDefault()}>
          <h2 id={`${id}-inputs`} className={styles.panelHeading}>
            {inputsHeading}
          </h2>
          <div className={styles.fields}>{inputs}</div>
        </form>
        <section className={styles.results} aria-labelledby={`${id}-results`}>
          <h2 id={`${id}-results`} className={styles.panelHeading}>
            {resultsHeading}
          </h2>
          {unavailable ? (
            <p className={styles.notice} data-unavailable="">
              {unavailable}
            </p>
          ) : (
            results
          )}
          <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
            {announcement}
          </VisuallyHidden>
          <p className={styles.note}>{copy.disclaimer}</p>
          {note ? <p className={styles.note}>{note}</p> : null}
          <div className={cx(styles.actions, styles.noPrint)}>
            {onSend ? (
              <>
                <Button
                  variant="primary"
                  fullWidth
                  className={styles.wrapButton}
                  onClick={onSend}
                  aria-describedby={`${id}-send-hint`}
                >
                  {copy.sendScenario}
                </Button>
                <p id={`${id}-send-hint`} className={styles.hint}>
                  {copy.sendScenarioHint}
                </p>
              </>
            ) : null}
            <Button href={applyHref} external variant="outline" fullWidth className={styles.wrapButton}>
              {copy.apply}
            </Button>
            <button type="button" className={styles.textButton} onClick={() => window.print()}>
              {copy.print}
            </button>
          </div>
          {printUrl ? (
            <p className={cx(styles.note, styles.printOnly)}>
              {copy.printLink} {printUrl}
            </p>
          ) : null}
        </section>
      </div>
      {children}
      {explanations ? (
        <section className={styles.explanations} aria-labelledby={`${id}-explanations`} data-print="hide">
          <h2 id={`${id}-explanations`} className={styles.sectionHeading}>
            {explanations.heading}
          </h2>
          <CardGrid columns={4}>
            {explanations.items.map((item) => (
              <FeatureCard key={item.title} {...item} />
            ))}
          </CardGrid>
        </section>
      ) : null}
    </div>
  );
}

/**
 * A number as a person would type it back: no grouping, at most `decimals` decimals, never in
 * exponent notation (a down payment of $1,000,000,000 on a price of a fraction of a cent is a
 * percent with 22 digits, not `1e+21`); a result too large to hold is 0.
 */
export function plain(value: number, decimals = 2): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  if (!Number.isFinite(rounded)) return '0';
  return Math.abs(rounded) < 1e21 ? String(rounded) : BigInt(Math.round(rounded)).toString();
}

/** What "Send this scenario to a loan officer" hands the page: the figures and the form's prefill. */
export interface ToolScenario {
  tool: CalculatorTool;
  /** The scenario's query string (without `?`). */
  query: string;
  /** What the visitor entered, keyed by the calculator's field names. */
  inputs: Record<string, number | string>;
  /** What the calculator showed. */
  results: Record<string, number | null>;
  /** What the pre-qualification form can be filled with. */
  prefill: { propertyValue?: number; downPayment?: number; loanPurpose: LoanPurpose; propertyType?: PropertyType };
}

/** What every calculator takes from its page, whatever it computes. */
export interface ToolPageProps {
  language: Language;
  /** The external loan-application portal. */
  applyHref: string;
  explanations?: Explanations;
  /** The page's own estimate note, under the shared disclaimer. */
  note?: string;
  /** A scenario's query string to show (e.g. the page address's); applied whenever it changes. */
  query?: string;
  /** Called with the scenario's query string after each change. */
  onQueryChange?: (query: string) => void;
  /** "Send this scenario to a loan officer"; the button shows only with it. */
  onSendScenario?: (scenario: ToolScenario) => void;
  /** Printed under the results: the address of this page, the scenario's query is added. */
  printUrl?: string;
  /** Called after each change (e.g. to record the calculator journey). */
  onCalculate?: () => void;
}

/**
 * The props of {@link ToolLayout} every calculator sets the same way from its page, its copy and
 * its fields: the headings, the page's note, links and explanations, the printed address with the
 * scenario, and "Send This Scenario" sending what `scenario` describes with the address's query as
 * it stands.
 */
export function toolFrame(
  page: Omit<ToolPageProps, 'onCalculate'>,
  copy: { inputsHeading: string; resultsHeading: string; tool: ToolCopy },
  fields: { scenarioQuery?: string; queryNow(): Promise<string> },
  scenario: () => Omit<ToolScenario, 'query'>,
) {
  const { onSendScenario, printUrl } = page;
  return {
    inputsHeading: copy.inputsHeading,
    resultsHeading: copy.resultsHeading,
    copy: copy.tool,
    note: page.note,
    applyHref: page.applyHref,
    explanations: page.explanations,
    printUrl: printUrl && fields.scenarioQuery ? `${printUrl}?${fields.scenarioQuery}` : printUrl,
    onSend: onSendScenario
      ? () => void fields.queryNow().then((query) => onSendScenario({ ...scenario(), query }))
      : undefined,
  } satisfies Partial<ToolLayoutProps>;
}

/** Two boxes for one figure: dollars, or a percent of `base` (down payment, property tax). */
export interface FieldPair<F extends string> {
  amount: F;
  percent: F;
  base: F;
}

export interface CalculatorFieldsOptions<F extends string> {
  /** The calculator's address parameters, named like its fields; ranges come from here. */
  spec: Readonly<Record<F, ScenarioParam>>;
  /** The fields' starting text. */
  initial: Readonly<Record<F, string>>;
  /** Fields an empty box is a problem for: the results wait for a value. */
  required?: readonly F[];
  pairs?: ReadonlyArray<FieldPair<F>>;
  /** Left out of the address while 0 (e.g. an extra payment). */
  omitWhenZero?: readonly F[];
  /** Fields whose text below their range is refused, never replaced by the minimum (a loan term). */
  refuseBelowMin?: readonly F[];
  /** A query string to apply whenever it changes (the page address's). */
  query?: string;
}

/**
 * The state every calculator keeps: the text of each field as typed, which box of each pair
 * leads, whether the visitor changed anything, and the scenario's query string. Reads each field
 * through core's `readNumberInput` with the range of its address parameter.
 */
export function useCalculatorFields<F extends string>({
  spec,
  initial,
  required = [],
  pairs = [],
  omitWhenZero = [],
  refuseBelowMin = [],
  query,
}: CalculatorFieldsOptions<F>) {
  const [texts, setTexts] = useState<Record<F, string>>(() => ({ ...initial }));
  const [percentLeads, setPercentLeads] = useState<ReadonlySet<F>>(() => new Set());
  const [changed, setChanged] = useState(false);
  const codec = useScenarioCodec(changed || Boolean(query));

  const limitsOf = (field: F) => {
    const param = spec[field] as NumberParam;
    return {
      min: param.min,
      max: param.max,
      whole: param.decimals === 0,
      required: required.includes(field),
      refuseBelowMin: refuseBelowMin.includes(field),
    };
  };
  const readText = (all: Record<F, string>, field: F) => readNumberInput(all[field], limitsOf(field));
  /** Fills in the box of each pair that follows the one that leads. */
  const follow = (all: Record<F, string>, leads: ReadonlySet<F>, typed?: F): Record<F, string> => {
    const next = { ...all };
    for (const { amount, percent, base } of pairs) {
      const baseValue = readText(next, base).value;
      if (leads.has(amount) && typed !== percent) {
        next[percent] = baseValue > 0 ? plain((readText(next, amount).value / baseValue) * 100, 3) : '0';
      } else if (leads.has(percent) && typed !== amount) {
        next[amount] = plain((baseValue * readText(next, percent).value) / 100);
      }
    }
    return next;
  };

  const leadsNow = (extra?: { lead: F; follower: F }) => {
    const leads = new Set<F>(pairs.map((p) => (percentLeads.has(p.amount) ? p.percent : p.amount)));
    if (extra) {
      leads.delete(extra.follower);
      leads.add(extra.lead);
    }
    return leads;
  };

  /** Sets what the visitor typed in `field`; in a pair, the box typed in leads from now on. */
  const edit = (field: F, text: string) => {
    setChanged(true);
    const pair = pairs.find((p) => p.amount === field || p.percent === field);
    const lead = pair ? { lead: field, follower: field === pair.amount ? pair.percent : pair.amount } : undefined;
    if (pair) {
      setPercentLeads((current) => {
        const next = new Set(current);
        if (field === pair.percent) next.add(pair.amount);
        else next.delete(pair.amount);
        return next;
      });
    }
    setTexts((current) => follow({ ...current, [field]: text }, leadsNow(lead), field));
  };

  // A scenario from the address replaces the fields it names; a pair leads with the box it names.
  useEffect(() => {
    if (!query || !codec) return;
    const values = codec.readScenario(spec, query) as Record<string, number | string>;
    const leads = new Set(percentLeads);
    for (const { amount, percent } of pairs) {
      if (amount in values) leads.delete(amount);
      else if (percent in values) leads.add(amount);
    }
    setPercentLeads(leads);
    const written = new URLSearchParams(query);
    setTexts((current) => {
      const next = { ...current };
      for (const [field, value] of Object.entries(values)) {
        next[field as F] = typeof value === 'number' ? plain(value, 3) : value;
        // A term below its range stays as written, for its field to refuse (0 is not 15 years).
        const typed = written.get(field);
        if (
          refuseBelowMin.includes(field as F) &&
          typed !== null &&
          Number(typed) < (spec[field as F] as NumberParam).min
        )
          next[field as F] = typed;
      }
      const leading = new Set<F>(pairs.map((p) => (leads.has(p.amount) ? p.percent : p.amount)));
      return follow(next, leading);
    });
    // Only when the address's scenario changes (or the codec that reads it arrives): the visitor's
    // own choice of leading boxes (percentLeads) must not apply the address again. spec, pairs and
    // follow's rules are the calculator's constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [query, codec]);

  const reads = useMemo(() => {
    const out = {} as Record<F, NumberInput>;
    for (const field of Object.keys(spec) as F[]) if (!('options' in spec[field])) out[field] = readText(texts, field);
    return out;
    // The readings change with the texts alone: spec and required (readText's ranges) are the
    // calculator's constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [texts]);

  /** The value of a pair in dollars, whichever box leads. */
  const amountOf = (pair: FieldPair<F>) =>
    percentLeads.has(pair.amount)
      ? (reads[pair.base].value * reads[pair.percent].value) / 100
      : reads[pair.amount].value;

  const scenarioValues: Record<string, number | string> = {};
  for (const field of Object.keys(spec) as F[]) {
    const pair = pairs.find((p) => p.amount === field || p.percent === field);
    if (pair && (field === pair.percent) !== percentLeads.has(pair.amount)) continue;
    if ('options' in spec[field]) scenarioValues[field] = texts[field];
    else if (reads[field].issue === 'outOfRange') continue;
    else if (!(omitWhenZero.includes(field) && reads[field].value === 0)) scenarioValues[field] = reads[field].value;
  }
  const scenarioQuery = codec ? codec.writeScenario(spec, scenarioValues as never) : undefined;

  /**
   * Fields the estimate cannot use, in the spec's order: a value refused rather than replaced (a
   * term below its range), or a required field left empty, not a number or negative.
   */
  const refused = (Object.keys(reads) as F[]).filter((field) => {
    const { issue } = reads[field];
    return (
      issue === 'outOfRange' ||
      (required.includes(field) && (issue === 'empty' || issue === 'notNumber' || issue === 'negative'))
    );
  });

  return {
    texts,
    reads,
    changed,
    refused,
    edit,
    amountOf,
    /** Whether the percent box of the pair whose dollar box is `amount` leads. */
    percentLeads: (amount: F) => percentLeads.has(amount),
    scenarioQuery,
    /** The scenario's query string now (loads the codec if needed). */
    async queryNow(): Promise<string> {
      const { writeScenario } = await loadScenarioCodec();
      return writeScenario(spec as ScenarioSpec, scenarioValues as never);
    },
  };
}
