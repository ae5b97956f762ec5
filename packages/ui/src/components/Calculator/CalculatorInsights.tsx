import {
  addMonths,
  amortizationByYear,
  amortizationSchedule,
  estimatePmi,
  extraPaymentSavings,
  formatUsd,
  pmiTimeline,
  type AmortizationYear,
  type Language,
  type LoanTerms,
  type NumberInput,
  type YearMonth,
} from '@broker/core';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { pluralText } from '@broker/core/text';
import { fill } from '../../cx';
import { issueText, NumberField, ResultList, type FieldIssueCopy } from '../CalculatorParts/CalculatorParts';
import * as parts from '../CalculatorParts/CalculatorParts.css';
import * as styles from './CalculatorInsights.css';
import type { CalculatorCopy } from './Calculator';
import { useDomId } from '../../hooks/useDomId';

/** Words of the amortization schedule, its chart and the PMI timeline. */
export interface ScheduleCopy {
  heading: string;
  /** Loads the schedule when the visitor asks before it comes into view. */
  show: string;
  loading: string;
  totalInterest: string;
  totalPaid: string;
  payoffDate: string;
  payments: string;
  extraPayment: string;
  extraHint: string;
  /** `{{extra}}` a month, `{{time}}` sooner, payoff `{{date}}`, `{{interest}}` saved. */
  extraSavings: string;
  chartTitle: string;
  /** What the chart shows, read instead of the picture; the table holds the figures. */
  chartDescription: string;
  principal: string;
  interest: string;
  balance: string;
  /** The balance without the extra payment (dashed line). */
  scheduledBalance: string;
  /** Name of the yearly/monthly choice. */
  view: string;
  yearly: string;
  monthly: string;
  yearlyCaption: string;
  monthlyCaption: string;
  year: string;
  month: string;
  date: string;
  payment: string;
  extra: string;
  /** Counts in a duration: "1 year", "2 years", "1 month", "3 months" (plural keys: `_one`, `_other`). */
  years_one: string;
  years_other: string;
  months_one: string;
  months_other: string;
  pmiHeading: string;
  pmiRequest: string;
  pmiAutomatic: string;
  pmiFinal: string;
  /** `{{payment}}` number and `{{date}}`. */
  pmiWhen: string;
  pmiNote: string;
}

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

function nextMonth(): YearMonth {
  const now = new Date();
  return addMonths({ year: now.getFullYear(), month: now.getMonth() + 1 }, 1);
}

/** Month names in the page's language: "March 2034" / "marzo de 2034". */
function useMonthFormat(language: Language, month: 'long' | 'short') {
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(LOCALES[language], { month, year: 'numeric', timeZone: 'UTC' });
    return ({ year, month: m }: YearMonth) => format.format(Date.UTC(year, m - 1, 15));
  }, [language, month]);
}

