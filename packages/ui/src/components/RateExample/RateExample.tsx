import { useId, type ReactNode } from 'react';
import { fill } from '../../cx';
import * as styles from './RateExample.css';

/** Runs of equal monthly payments, in order. */
export interface RateExamplePaymentRun {
  count: number;
  amount: number;
}

/** One loan of a worked example, every figure already computed (the site does it at build time). */
export interface RateExampleScenario {
  /** Column heading when an example compares loans, e.g. "30-year fixed". */
  label?: string;
  purpose: 'purchase' | 'refinance';
  price?: number;
  downPayment?: number;
  /** Renovation budget financed with the purchase, dollars. */
  renovation?: number;
  homeValue?: number;
  loanAmount: number;
  /** Financed upfront premium or funding fee, dollars. */
  upfrontPremium: number;
  termMonths: number;
  repayment: 'amortizing' | 'interestOnly';
  /** Percent. */
  interestRate: number;
  /** Percent, three decimals. */
  apr: number;
  /** Percent of the loan amount, and dollars. */
  points: number;
  pointsAmount: number;
  /** Lender fees counted in the APR, dollars. */
  lenderFees: number;
  /** Absent when the borrower qualifies without a US credit score. */
  creditScore?: number;
  principalAndInterest: number;
  /** Mortgage insurance in the first payment, dollars. */
  mortgageInsurance: number;
  mortgageInsuranceYearly?: {
    percent: number;
    basis: 'loanAmount' | 'averageBalance';
    until: 'automaticTermination' | 'term';
  };
  payments: RateExamplePaymentRun[];
  /** Monthly property tax, homeowners insurance and HOA dues, when the example counts them. */
  monthlyCosts?: { propertyTax: number; insurance: number; hoa: number };
}

/** Every string the example shows; `{{name}}` placeholders are filled by the component. */
export interface RateExampleCopy {
  /** Heading of the column of row names (read by screen readers only when there are several loans). */
  assumption: string;
  price: string;
  homeValue: string;
  downPayment: string;
  /** "{{amount}} ({{percent}})" */
  downPaymentValue: string;
  loanToValue: string;
  renovation: string;
  upfrontPremium: string;
  loanAmount: string;
  term: string;
  /** "{{years}} years, fixed rate" */
  termYearsFixed: string;
  /** "{{months}} months, interest only" */
  termInterestOnly: string;
  interestRate: string;
  points: string;
  /** "{{points}} ({{amount}})" */
  pointsValue: string;
  noPoints: string;
  lenderFees: string;
  creditScore: string;
  /** Shown for a borrower without a US credit score. */
  noCreditScore: string;
  apr: string;
  principalAndInterest: string;
  interestOnlyPayment: string;
  mortgageInsurance: string;
  payments: string;
  /** "{{count}} payments of {{amount}}" */
  paymentsFirst: string;
  /** "{{count}} of {{amount}}" */
  paymentsNext: string;
  /** Joins the last run: " and " */
  and: string;
  /** "{{count}} payments, from {{first}} down to {{last}} …" */
  paymentsFalling: string;
  taxesInsuranceHoa: string;
  housingPayment: string;
  /** Private mortgage insurance: "{{percent}}% of the loan amount a year, until …" */
  insuranceLoanAmount: string;
  /** FHA-style annual premium: "{{percent}}% a year of the average balance, for the life of the loan" */
  insuranceAverageBalance: string;
  /** "An upfront premium or funding fee of {{amount}} …" */
  upfrontPremiumNote: string;
  /** The standing notes; "{{asOf}}" is the date of the assumed rates. */
  assumptions: string;
  taxesNote: string;
}

export interface RateExampleProps {
  /** The caption, e.g. "Worked example: a $1.5 million home in Coral Gables". */
  title: string;
  /** When the rates were assumed, e.g. "November 2026". */
  asOf: string;
  /** Assumptions particular to this example. */
  note?: string;
  scenarios: RateExampleScenario[];
  copy: RateExampleCopy;
}

