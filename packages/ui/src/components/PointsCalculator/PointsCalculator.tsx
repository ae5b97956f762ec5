import {
  BUYDOWNS,
  cashAsSmallerLoan,
  discountPoints,
  formatUsd,
  SCENARIO_SPECS,
  temporaryBuydown,
  type BuydownKind,
} from '@broker/core';
import { pluralText } from '@broker/core/text';
import { useMemo, useState } from 'react';
import { fill } from '../../cx';
import { useDomId } from '../../hooks/useDomId';
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
import * as tables from '../CalculatorParts/table.css';
import * as styles from './PointsCalculator.css';

export interface PointsCopy {
  inputsHeading: string;
  resultsHeading: string;
  loan: string;
  term: string;
  rate: string;
  rateHint: string;
  points: string;
  pointsHint: string;
  rateWithPoints: string;
  rateWithPointsHint: string;
  keep: string;
  keepHint: string;
  /** The unit after a count of years (plural keys: `_one`, `_other`). */
  years_one: string;
  years_other: string;
  months_one: string;
  months_other: string;
  pointsHeading: string;
  cost: string;
  /** Under a payment: its `{{apr}}`, counting the points alone as a finance charge. */
  apr: string;
  payment: string;
  paymentWithPoints: string;
  saving: string;
  breakEven: string;
  never: string;
  /** `{{years}}` kept: what the points earn or lose by then. */
  netAtKeep: string;
  /** `{{months}}` to break even, within `{{years}}`. */
  paysOff: string;
  doesNotPay: string;
  /** The points buy no lower payment. */
  noSaving: string;
  /** The payments' terms: fixed rate, `{{payments}}` monthly payments, no taxes or insurance. */
  disclosure: string;
  /** One run of a buydown's payments: `{{count}}` payments of `{{amount}}`. */
  scheduleItem: string;
  /** A seller-paid buydown's APR: the loan's own, `{{apr}}`. */
  buydownApr: string;
  buydownHeading: string;
  /** `{{rate}}`: the note rate the buydowns start from. */
  buydownLead: string;
  buydownCaption: string;
  year: string;
  kinds: Record<BuydownKind, string>;
  /** `{{year}}` of the loan; the last row reads "year 3 onward". */
  yearRow: string;
  laterRow: string;
  fund: string;
  keepCashHeading: string;
  /** `{{subsidy}}`, `{{monthly}}`, `{{saved}}`, `{{years}}`. */
  keepCash: string;
  /** `{{months}}` and `{{saving}}`, read after changes. */
  announcement: string;
  tool: ToolCopy;
}

export interface PointsCalculatorProps extends ToolPageProps {
  copy: PointsCopy;
  /** The rate sheet's purchase rate. */
  figures?: { rate?: number };
}

const SPEC = SCENARIO_SPECS.pointsBuydowns;
type Field = keyof typeof SPEC;
const KINDS = Object.keys(BUYDOWNS) as BuydownKind[];
/** The rate one point often buys, as a starting figure: lenders' own pricing decides. */
const RATE_PER_POINT = 0.25;

/**
 * Discount points and temporary buydowns side by side: what points cost, the payment and APR with
 * and without them, when they pay for themselves against the years the loan is kept; a 2-1 and a
 * 1-0 buydown's payments by year and the fund each needs; and the same cash kept off the loan.
 */