/** "2 years 3 months", "8 months", "1 year". */
function duration(copy: ScheduleCopy, months: number, language: Language): string {
  const y = Math.floor(months / 12);
  const m = months % 12;
  return [
    y > 0 ? pluralText(copy, 'years', y, language) : '',
    m > 0 || y === 0 ? pluralText(copy, 'months', m, language) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export interface PmiEstimateNoteProps {
  copy: Pick<CalculatorCopy, 'pmiEstimate' | 'pmiUseEstimate'>;
  language: Language;
  /** Yearly PMI range, percent of the loan. */
  rates: { low: number; high: number };
  homePrice: number;
  loanAmount: number;
  /** The PMI entered, dollars a year. */
  pmi: number;
  onUse: (annual: number) => void;
}

/** Under the PMI field above 80% loan-to-value: the estimated range, and a button to use its middle. */
export function PmiEstimateNote({ copy, language, rates, homePrice, loanAmount, pmi, onUse }: PmiEstimateNoteProps) {
  const estimate = estimatePmi({ homePrice, loanAmount, annualRate: rates });
  if (!estimate.required) return null;
  const money = (value: number) => formatUsd(value, language);
  const percent = (value: number) => `${value}%`;
  return (
    <>
      <p className={parts.hint}>
        {fill(copy.pmiEstimate, {
          low: money(estimate.monthly.low),
          high: money(estimate.monthly.high),
          lowRate: percent(rates.low),
          highRate: percent(rates.high),
        })}
      </p>
      {Math.abs(estimate.annual.middle - pmi) >= 1 ? (
        <button type="button" className={parts.textButton} onClick={() => onUse(estimate.annual.middle)}>
          {fill(copy.pmiUseEstimate, { amount: money(estimate.annual.middle) })}
        </button>
      ) : null}
    </>
  );
}

export interface PmiTimelinePanelProps {
  copy: ScheduleCopy;
  language: Language;
  loan: LoanTerms;
  homePrice: number;
  firstPayment?: YearMonth;
}

/** When PMI can end (Homeowners Protection Act): request at 80%, automatic at 78%, final at the midpoint. */
export function PmiTimelinePanel({ copy, language, loan, homePrice, firstPayment }: PmiTimelinePanelProps) {
  const start = firstPayment ?? nextMonth();
  const monthName = useMonthFormat(language, 'long');
  const timeline = pmiTimeline({ ...loan, originalValue: homePrice });
  const when = (payment: number) =>
    fill(copy.pmiWhen, { payment: String(payment), date: monthName(addMonths(start, payment - 1)) });
  const rows = [
    { key: 'request', label: copy.pmiRequest, value: when(timeline.cancellationRequestMonth) },
    { key: 'automatic', label: copy.pmiAutomatic, value: when(timeline.automaticTerminationMonth) },
    { key: 'final', label: copy.pmiFinal, value: when(timeline.midpointMonth) },
  ];
  return (
    <div className={styles.pmi}>
      <h3 className={styles.subheading}>{copy.pmiHeading}</h3>
      <ResultList rows={rows} />
      <p className={parts.note}>{copy.pmiNote}</p>
    </div>
  );
}

export interface SchedulePanelProps {
  copy: ScheduleCopy;
  language: Language;
  loan: LoanTerms;
  /** The extra-payment box as typed, and how it reads. */
  extra: string;
  extraReading: NumberInput;
  issueCopy: FieldIssueCopy;
  onExtraChange: (text: string) => void;
  firstPayment?: YearMonth;
  /** Under the schedule, as under every result: estimates, not an offer to lend. */
  disclaimer: string;
}

/** Totals, payoff date, the extra-payment comparison, the yearly chart and the schedule table. */
export function SchedulePanel({
  copy,
  language,
  loan,
  extra,
  extraReading,
  issueCopy,
  onExtraChange,
  firstPayment,
  disclaimer,
}: SchedulePanelProps) {
  const id = useDomId();
  const [view, setView] = useState<'yearly' | 'monthly'>('yearly');
  const start = firstPayment ?? nextMonth();
  const money = (value: number) => formatUsd(value, language);
  const longMonth = useMonthFormat(language, 'long');
  const shortMonth = useMonthFormat(language, 'short');
  const extraPayment = extraReading.value;

  const { loanAmount, interestRate, loanTerm } = loan;
  const { rows, years, scheduledYears, savings } = useMemo(() => {
    const terms = { loanAmount, interestRate, loanTerm };
    const withExtra = amortizationSchedule({ ...terms, extraPayment });
    return {
      rows: withExtra,
      years: amortizationByYear(withExtra),
      scheduledYears: extraPayment > 0 ? amortizationByYear(amortizationSchedule(terms)) : [],
      savings: extraPaymentSavings({ ...terms, extraPayment }),
    };
  }, [loanAmount, interestRate, loanTerm, extraPayment]);

  if (rows.length === 0) {
    return (
      <NumberField
        id={`${id}-extra`}
        label={copy.extraPayment}
        value={extra}
        onChange={onExtraChange}
        prefix="$"
        hint={copy.extraHint}
        issue={issueText(issueCopy, extraReading, money, { max: 10_000_000 })}
      />
    );
  }

  const payoff = longMonth(addMonths(start, savings.months - 1));
  const summary = [
    { key: 'interest', label: copy.totalInterest, value: money(savings.totalInterest) },
    { key: 'paid', label: copy.totalPaid, value: money(savings.totalPaid) },
    { key: 'payments', label: copy.payments, value: String(savings.months) },
    { key: 'payoff', label: copy.payoffDate, value: payoff },
  ];

  return (
    <div className={styles.panel}>
      <div className={styles.top}>
        <ResultList rows={summary} />
        <div className={styles.extra} data-print="hide">
          <NumberField
            id={`${id}-extra`}
            label={copy.extraPayment}
            value={extra}
            onChange={onExtraChange}
            prefix="$"
            hint={copy.extraHint}
            issue={issueText(issueCopy, extraReading, money, { max: 10_000_000 })}
          />
          {savings.monthsSaved > 0 ? (
            <p className={parts.notice} role="status">
              {fill(copy.extraSavings, {
                extra: money(extraPayment),
                time: duration(copy, savings.monthsSaved, language),
                date: payoff,
                interest: money(savings.interestSaved),
              })}
            </p>
          ) : null}
        </div>
      </div>
      <figure className={styles.figure} data-print="hide">
        <figcaption className={styles.subheading} id={`${id}-chart`}>
          {copy.chartTitle}
        </figcaption>
        <AmortizationChart
          id={id}
          years={years}
          scheduled={scheduledYears}
          copy={copy}
          money={money}
          yearLabel={(year) => String(start.year + year - 1)}
        />
      </figure>
      <div className={styles.tableArea} data-print="hide">
        <div role="group" aria-label={copy.view} className={styles.toggle}>
          {(['yearly', 'monthly'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={styles.toggleButton}
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {copy[option]}
            </button>
          ))}
        </div>
        <div className={styles.scroller} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
          <table className={styles.table}>
            <caption id={`${id}-caption`} className={styles.caption}>
              {view === 'yearly' ? copy.yearlyCaption : copy.monthlyCaption}
            </caption>
            <thead>
              <tr>
                <th scope="col">{view === 'yearly' ? copy.year : copy.month}</th>
                {view === 'monthly' ? <th scope="col">{copy.date}</th> : null}
                {view === 'monthly' ? <th scope="col">{copy.payment}</th> : null}
                <th scope="col">{copy.principal}</th>
                <th scope="col">{copy.interest}</th>
                {extraPayment > 0 ? <th scope="col">{copy.extra}</th> : null}
                <th scope="col">{copy.balance}</th>
              </tr>
            </thead>
            <tbody>
              {view === 'yearly'
                ? years.map((y) => (
                    <tr key={y.year}>
                      <th scope="row">{start.year + y.year - 1}</th>
                      <td>{money(y.principal)}</td>
                      <td>{money(y.interest)}</td>
                      {extraPayment > 0 ? <td>{money(y.extra)}</td> : null}
                      <td>{money(y.balance)}</td>
                    </tr>
                  ))
                : rows.map((r) => (
                    <tr key={r.month}>
                      <th scope="row">{r.month}</th>
                      <td>{shortMonth(addMonths(start, r.month - 1))}</td>
                      <td>{money(r.payment)}</td>
                      <td>{money(r.principal)}</td>
                      <td>{money(r.interest)}</td>
                      {extraPayment > 0 ? <td>{money(r.extra)}</td> : null}
                      <td>{money(r.balance)}</td>
                    </tr>
                  ))}
            </tbody>
          </table>
        </div>
      </div>
      <p className={parts.note}>{disclaimer}</p>
    </div>
  );
}

interface ChartProps {
  id: string;
  years: readonly AmortizationYear[];
  /** The balance without extra payments, when there are some. */
  scheduled: readonly AmortizationYear[];
  copy: ScheduleCopy;
  money: (value: number) => string;
  yearLabel: (year: number) => string;
}

const CHART = { top: 8, bottom: 24, left: 52, right: 8, barsHeight: 150, gap: 28, balanceHeight: 110 };

/** Thousands as "$120K", millions as "$1.2M": short enough for the axis at 375 px. */
function compact(value: number): string {
  if (value >= 1e9) return `$${Number((value / 1e9).toFixed(1))}B`;
  if (value >= 1e6) return `$${Number((value / 1e6).toFixed(1))}M`;
  if (value >= 1e3) return `$${Math.round(value / 1e3)}K`;
  return `$${Math.round(value)}`;
}

/** A round step giving about `count` ticks up to `max`. */
function tickStep(max: number, count: number): number {
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 2.5, 5, 10].find((m) => m * magnitude >= raw) ?? 10) * magnitude;
}

