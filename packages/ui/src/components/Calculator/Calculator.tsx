import {
  calculateMortgage,
  DEFAULT_CALCULATOR_INPUTS,
  formatUsd,
  parseAmount,
  type CalculatorInputs,
  type Language,
  type MortgageBreakdown,
} from '@broker/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { fill } from '../../cx';
import { Button } from '../Button/Button';
import { FeatureCard } from '../Card/Card';
import { CardGrid } from '../CardGrid/CardGrid';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Calculator.css';

export interface CalculatorCopy {
  inputsHeading: string;
  resultsHeading: string;
  homePrice: string;
  downPayment: string;
  loanTerm: string;
  interestRate: string;
  /** Annual figures: say so in the label. */
  propertyTax: string;
  homeInsurance: string;
  pmi: string;
  /** Monthly figure: say so in the label. */
  hoa: string;
  /** Accessible name of the number field next to the term slider. */
  loanTermField: string;
  /** Accessible name of the number field next to the rate slider. */
  interestRateField: string;
  years: string;
  loanAmount: string;
  principalInterest: string;
  propertyTaxRow: string;
  homeInsuranceRow: string;
  pmiRow: string;
  hoaRow: string;
  total: string;
  /** Read by screen readers after a change; `{total}` is the new total. */
  totalAnnouncement: string;
  apply: string;
}

export interface CalculatorExplanations {
  heading: string;
  items: ReadonlyArray<{ icon?: string; title: string; text: string }>;
}

export interface CalculatorProps {
  language: Language;
  copy: CalculatorCopy;
  /** The external loan-application portal. */
  applyHref: string;
  /** The four explanation cards (principal and interest, taxes, insurance, PMI). */
  explanations?: CalculatorExplanations;
  /** Estimate disclaimer under the result. */
  note?: string;
  initialInputs?: Partial<CalculatorInputs>;
  /** Called after each change with the inputs and the result (e.g. to record the calculator journey). */
  onCalculate?: (inputs: CalculatorInputs, result: MortgageBreakdown) => void;
}

type FieldName = keyof CalculatorInputs;
type Texts = Record<FieldName, string>;

export const LOAN_TERM_RANGE = { min: 15, max: 30, step: 1 } as const;
export const INTEREST_RATE_RANGE = { min: 3, max: 10, step: 0.1 } as const;
/** Quiet time before the new total is announced, so typing does not flood the screen reader. */
export const ANNOUNCE_DELAY_MS = 700;

const toTexts = (inputs: CalculatorInputs): Texts =>
  Object.fromEntries(Object.entries(inputs).map(([key, value]) => [key, String(value)])) as Texts;

const toInputs = (texts: Texts): CalculatorInputs =>
  Object.fromEntries(
    Object.entries(texts).map(([key, value]) => [key, parseAmount(value)]),
  ) as unknown as CalculatorInputs;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Monthly payment calculator: recomputes through core's `calculateMortgage` on every change. */
