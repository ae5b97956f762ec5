import { cashOutLimit, formatUsd, refinanceBreakEven, SCENARIO_SPECS, type Language } from '@broker/core';
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
import * as styles from './RefinanceCalculator.css';
import { useDomId } from '../../hooks/useDomId';

export interface RefinanceCopy {
  inputsHeading: string;
  resultsHeading: string;
  /** Name of the choice between the two kinds of refinance. */
  mode: string;
  rateMode: string;
  cashMode: string;
  currentLoan: string;
  newLoan: string;
  homeValue: string;
  homeValueHint: string;
  balance: string;
  currentRate: string;
  yearsLeft: string;
  newRate: string;
  newTerm: string;
  /** The unit after a count of years: "1 year", "30 years" (plural keys: `_one`, `_other`). */
  years_one: string;
  years_other: string;
  closingCosts: string;
  closingCostsHint: string;
  cashOut: string;
  newLoanAmount: string;
  currentPayment: string;
  newPayment: string;
  monthlySaving: string;
  monthlyIncrease: string;
  breakEven: string;
  /** `{{months}}` and `{{time}}` ("2 years 7 months"). */
  breakEvenMonths: string;
  noBreakEven: string;
  /** Break-even with no closing costs: the saving starts with the first payment. */
  breakEvenNow: string;
  /** Against the 2-3 year rule of thumb of the refinance articles. */
  breakEvenQuick: string;
  breakEvenUsual: string;
  breakEvenLong: string;
  /** In place of the 2-3 year verdict when there are no closing costs to recover. */
  breakEvenNoCosts: string;
  interestDifference: string;
  /** `{{amount}}` less or more interest over the new loan's life. */
  interestLess: string;
  interestMore: string;
  loanToValue: string;
  /** `{{amount}}`: most cash that keeps 20% equity. */
  cashRoom: string;
  /** The cash asked for goes past 80% of the value. */
  cashOverLimit: string;
  noBalance: string;
  /** Counts in a duration: "1 year", "2 years", "1 month", "7 months" (plural keys: `_one`, `_other`). */
  yearsCount_one: string;
  yearsCount_other: string;
  monthsCount_one: string;
  monthsCount_other: string;
  /** `{{payment}}` and `{{saving}}`, read after changes. */
  announcement: string;
  tool: ToolCopy;
}

export interface RefinanceCalculatorProps extends ToolPageProps {
  copy: RefinanceCopy;
  /** Illustrative rates the calculator starts from, percent. */
  figures?: { newRate?: number; cashOutRate?: number };
}

const SPEC = SCENARIO_SPECS.refinance;
type Field = keyof typeof SPEC;

