import { affordabilityRange, formatUsd, SCENARIO_SPECS } from '@broker/core';
import { useMemo, useState } from 'react';
import { pluralText } from '@broker/core/text';
import { fill } from '../../cx';
import { useShallowStable } from '../../hooks/useShallowStable';
import {
  numberBoxes,
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
import * as styles from './AffordabilityCalculator.css';
import { useDomId } from '../../hooks/useDomId';

export interface AffordabilityCopy {
  inputsHeading: string;
  resultsHeading: string;
  income: string;
  incomeHint: string;
  debts: string;
  debtsHint: string;
  down: string;
  rate: string;
  term: string;
  /** The unit after a count of years: "1 year", "30 years" (plural keys: `_one`, `_other`). */
  years_one: string;
  years_other: string;
  taxRate: string;
  /** `{{rate}}` and `{{year}}`: the county's typical rate for a new owner. */
  taxRateHint: string;
  insurance: string;
  hoa: string;
  /** The three limits' names and what each means. */
  comfortable: string;
  comfortableText: string;
  qualified: string;
  qualifiedText: string;
  maximum: string;
  maximumText: string;
  price: string;
  loan: string;
  payment: string;
  /** `{{budget}}` a month is `{{ratio}}` of income; `{{debts}}` of other debts. */
  explanation: string;
  /** The housing limit, not the debt limit, set the comfortable budget. */
  limitedByHousing: string;
  limitedByDebt: string;
  /** PMI is counted below 20% down, at `{{rate}}` of the loan a year. */
  pmiIncluded: string;
  noIncome: string;
  debtsTooHigh: string;
  /** `{{price}}`: the comfortable price, read after changes. */
  announcement: string;
  tool: ToolCopy;
}

export interface AffordabilityFigures {
  /** Typical yearly property tax for a new owner, percent of the price. */
  propertyTax?: { percent: number; year: number };
  /** Yearly PMI range, percent of the loan; its middle is counted below 20% down. */
  pmiRates?: { low: number; high: number };
  /** The illustrative rate the calculator starts from, percent. */
  rate?: number;
}

export interface AffordabilityCalculatorProps extends ToolPageProps {
  copy: AffordabilityCopy;
  figures?: AffordabilityFigures;
}

const SPEC = SCENARIO_SPECS.affordability;
type Field = keyof typeof SPEC;

/**
 * How much home an income buys: the price at the 28/36 rule, at the 43% debt-to-income ceiling many
 * lenders use and at the 50% some programs allow (core's `affordabilityRange`), each with
 * its loan and monthly payment, explained in words.
 */
export function AffordabilityCalculator(page: AffordabilityCalculatorProps) {
  const { language, copy, figures, query, onQueryChange, onCalculate } = page;
  const id = useDomId();
  const [initial] = useState<Record<Field, string>>(() => ({
    income: '100000',
    debts: '500',
    down: '40000',
    rate: plain(figures?.rate ?? 6.5, 3),
    term: '30',
    taxpct: plain(figures?.propertyTax?.percent ?? 2, 3),
    ins: '4000',
    hoa: '0',
  }));
  const fields = useCalculatorFields<Field>({
    spec: SPEC,
    initial,
    required: ['income', 'rate', 'term'],
    refuseBelowMin: ['term'],
    query,
  });
  const { reads, changed } = fields;
  const money = (value: number) => formatUsd(value, language);
  const percent = (value: number) => `${plain(value, 3)}%`;
  const pmiRate = figures?.pmiRates ? (figures.pmiRates.low + figures.pmiRates.high) / 2 : 0;

  const input = {
    annualIncome: reads.income.value,
    monthlyDebts: reads.debts.value,
    downPayment: reads.down.value,
    interestRate: reads.rate.value,
    loanTerm: reads.term.value,
    propertyTaxRate: reads.taxpct.value,
    homeInsurance: reads.ins.value,
    hoa: reads.hoa.value,
    pmiRate,
  };
  const stableInput = useShallowStable(input);
  const range = useMemo(() => affordabilityRange(stableInput), [stableInput]);
  const [comfortable] = range;

  useReportChange(fields.scenarioQuery, changed && fields.scenarioQuery !== undefined, (q) => {
    if (q !== undefined) onQueryChange?.(q);
  });
  useReportChange(range, changed, () => onCalculate?.());
  const unavailable = unavailableText(copy.tool, fields.refused, {
    income: copy.income,
    rate: copy.rate,
    term: copy.term,
  });
  const announcement = useAnnouncement(
    unavailable ?? fill(copy.announcement, { price: money(comfortable?.maxHomePrice ?? 0) }),
    changed,
  );
  const yearsUnit = (value: number) => pluralText(copy, 'years', value, language);

  const field = numberBoxes(id, fields, SPEC, copy.tool.issues, { money, percent, yearsUnit });

  const monthlyIncome = input.annualIncome / 12;
  const notice =
    input.annualIncome === 0
      ? copy.noIncome
      : comfortable && comfortable.monthlyBudget === 0
        ? copy.debtsTooHigh
        : null;
  const names = { comfortable: copy.comfortable, qualified: copy.qualified, maximum: copy.maximum };
  const descriptions = { comfortable: copy.comfortableText, qualified: copy.qualifiedText, maximum: copy.maximumText };

  const scenario = (): Omit<ToolScenario, 'query'> => ({
    tool: 'affordability',
    inputs: { ...input },
    results: Object.fromEntries(
      range.flatMap((r) => [
        [`${r.key}Price`, r.maxHomePrice],
        [`${r.key}Payment`, r.monthlyBudget],
      ]),
    ),
    prefill: {
      propertyValue: comfortable && comfortable.maxHomePrice > 0 ? comfortable.maxHomePrice : undefined,
      downPayment: input.downPayment,
      loanPurpose: 'purchase',
    },
  });

  return (
    <ToolLayout
      id={id}
      {...toolFrame(page, copy, fields, scenario)}
      announcement={announcement}
      unavailable={unavailable}
      inputs={
        <>
          {field('income', copy.income, 'money', copy.incomeHint)}
          {field('debts', copy.debts, 'money', copy.debtsHint)}
          {field('down', copy.down, 'money')}
          {field('rate', copy.rate, 'percent')}
          {field('term', copy.term, 'years')}
          {field(
            'taxpct',
            copy.taxRate,
            'percent',
            figures?.propertyTax
              ? fill(copy.taxRateHint, {
                  rate: percent(figures.propertyTax.percent),
                  year: String(figures.propertyTax.year),
                })
              : undefined,
          )}
          {field('ins', copy.insurance, 'money')}
          {field('hoa', copy.hoa, 'money')}
        </>
      }
      results={
        <>
          <ol className={styles.levels}>
            {range.map((r) => (
              <li key={r.key} className={styles.level} data-level={r.key}>
                <h3 className={styles.levelName}>{names[r.key]}</h3>
                <p className={parts.headline}>{money(r.maxHomePrice)}</p>
                <p className={parts.hint}>{descriptions[r.key]}</p>
                <ResultList
                  rows={[
                    { key: 'loan', label: copy.loan, value: money(r.loanAmount) },
                    { key: 'payment', label: copy.payment, value: money(r.monthlyBudget) },
                  ]}
                />
              </li>
            ))}
          </ol>
          {notice ? (
            <p className={parts.notice}>{notice}</p>
          ) : comfortable ? (
            <p className={parts.note}>
              {fill(copy.explanation, {
                budget: money(comfortable.monthlyBudget),
                ratio: percent(monthlyIncome > 0 ? (comfortable.monthlyBudget / monthlyIncome) * 100 : 0),
                debts: money(input.monthlyDebts),
                price: money(comfortable.maxHomePrice),
                down: money(input.downPayment),
              })}{' '}
              {comfortable.limitedBy === 'housing' ? copy.limitedByHousing : copy.limitedByDebt}
              {pmiRate > 0 ? ` ${fill(copy.pmiIncluded, { rate: percent(pmiRate) })}` : ''}
            </p>
          ) : null}
        </>
      }
    />
  );
}