export function Calculator({
  language,
  copy,
  applyHref,
  explanations,
  note,
  initialInputs,
  onCalculate,
}: CalculatorProps) {
  const id = useId().replace(/:/g, '');
  const [texts, setTexts] = useState<Texts>(() => toTexts({ ...DEFAULT_CALCULATOR_INPUTS, ...initialInputs }));
  const inputs = useMemo(() => toInputs(texts), [texts]);
  const result = useMemo(() => calculateMortgage(inputs), [inputs]);
  const money = (value: number) => formatUsd(value, language);
  const total = money(result.totalPayment);

  const changed = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  const onCalculateRef = useRef(onCalculate);
  onCalculateRef.current = onCalculate;

  useEffect(() => {
    if (!changed.current) return undefined;
    onCalculateRef.current?.(inputs, result);
    const timer = setTimeout(() => setAnnouncement(fill(copy.totalAnnouncement, { total })), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [inputs, result, total, copy.totalAnnouncement]);

  const set = (name: FieldName) => (value: string) => {
    changed.current = true;
    setTexts((current) => ({ ...current, [name]: value }));
  };

  const moneyField = (name: FieldName, label: string, wide = false) => (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label className={styles.label} htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <div className={styles.affix}>
        <span className={styles.prefix} aria-hidden="true">
          $
        </span>
        <input
          id={`${id}-${name}`}
          className={styles.moneyInput}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={texts[name]}
          onChange={(event) => set(name)(event.target.value)}
        />
      </div>
    </div>
  );

  const sliderField = (
    name: 'loanTerm' | 'interestRate',
    label: string,
    fieldLabel: string,
    unit: string,
    range: { min: number; max: number; step: number },
  ) => {
    const value = clamp(inputs[name], range.min, range.max);
    return (
      <div className={`${styles.field} ${styles.wide}`}>
        <label className={styles.label} htmlFor={`${id}-${name}-slider`}>
          {label}
        </label>
        <div className={styles.sliderRow}>
          <input
            id={`${id}-${name}-slider`}
            className={styles.slider}
            type="range"
            min={range.min}
            max={range.max}
            step={range.step}
            value={value}
            aria-valuetext={`${value} ${unit}`}
            onChange={(event) => set(name)(event.target.value)}
          />
          <div className={styles.affix}>
            <input
              className={styles.numberInput}
              type="number"
              aria-label={fieldLabel}
              min={range.min}
              max={range.max}
              step={range.step}
              inputMode="decimal"
              value={texts[name]}
              onChange={(event) => set(name)(event.target.value)}
              onBlur={() => set(name)(String(clamp(inputs[name], range.min, range.max)))}
            />
            <span className={styles.suffix} aria-hidden="true">
              {unit}
            </span>
          </div>
        </div>
        <div className={styles.range} aria-hidden="true">
          <span>
            {range.min} {unit}
          </span>
          <span>
            {range.max} {unit}
          </span>
        </div>
      </div>
    );
  };

  const rows: Array<{ key: string; label: string; value: number; show: boolean }> = [
    { key: 'pi', label: copy.principalInterest, value: result.principalInterest, show: true },
    { key: 'tax', label: copy.propertyTaxRow, value: result.propertyTax, show: true },
    { key: 'insurance', label: copy.homeInsuranceRow, value: result.homeInsurance, show: true },
    { key: 'pmi', label: copy.pmiRow, value: result.pmi, show: result.pmi > 0 },
    { key: 'hoa', label: copy.hoaRow, value: result.hoa, show: result.hoa > 0 },
  ];

  return (
    <div>
      <div className={styles.layout}>
        <form className={styles.panel} aria-labelledby={`${id}-inputs`} onSubmit={(event) => event.preventDefault()}>
          <h2 id={`${id}-inputs`} className={styles.panelHeading}>
            {copy.inputsHeading}
          </h2>
          <div className={styles.fields}>
            {moneyField('homePrice', copy.homePrice)}
            {moneyField('downPayment', copy.downPayment)}
            {sliderField('loanTerm', copy.loanTerm, copy.loanTermField, copy.years, LOAN_TERM_RANGE)}
            {sliderField('interestRate', copy.interestRate, copy.interestRateField, '%', INTEREST_RATE_RANGE)}
            {moneyField('propertyTax', copy.propertyTax)}
            {moneyField('homeInsurance', copy.homeInsurance)}
            {moneyField('pmi', copy.pmi)}
            {moneyField('hoa', copy.hoa)}
          </div>
        </form>
        <section className={styles.results} aria-labelledby={`${id}-results`}>
          <h2 id={`${id}-results`} className={styles.panelHeading}>
            {copy.resultsHeading}
          </h2>
          <p className={styles.loanAmount}>
            {copy.loanAmount}: <strong>{money(result.loanAmount)}</strong>
          </p>
          <dl className={styles.breakdown}>
            {rows
              .filter((row) => row.show)
              .map((row) => (
                <div key={row.key} className={styles.row}>
                  <dt className={styles.term}>{row.label}</dt>
                  <dd className={styles.amount}>{money(row.value)}</dd>
                </div>
              ))}
            <div className={styles.totalRow}>
              <dt>{copy.total}</dt>
              <dd className={styles.totalAmount}>{total}</dd>
            </div>
          </dl>
          <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
            {announcement}
          </VisuallyHidden>
          <Button href={applyHref} external variant="secondary" fullWidth className={styles.apply}>
            {copy.apply}
          </Button>
          {note ? <p className={styles.note}>{note}</p> : null}
        </section>
      </div>
      {explanations ? (
        <section className={styles.explanations} aria-labelledby={`${id}-explanations`}>
          <h2 id={`${id}-explanations`} className={styles.explanationsHeading}>
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