export function PointsCalculator(page: PointsCalculatorProps) {
  const { language, copy, figures, query, onQueryChange, onCalculate } = page;
  const id = useDomId();
  const [initial] = useState<Record<Field, string>>(() => {
    const rate = figures?.rate ?? 6.5;
    return {
      loan: '400000',
      term: '30',
      rate: plain(rate, 3),
      points: '1',
      pointsrate: plain(rate - RATE_PER_POINT, 3),
      keep: '7',
    };
  });
  const fields = useCalculatorFields<Field>({
    spec: SPEC,
    initial,
    required: ['loan', 'term', 'rate', 'pointsrate', 'keep'],
    refuseBelowMin: ['term', 'keep'],
    query,
  });
  const { reads, changed } = fields;
  const money = (value: number) => formatUsd(value, language);
  const signed = (value: number) => `${value < 0 ? '−\u2060' : ''}${money(Math.abs(value))}`;
  const percent = (value: number) => `${plain(value, 3)}%`;
  const yearsUnit = (value: number) => pluralText(copy, 'years', value, language);
  const count = (value: number, unit: 'years' | 'months') => `${value} ${pluralText(copy, unit, value, language)}`;

  const input = {
    loanAmount: reads.loan.value,
    termYears: reads.term.value,
    rate: reads.rate.value,
    points: reads.points.value,
    rateWithPoints: reads.pointsrate.value,
    keepYears: reads.keep.value,
  };
  const stable = useShallowStable(input);
  const results = useMemo(() => {
    const points = discountPoints(stable);
    const base = { loanAmount: stable.loanAmount, termYears: stable.termYears, noteRate: stable.rate };
    const buydowns = Object.fromEntries(KINDS.map((kind) => [kind, temporaryBuydown({ ...base, kind })])) as Record<
      BuydownKind,
      ReturnType<typeof temporaryBuydown>
    >;
    const kept = cashAsSmallerLoan({
      loanAmount: stable.loanAmount,
      termYears: stable.termYears,
      rate: stable.rate,
      cash: buydowns['2-1'].subsidy,
      keepYears: stable.keepYears,
    });
    return { points, buydowns, kept };
  }, [stable]);
  const { points, buydowns, kept } = results;
  const breakEven = points.breakEvenMonths === null ? null : Math.ceil(points.breakEvenMonths);

  useReportChange(fields.scenarioQuery, changed && fields.scenarioQuery !== undefined, (q) => {
    if (q !== undefined) onQueryChange?.(q);
  });
  useReportChange(results, changed, () => onCalculate?.());
  const unavailable = unavailableText(copy.tool, fields.refused, {
    loan: copy.loan,
    term: copy.term,
    rate: copy.rate,
    pointsrate: copy.rateWithPoints,
    keep: copy.keep,
  });
  const announcement = useAnnouncement(
    unavailable ??
      fill(copy.announcement, {
        months: breakEven === null ? copy.never : count(breakEven, 'months'),
        saving: money(points.monthlySaving),
      }),
    changed,
  );
  const field = numberBoxes(id, fields, SPEC, copy.tool.issues, { money, percent, yearsUnit });
  const withApr = (payment: number, apr: number | null) => (
    <>
      {money(payment)}
      {apr === null ? null : <span className={styles.detail}>{fill(copy.apr, { apr: `${apr.toFixed(3)}%` })}</span>}
    </>
  );
  // Years kept past the term are the term: the loan is paid off by then.
  const keptYears = Math.min(input.keepYears, input.termYears);
  const keptMonths = Math.round(keptYears * 12);
  const months = input.termYears * 12;
  const schedule = (kind: BuydownKind) => {
    const runs = [
      ...buydowns[kind].years.map((year) => ({ count: 12, amount: year.payment })),
      { count: months - 12 * buydowns[kind].years.length, amount: buydowns[kind].notePayment },
    ];
    return `${copy.kinds[kind]}: ${runs
      .map((run) => fill(copy.scheduleItem, { count: String(run.count), amount: money(run.amount) }))
      .join('; ')}.`;
  };
  const verdict =
    breakEven === null
      ? copy.noSaving
      : breakEven <= keptMonths
        ? fill(copy.paysOff, { months: count(breakEven, 'months'), years: count(keptYears, 'years') })
        : copy.doesNotPay;

  const scenario = (): Omit<ToolScenario, 'query'> => ({
    tool: 'pointsBuydowns',
    inputs: { ...input },
    results: {
      pointsCost: points.cost,
      monthlySaving: points.monthlySaving,
      breakEvenMonths: breakEven,
      subsidy21: buydowns['2-1'].subsidy,
      subsidy10: buydowns['1-0'].subsidy,
    },
    prefill: { loanPurpose: 'purchase' },
  });

  const later = KINDS.map((kind) => buydowns[kind].notePayment);
  return (
    <ToolLayout
      id={id}
      {...toolFrame(page, copy, fields, scenario)}
      announcement={announcement}
      unavailable={unavailable}
      inputs={
        <>
          {field('loan', copy.loan, 'money')}
          {field('term', copy.term, 'years')}
          {field('rate', copy.rate, 'percent', copy.rateHint)}
          {field('points', copy.points, 'percent', copy.pointsHint)}
          {field('pointsrate', copy.rateWithPoints, 'percent', copy.rateWithPointsHint)}
          {field('keep', copy.keep, 'years', copy.keepHint)}
        </>
      }
      results={
        <>
          <h3 className={parts.group}>{copy.pointsHeading}</h3>
          <ResultList
            rows={[
              { key: 'cost', label: copy.cost, value: money(points.cost) },
              { key: 'payment', label: copy.payment, value: withApr(points.payment, points.apr) },
              {
                key: 'withPoints',
                label: copy.paymentWithPoints,
                value: withApr(points.paymentWithPoints, points.aprWithPoints),
              },
              { key: 'saving', label: copy.saving, value: signed(points.monthlySaving) },
              {
                key: 'breakEven',
                label: copy.breakEven,
                value: breakEven === null ? copy.never : count(breakEven, 'months'),
              },
              {
                key: 'net',
                label: fill(copy.netAtKeep, { years: count(keptYears, 'years') }),
                value: signed(points.netAtKeep),
              },
            ]}
          />
          <p className={parts.notice} data-meets={breakEven !== null && breakEven <= keptMonths}>
            {verdict}
          </p>
          <h3 className={parts.group}>{copy.buydownHeading}</h3>
          {/* On screen only, with the table's caption and the cash kept off the loan: the printed
              summary keeps to one page, with every payment's terms. */}
          <p className={`${parts.lead} ${parts.noPrint}`}>{fill(copy.buydownLead, { rate: percent(input.rate) })}</p>
          <div className={tables.scroller} role="region" aria-labelledby={`${id}-buydowns`} tabIndex={0}>
            <table className={tables.table}>
              <caption id={`${id}-buydowns`} className={`${tables.caption} ${parts.noPrint}`}>
                {copy.buydownCaption}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{copy.year}</th>
                  {KINDS.map((kind) => (
                    <th key={kind} scope="col" className={styles.kind}>
                      {copy.kinds[kind]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[1, 2].map((year) => (
                  <tr key={year}>
                    <th scope="row">{fill(copy.yearRow, { year: String(year) })}</th>
                    {KINDS.map((kind) => {
                      const row = buydowns[kind].years[year - 1];
                      const payment = row?.payment ?? buydowns[kind].notePayment;
                      return (
                        <td key={kind}>
                          {money(payment)}
                          <span className={styles.detail}>{percent(row?.rate ?? input.rate)}</span>
                        </td>
                      );
                    })}
                  </tr>
                ))}
                <tr>
                  <th scope="row">{copy.laterRow}</th>
                  {later.map((payment, index) => (
                    <td key={KINDS[index]}>
                      {money(payment)}
                      <span className={styles.detail}>{percent(input.rate)}</span>
                    </td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{copy.fund}</th>
                  {KINDS.map((kind) => (
                    <td key={kind}>{money(buydowns[kind].subsidy)}</td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
          <h3 className={`${parts.group} ${parts.noPrint}`}>{copy.keepCashHeading}</h3>
          <p className={`${parts.note} ${parts.noPrint}`}>
            {fill(copy.keepCash, {
              subsidy: money(buydowns['2-1'].subsidy),
              monthly: money(kept.monthlySaving),
              saved: money(kept.savedAtKeep),
              years: count(keptYears, 'years'),
            })}
          </p>
          <p className={parts.note}>
            {fill(copy.disclosure, { payments: String(months) })} {KINDS.map(schedule).join(' ')}{' '}
            {points.apr === null ? null : fill(copy.buydownApr, { apr: `${points.apr.toFixed(3)}%` })}
          </p>
        </>
      }
    />
  );
}
