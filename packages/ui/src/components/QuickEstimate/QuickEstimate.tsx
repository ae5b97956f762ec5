import {
  calculateMortgage,
  DEFAULT_CALCULATOR_INPUTS,
  estimatePmi,
  formatUsd,
  MAX_CALCULATOR_AMOUNT,
  MAX_CALCULATOR_RATE,
  readNumberInput,
  SCENARIO_SPECS,
  writeScenario,
  type Language,
} from '@broker/core';
import { pluralText } from '@broker/core/text';
import { useState } from 'react';
import { fill } from '../../cx';
import { useDomId } from '../../hooks/useDomId';
import { useLinkComponent } from '../../link';
import type { CalculatorCopy, CalculatorFigures } from '../Calculator/Calculator';
import { issueText, NumberField, plain, ResultList, useAnnouncement } from '../CalculatorParts/CalculatorParts';
import * as parts from '../CalculatorParts/CalculatorParts.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './QuickEstimate.css';

export interface QuickEstimateCopy {
  heading: string;
  lead?: string;
  /** What else the estimate assumes (after the calculator's property-tax hint); `{{insurance}}` is the yearly insurance used. */
  assumptions: string;
  /** The link that opens this scenario in the full payment calculator. */
  openCalculator: string;
}

export interface QuickEstimateProps {
  language: Language;
  copy: QuickEstimateCopy;
  /** The payment calculator's own words: field labels, result rows, disclaimer. */
  calculator: CalculatorCopy;
  /** The county's property tax and the PMI range, as the full calculator uses them. */
  figures: Required<CalculatorFigures>;
  /** The payment calculator page's estimate note. */
  note?: string;
  /** The full payment calculator's address; the scenario is added as its query. */
  calculatorHref: string;
}

/** Loan terms offered here; the full calculator takes any whole number of years from 15 to 30. */
export const QUICK_TERMS = [30, 20, 15] as const;

const PRICE_LIMITS = { max: MAX_CALCULATOR_AMOUNT, required: true } as const;
const RATE_LIMITS = { max: MAX_CALCULATOR_RATE, required: true } as const;

/**
 * A short payment estimate for a first screen: price, down payment, rate and term, worked out by
 * core's `calculateMortgage` with the full calculator's assumptions (the county's property tax, its
 * default insurance, estimated PMI below 20% down), and a link that opens the same scenario in the
 * full calculator, where the total reads the same.
 */