/**
 * Two panels on one year axis, drawn to the width they get: principal and interest paid each year
 * (stacked bars), and the balance at each year end (area; dashed without the extra payment). The
 * picture has a text alternative; the table after it holds every figure.
 */
function AmortizationChart({ id, years, scheduled, copy, money, yearLabel }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    setWidth(element.clientWidth || 640);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const next = entries[0]?.contentRect.width;
      if (next) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const count = Math.max(scheduled.length, years.length);
  const plotWidth = Math.max(120, width - CHART.left - CHART.right);
  const slot = plotWidth / Math.max(1, count);
  const barWidth = Math.max(2, slot * 0.72);
  const x = (index: number) => CHART.left + index * slot + (slot - barWidth) / 2;
  const xMid = (index: number) => CHART.left + index * slot + slot / 2;

  const maxPaid = Math.max(1, ...years.map((y) => y.principal + y.interest));
  const barStep = tickStep(maxPaid, 3);
  const barTop = Math.ceil(maxPaid / barStep) * barStep;
  const barsBottom = CHART.top + CHART.barsHeight;
  const yBar = (value: number) => barsBottom - (value / barTop) * CHART.barsHeight;

  const startBalance = (list: readonly AmortizationYear[]) =>
    list.length > 0 ? list[0]!.balance + list[0]!.principal : 0;
  const maxBalance = Math.max(1, startBalance(years), startBalance(scheduled));
  const balanceStep = tickStep(maxBalance, 2);
  const balanceTop = Math.ceil(maxBalance / balanceStep) * balanceStep;
  const balanceTopY = barsBottom + CHART.gap;
  const balanceBottom = balanceTopY + CHART.balanceHeight;
  const yBalance = (value: number) => balanceBottom - (value / balanceTop) * CHART.balanceHeight;
  const height = balanceBottom + CHART.bottom;

  const line = (list: readonly AmortizationYear[]) =>
    [
      `M${CHART.left},${yBalance(startBalance(list))}`,
      ...list.map((y, i) => `L${xMid(i)},${yBalance(y.balance)}`),
    ].join(' ');
  const area = `${line(years)} L${xMid(years.length - 1)},${balanceBottom} L${CHART.left},${balanceBottom} Z`;
  const labelEvery = Math.max(1, Math.ceil(count / Math.max(2, Math.floor(plotWidth / 44))));
  const ticks = (top: number, step: number) => Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);

  return (
    <div ref={box} className={styles.chartBox}>
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-chart ${id}-chart-desc`}
        className={styles.chart}
      >
        <desc id={`${id}-chart-desc`}>
          {fill(copy.chartDescription, {
            first: yearLabel(1),
            last: yearLabel(years.length),
            start: money(startBalance(years)),
          })}
        </desc>
        {ticks(barTop, barStep).map((value) => (
          <g key={`b${value}`}>
            <line x1={CHART.left} x2={width - CHART.right} y1={yBar(value)} y2={yBar(value)} className={styles.grid} />
            <text x={CHART.left - 6} y={yBar(value) + 4} className={styles.axisLabel} textAnchor="end">
              {compact(value)}
            </text>
          </g>
        ))}
        {years.map((y, i) => (
          <g key={y.year}>
            <rect
              x={x(i)}
              width={barWidth}
              y={yBar(y.principal)}
              height={barsBottom - yBar(y.principal)}
              className={styles.principal}
            />
            <rect
              x={x(i)}
              width={barWidth}
              y={yBar(y.principal + y.interest)}
              height={Math.max(0, yBar(y.principal) - yBar(y.principal + y.interest) - 1)}
              className={styles.interest}
            />
          </g>
        ))}
        {ticks(balanceTop, balanceStep).map((value) => (
          <g key={`l${value}`}>
            <line
              x1={CHART.left}
              x2={width - CHART.right}
              y1={yBalance(value)}
              y2={yBalance(value)}
              className={styles.grid}
            />
            <text x={CHART.left - 6} y={yBalance(value) + 4} className={styles.axisLabel} textAnchor="end">
              {compact(value)}
            </text>
          </g>
        ))}
        <path d={area} className={styles.balanceArea} />
        <path d={line(years)} className={styles.balanceLine} />
        {scheduled.length > 0 ? <path d={line(scheduled)} className={styles.scheduledLine} /> : null}
        {Array.from({ length: count }, (_, i) => i)
          .filter((i) => i % labelEvery === 0)
          .map((i) => (
            <text key={`x${i}`} x={xMid(i)} y={height - 6} className={styles.axisLabel} textAnchor="middle">
              {yearLabel(i + 1)}
            </text>
          ))}
      </svg>
      <ul className={styles.legend}>
        <li>
          <span className={`${styles.swatch} ${styles.principal}`} aria-hidden="true" />
          {copy.principal}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.interest}`} aria-hidden="true" />
          {copy.interest}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.balanceSwatch}`} aria-hidden="true" />
          {copy.balance}
        </li>
        {scheduled.length > 0 ? (
          <li>
            <span className={`${styles.swatch} ${styles.scheduledSwatch}`} aria-hidden="true" />
            {copy.scheduledBalance}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