/** "$1,234,567" without building an Intl formatter (this renders on article pages). */
function group(whole: number): string {
  return whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function dollars(amount: number): string {
  return `$${group(Math.round(amount))}`;
}

export function dollarsAndCents(amount: number): string {
  const cents = Math.round(amount * 100);
  return `$${group(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}

/** 6.5 → "6.5%"; 6.125 → "6.125%"; trailing zeros dropped. */
export function percent(value: number, decimals = 3): string {
  return `${Number(value.toFixed(decimals)).toString()}%`;
}

/** The payment schedule in words: runs listed, or a range when insurance changes every year. */
export function describePayments(runs: RateExamplePaymentRun[], copy: RateExampleCopy): string {
  const count = runs.reduce((sum, run) => sum + run.count, 0);
  if (runs.length > 3) {
    return fill(copy.paymentsFalling, {
      count,
      first: dollarsAndCents(runs[0]?.amount ?? 0),
      last: dollarsAndCents(runs[runs.length - 1]?.amount ?? 0),
    });
  }
  const parts = runs.map((run, index) =>
    fill(index === 0 ? copy.paymentsFirst : copy.paymentsNext, {
      count: run.count,
      amount: dollarsAndCents(run.amount),
    }),
  );
  if (parts.length === 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')}${copy.and}${parts[parts.length - 1]}`;
}

interface Row {
  key: string;
  label: string;
  cells: ReactNode[];
  className?: string;
}

/**
 * A worked loan example as a table with its disclosures (Regulation Z, 12 CFR 1026.24): the loan
 * amount, term, down payment, points, fees and credit score it assumes, the APR computed from them,
 * and the payments, with the notes that every advertised example needs. Several scenarios become
 * columns. A table (not a list) so screen readers announce each figure with its row and column.
 */
export function RateExample({ title, asOf, note, scenarios, copy }: RateExampleProps) {
  const id = useId();
  const some = (test: (s: RateExampleScenario) => boolean) => scenarios.some(test);
  const each = (render: (s: RateExampleScenario) => ReactNode) => scenarios.map(render);
  const rows: Row[] = [];

  if (some((s) => s.price !== undefined))
    rows.push({ key: 'price', label: copy.price, cells: each((s) => (s.price !== undefined ? dollars(s.price) : '')) });
  if (some((s) => s.homeValue !== undefined))
    rows.push({
      key: 'value',
      label: copy.homeValue,
      cells: each((s) => (s.homeValue !== undefined ? dollars(s.homeValue) : '')),
    });
  if (some((s) => s.downPayment !== undefined))
    rows.push({
      key: 'down',
      label: copy.downPayment,
      cells: each((s) =>
        s.downPayment !== undefined && s.price
          ? fill(copy.downPaymentValue, {
              amount: dollars(s.downPayment),
              percent: percent((s.downPayment / s.price) * 100, 1),
            })
          : '',
      ),
    });
  if (some((s) => s.purpose === 'refinance' && Boolean(s.homeValue)))
    rows.push({
      key: 'ltv',
      label: copy.loanToValue,
      cells: each((s) => (s.homeValue ? percent((s.loanAmount / s.homeValue) * 100, 1) : '')),
    });
  if (some((s) => Boolean(s.renovation)))
    rows.push({
      key: 'renovation',
      label: copy.renovation,
      cells: each((s) => (s.renovation ? dollars(s.renovation) : '—')),
    });
  if (some((s) => s.upfrontPremium > 0))
    rows.push({
      key: 'upfront',
      label: copy.upfrontPremium,
      cells: each((s) => (s.upfrontPremium > 0 ? dollarsAndCents(s.upfrontPremium) : '—')),
    });
  rows.push({ key: 'loan', label: copy.loanAmount, cells: each((s) => dollarsAndCents(s.loanAmount)) });
  rows.push({
    key: 'term',
    label: copy.term,
    cells: each((s) =>
      s.repayment === 'interestOnly'
        ? fill(copy.termInterestOnly, { months: s.termMonths })
        : fill(copy.termYearsFixed, { years: Number((s.termMonths / 12).toFixed(1)) }),
    ),
  });
  rows.push({ key: 'rate', label: copy.interestRate, cells: each((s) => percent(s.interestRate)) });
  rows.push({
    key: 'points',
    label: copy.points,
    cells: each((s) =>
      s.points > 0
        ? fill(copy.pointsValue, { points: Number(s.points.toFixed(3)), amount: dollars(s.pointsAmount) })
        : copy.noPoints,
    ),
  });
  rows.push({ key: 'fees', label: copy.lenderFees, cells: each((s) => dollars(s.lenderFees)) });
  rows.push({
    key: 'credit',
    label: copy.creditScore,
    cells: each((s) => (s.creditScore === undefined ? copy.noCreditScore : String(s.creditScore))),
  });
  rows.push({
    key: 'apr',
    label: copy.apr,
    cells: each((s) => `${s.apr.toFixed(3)}%`),
    className: styles.aprRow,
  });
  rows.push({
    key: 'pi',
    label: some((s) => s.repayment === 'amortizing') ? copy.principalAndInterest : copy.interestOnlyPayment,
    cells: each((s) => dollarsAndCents(s.principalAndInterest)),
  });
  if (some((s) => s.mortgageInsurance > 0))
    rows.push({
      key: 'mi',
      label: copy.mortgageInsurance,
      cells: each((s) => (s.mortgageInsurance > 0 ? dollarsAndCents(s.mortgageInsurance) : '—')),
    });
  rows.push({ key: 'payments', label: copy.payments, cells: each((s) => describePayments(s.payments, copy)) });
  if (some((s) => s.monthlyCosts !== undefined)) {
    rows.push({
      key: 'costs',
      label: copy.taxesInsuranceHoa,
      cells: each((s) =>
        s.monthlyCosts
          ? dollarsAndCents(s.monthlyCosts.propertyTax + s.monthlyCosts.insurance + s.monthlyCosts.hoa)
          : '',
      ),
    });
    rows.push({
      key: 'housing',
      label: copy.housingPayment,
      cells: each((s) =>
        s.monthlyCosts
          ? dollarsAndCents(
              (s.payments[0]?.amount ?? 0) + s.monthlyCosts.propertyTax + s.monthlyCosts.insurance + s.monthlyCosts.hoa,
            )
          : '',
      ),
    });
  }

  const insuranceNotes = [
    ...new Set(
      scenarios.flatMap((s) => {
        const notes: string[] = [];
        if (s.upfrontPremium > 0)
          notes.push(fill(copy.upfrontPremiumNote, { amount: dollarsAndCents(s.upfrontPremium) }));
        const mi = s.mortgageInsuranceYearly;
        if (mi)
          notes.push(
            fill(mi.basis === 'loanAmount' ? copy.insuranceLoanAmount : copy.insuranceAverageBalance, {
              percent: Number(mi.percent.toFixed(3)),
            }),
          );
        return notes;
      }),
    ),
  ];
  const showHeader = scenarios.length > 1 || scenarios.some((s) => s.label);

  return (
    <figure className={styles.root} aria-labelledby={`${id}-caption`}>
      <div className={styles.scroller} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className={styles.table}>
          <caption id={`${id}-caption`} className={styles.caption}>
            {title}
          </caption>
          {showHeader && (
            <thead>
              <tr>
                <th scope="col">{copy.assumption}</th>
                {scenarios.map((s, index) => (
                  <th scope="col" key={index}>
                    {s.label ?? ''}
                  </th>
                ))}
              </tr>
            </thead>
          )}
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={row.className}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.notes}>
        {note && <p>{note}</p>}
        {insuranceNotes.length > 0 && (
          <ul>
            {insuranceNotes.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
        <p>{fill(copy.assumptions, { asOf })}</p>
        <p>{copy.taxesNote}</p>
      </div>
    </figure>
  );
}