export function QuickEstimate({ language, copy, calculator, figures, note, calculatorHref }: QuickEstimateProps) {
  const id = useDomId();
  const Link = useLinkComponent();
  const defaults = DEFAULT_CALCULATOR_INPUTS;
  const [texts, setTexts] = useState({
    price: plain(defaults.homePrice),
    down: plain(defaults.downPayment),
    rate: plain(defaults.interestRate, 3),
  });
  const [term, setTerm] = useState<number>(defaults.loanTerm);
  const [changed, setChanged] = useState(false);
  const edit = (field: keyof typeof texts) => (text: string) => {
    setTexts((current) => (current[field] === text ? current : { ...current, [field]: text }));
    setChanged(true);
  };

  const money = (value: number) => formatUsd(value, language);
  const percent = (value: number) => `${plain(value, 3)}%`;
  const price = readNumberInput(texts.price, PRICE_LIMITS);
  const down = readNumberInput(texts.down, { max: Math.max(price.value, 0) });
  const rate = readNumberInput(texts.rate, RATE_LIMITS);

  const loanAmount = Math.max(0, price.value - down.value);
  const pmi = estimatePmi({ homePrice: price.value, loanAmount, annualRate: figures.pmiRates });
  const propertyTax = (price.value * figures.propertyTax.percent) / 100;
  const result = calculateMortgage({
    homePrice: price.value,
    downPayment: down.value,
    loanTerm: term,
    interestRate: rate.value,
    propertyTax,
    homeInsurance: defaults.homeInsurance,
    pmi: pmi.required ? pmi.annual.middle : 0,
    hoa: 0,
  });
  // The estimate needs a price and a rate it can read; a blank down payment is none.
  const refused =
    price.value <= 0 || price.issue === 'notNumber'
      ? calculator.homePrice
      : rate.issue === 'empty' || rate.issue === 'notNumber'
        ? calculator.interestRate
        : undefined;

  const query = writeScenario(SCENARIO_SPECS.payment, {
    price: price.value,
    down: down.value,
    term,
    rate: rate.value,
    taxpct: figures.propertyTax.percent,
  });
  const total = money(result.totalPayment);
  const unavailable = refused === undefined ? undefined : fill(calculator.tool.enterValid, { field: refused });
  const announcement = useAnnouncement(unavailable ?? fill(calculator.totalAnnouncement, { total }), changed);
  const years = (value: number) => `${value} ${pluralText(calculator, 'years', value, language)}`;

  const rows = [
    { key: 'pi', label: calculator.principalInterest, value: money(result.principalInterest) },
    { key: 'tax', label: calculator.propertyTaxRow, value: money(result.propertyTax) },
    { key: 'insurance', label: calculator.homeInsuranceRow, value: money(result.homeInsurance) },
    ...(result.pmi > 0
      ? [
          {
            key: 'pmi',
            label: fill(calculator.pmiRowEstimate, {
              rate: percent((figures.pmiRates.low + figures.pmiRates.high) / 2),
            }),
            value: money(result.pmi),
          },
        ]
      : []),
  ];

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {copy.heading}
      </h2>
      {copy.lead ? <p className={styles.lead}>{copy.lead}</p> : null}
      <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-labelledby={`${id}-heading`}>
        <NumberField
          id={`${id}-price`}
          label={calculator.homePrice}
          value={texts.price}
          onChange={edit('price')}
          prefix="$"
          issue={issueText(calculator.tool.issues, price, money, PRICE_LIMITS)}
        />
        <NumberField
          id={`${id}-down`}
          label={calculator.downPayment}
          value={texts.down}
          onChange={edit('down')}
          prefix="$"
          issue={issueText(calculator.tool.issues, down, money, { max: Math.max(price.value, 0) })}
        />
        <NumberField
          id={`${id}-rate`}
          label={calculator.interestRate}
          value={texts.rate}
          onChange={edit('rate')}
          suffix="%"
          issue={issueText(calculator.tool.issues, rate, percent, RATE_LIMITS)}
        />
        <div className={parts.field}>
          <label className={parts.label} htmlFor={`${id}-term`}>
            {calculator.loanTerm}
          </label>
          <select
            id={`${id}-term`}
            className={`${parts.input} ${parts.select}`}
            value={term}
            onChange={(event) => {
              setTerm(Number(event.target.value));
              setChanged(true);
            }}
          >
            {QUICK_TERMS.map((years_) => (
              <option key={years_} value={years_}>
                {years(years_)}
              </option>
            ))}
          </select>
        </div>
      </form>
      <div className={styles.result}>
        <VisuallyHidden role="status" aria-live="polite">
          {announcement}
        </VisuallyHidden>
        {unavailable ? (
          <p className={parts.notice}>{unavailable}</p>
        ) : (
          <>
            <p className={parts.lead}>
              {calculator.loanAmount}: <strong>{money(result.loanAmount)}</strong>
            </p>
            <ResultList rows={rows} total={{ key: 'total', label: calculator.total, value: total }} />
          </>
        )}
        <p className={parts.hint}>
          {fill(calculator.propertyTaxHint, {
            rate: percent(figures.propertyTax.percent),
            year: String(figures.propertyTax.year),
          })}{' '}
          {fill(copy.assumptions, { insurance: money(defaults.homeInsurance) })}
        </p>
        <p className={parts.note}>{calculator.tool.disclaimer}</p>
        {note ? <p className={parts.note}>{note}</p> : null}
        <Link className={styles.open} href={query ? `${calculatorHref}?${query}` : calculatorHref}>
          {copy.openCalculator}
        </Link>
      </div>
    </section>
  );
}