/** "2 years 7 months", "1 year", "8 months". */
function duration(copy: RefinanceCopy, months: number, language: Language): string {
  const y = Math.floor(months / 12);
  const m = months % 12;
  return [
    y > 0 ? pluralText(copy, 'yearsCount', y, language) : '',
    m > 0 || y === 0 ? pluralText(copy, 'monthsCount', m, language) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Whether a refinance pays: the new payment, the monthly saving, the month the closing costs are
 * recovered (measured against the usual 2-3 years), the interest over each loan's life, and for a
 * cash-out refinance the new loan-to-value and the most cash that keeps 20% equity.
 */
export function RefinanceCalculator(page: RefinanceCalculatorProps) {
  const { language, copy, figures, query, onQueryChange, onCalculate } = page;
  const id = useDomId();
  const [initial] = useState<Record<Field, string>>(() => ({
    mode: 'rate',
    value: '600000',
    balance: '350000',
    rate: '7.25',
    years: '27',
    newrate: plain(figures?.newRate ?? 6.25, 3),
    newterm: '30',
    costs: '6000',
    cash: '50000',
  }));
  const fields = useCalculatorFields<Field>({
    spec: SPEC,
    initial,
    required: ['balance', 'rate', 'years', 'newrate', 'newterm'],
    refuseBelowMin: ['years', 'newterm'],
    query,
  });
  const { texts, reads, changed } = fields;
  const cashMode = texts.mode === 'cash';
  const money = (value: number) => formatUsd(value, language);
  const percent = (value: number) => `${plain(value, 2)}%`;

  const input = {
    loanBalance: reads.balance.value,
    currentRate: reads.rate.value,
    remainingTerm: reads.years.value,
    newRate: reads.newrate.value,
    newTerm: reads.newterm.value,
    closingCosts: reads.costs.value,
    cashOut: cashMode ? reads.cash.value : 0,
  };
  const stableInput = useShallowStable(input);
  const result = useMemo(() => refinanceBreakEven(stableInput), [stableInput]);
  const limit = cashOutLimit({ homeValue: reads.value.value, loanBalance: input.loanBalance, cashOut: input.cashOut });

  useReportChange(fields.scenarioQuery, changed && fields.scenarioQuery !== undefined, (q) => {
    if (q !== undefined) onQueryChange?.(q);
  });
  useReportChange(result, changed, () => onCalculate?.());
  const saving = result.monthlySavings;
  const unavailable = unavailableText(copy.tool, fields.refused, {
    balance: copy.balance,
    rate: copy.currentRate,
    years: copy.yearsLeft,
    newrate: copy.newRate,
    newterm: copy.newTerm,
  });
  const announcement = useAnnouncement(
    unavailable ?? fill(copy.announcement, { payment: money(result.newPayment), saving: money(saving) }),
    changed,
  );
  const yearsUnit = (value: number) => pluralText(copy, 'years', value, language);

  const field = numberBoxes(id, fields, SPEC, copy.tool.issues, { money, percent, yearsUnit });

  const months = result.breakEvenMonths;
  const verdict =
    months === null
      ? null
      : months === 0
        ? copy.breakEvenNoCosts
        : months <= 24
          ? copy.breakEvenQuick
          : months <= 36
            ? copy.breakEvenUsual
            : copy.breakEvenLong;
  const interest = result.interestDifference;

  const scenario = (): Omit<ToolScenario, 'query'> => ({
    tool: 'refinance',
    inputs: { ...input, mode: texts.mode, homeValue: reads.value.value },
    results: {
      newLoanAmount: result.newLoanAmount,
      currentPayment: result.currentPayment,
      newPayment: result.newPayment,
      monthlySavings: result.monthlySavings,
      breakEvenMonths: result.breakEvenMonths,
      interestDifference: result.interestDifference,
      loanToValue: limit.loanToValue,
    },
    prefill: {
      propertyValue: reads.value.value > 0 ? reads.value.value : undefined,
      loanPurpose: cashMode ? 'cash-out' : 'refinance',
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
          <fieldset className={`${parts.fieldset} ${parts.wide}`}>
            <legend className={parts.legend}>{copy.mode}</legend>
            <div className={styles.modes}>
              {(['rate', 'cash'] as const).map((mode) => (
                <label key={mode} className={styles.mode}>
                  <input
                    type="radio"
                    name={`${id}-mode`}
                    value={mode}
                    checked={texts.mode === mode}
                    onChange={() => {
                      fields.edit('mode', mode);
                      // A cash-out refinance usually costs more: the starting rate follows the kind.
                      const [from, to] =
                        mode === 'cash'
                          ? [figures?.newRate, figures?.cashOutRate]
                          : [figures?.cashOutRate, figures?.newRate];
                      if (from !== undefined && to !== undefined && reads.newrate.value === from) {
                        fields.edit('newrate', plain(to, 3));
                      }
                    }}
                  />
                  {mode === 'rate' ? copy.rateMode : copy.cashMode}
                </label>
              ))}
            </div>
          </fieldset>
          <h3 className={`${parts.group} ${parts.wide}`}>{copy.currentLoan}</h3>
          {field('value', copy.homeValue, 'money', copy.homeValueHint)}
          {field('balance', copy.balance, 'money')}
          {field('rate', copy.currentRate, 'percent')}
          {field('years', copy.yearsLeft, 'years')}
          <h3 className={`${parts.group} ${parts.wide}`}>{copy.newLoan}</h3>
          {field('newrate', copy.newRate, 'percent')}
          {field('newterm', copy.newTerm, 'years')}
          {field('costs', copy.closingCosts, 'money', copy.closingCostsHint)}
          {cashMode ? field('cash', copy.cashOut, 'money') : null}
        </>
      }
      results={
        <>
          <ResultList
            rows={[
              ...(cashMode ? [{ key: 'loan', label: copy.newLoanAmount, value: money(result.newLoanAmount) }] : []),
              { key: 'current', label: copy.currentPayment, value: money(result.currentPayment) },
              { key: 'new', label: copy.newPayment, value: money(result.newPayment) },
              {
                key: 'breakEven',
                label: copy.breakEven,
                value:
                  months === null
                    ? copy.noBreakEven
                    : months === 0
                      ? copy.breakEvenNow
                      : fill(copy.breakEvenMonths, { months: String(months), time: duration(copy, months, language) }),
              },
              ...(cashMode && reads.value.value > 0
                ? [{ key: 'ltv', label: copy.loanToValue, value: percent(limit.loanToValue) }]
                : []),
            ]}
            total={{
              key: 'saving',
              label: saving >= 0 ? copy.monthlySaving : copy.monthlyIncrease,
              value: money(Math.abs(saving)),
            }}
          />
          {input.loanBalance === 0 ? <p className={parts.notice}>{copy.noBalance}</p> : null}
          {verdict && input.loanBalance > 0 ? <p className={parts.notice}>{verdict}</p> : null}
          {input.loanBalance > 0 ? (
            <p className={parts.lead}>
              {copy.interestDifference}:{' '}
              <strong>
                {fill(interest >= 0 ? copy.interestLess : copy.interestMore, { amount: money(Math.abs(interest)) })}
              </strong>
            </p>
          ) : null}
          {cashMode && reads.value.value > 0 ? (
            <p className={parts.notice}>
              {limit.withinLimit
                ? fill(copy.cashRoom, { amount: money(limit.maxCashOut) })
                : fill(copy.cashOverLimit, { amount: money(limit.maxCashOut) })}
            </p>
          ) : null}
        </>
      }
    />
  );
}
