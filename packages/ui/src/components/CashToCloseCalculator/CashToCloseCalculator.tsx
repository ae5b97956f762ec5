import {
  CLOSING_SECTIONS,
  ESCROW_CUSHION_MONTHS,
  FLORIDA_CLOSING_CUSTOMS,
  FLORIDA_CLOSING_RATES,
  FLORIDA_COUNTIES,
  formatUsd,
  purchaseCashToClose,
  RECORDED_PAGES,
  SCENARIO_SPECS,
  TAX_PRORATION_DISCOUNT,
  type ClosingLineKey,
  type ClosingPayer,
  type ClosingSectionKey,
  type FloridaCounty,
} from '@broker/core';
import { useMemo, useState } from 'react';
import { fill } from '../../cx';
import { useDomId } from '../../hooks/useDomId';
import { useShallowStable } from '../../hooks/useShallowStable';
import {
  AmountOrPercent,
  ChoiceField,
  issueText,
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
import * as styles from './CashToCloseCalculator.css';

type Home = 'single' | 'other';

export interface CashToCloseCopy {
  inputsHeading: string;
  resultsHeading: string;
  homeAndLoan: string;
  closing: string;
  feesAndCredits: string;
  price: string;
  down: string;
  downAmount: string;
  downPercent: string;
  rate: string;
  county: string;
  counties: Record<FloridaCounty, string>;
  home: string;
  homes: Record<Home, string>;
  /** Why the kind of home matters (Miami-Dade's deed surtax). */
  homeHint: string;
  month: string;
  day: string;
  /** Under a day past the month's end: `{{month}}` has `{{days}}` days, the figures use the last. */
  dayPastMonthEnd: string;
  tax: string;
  /** `{{rate}}` of the price, the county's typical rate in `{{year}}`. */
  taxHint: string;
  sellerTax: string;
  sellerTaxHint: string;
  insurance: string;
  insuranceHint: string;
  origination: string;
  originationHint: string;
  services: string;
  servicesHint: string;
  title: string;
  titleHint: string;
  owner: string;
  deed: string;
  payers: Record<ClosingPayer, string>;
  /** `{{county}}`'s custom, `{{payer}}`: negotiable in the contract. */
  customHint: string;
  deposit: string;
  depositHint: string;
  sellerCredits: string;
  lenderCredits: string;
  /** The Loan Estimate's section headings, with their letters. */
  sections: Record<ClosingSectionKey, string>;
  /** One label per line; `{{days}}` and `{{months}}` where the line counts them. */
  lines: Record<ClosingLineKey, string>;
  closingCosts: string;
  downPayment: string;
  depositPaid: string;
  sellerCreditsApplied: string;
  lenderCreditsApplied: string;
  taxCredit: string;
  taxDebit: string;
  /** The loan policy's full premium less the simultaneous charge, when the seller buys the owner's. */
  titleDiscount: string;
  /** Said with no loan: no lender charges, no Loan Estimate. */
  cashPurchase: string;
  cashToClose: string;
  breakdown: string;
  /** `{{cash}}`, read after changes. */
  announcement: string;
  /**
   * What the law sets and what is the visitor's: `{{deed}}` and `{{mortgage}}` pages recorded, the
   * `{{date}}` the rates were read, the proration's early-payment `{{discount}}`.
   */
  lawNote: string;
  /** The escrow's months: `{{cushion}}`. */
  escrowNote: string;
  tool: ToolCopy;
}

export interface CashToCloseCalculatorProps extends ToolPageProps {
  copy: CashToCloseCopy;
  /** The purchase rate of the rate sheet and the county's typical property tax. */
  figures?: { rate?: number; propertyTax?: { percent: number; year: number } };
}

const SPEC = SCENARIO_SPECS.cashToClose;
type Field = keyof typeof SPEC;
const DOWN = { amount: 'down', percent: 'downpct', base: 'price' } as const;
const MONTHS = SPEC.month.options;

/**
 * Cash to close on a Florida purchase, laid out in the Loan Estimate's sections: the charges
 * Florida sets by law (title premiums, documentary stamps, intangible tax, recording) computed to
 * the cent by core's `purchaseCashToClose`, the lender's and title agent's fees and the insurance as
 * editable figures, who pays what by the county's custom, and the seller's share of the year's tax.
 */
export function CashToCloseCalculator(page: CashToCloseCalculatorProps) {
  const { language, copy, figures, query, onQueryChange, onCalculate } = page;
  const id = useDomId();
  const [initial] = useState<Record<Field, string>>(() => {
    const price = 500_000;
    const custom = FLORIDA_CLOSING_CUSTOMS.miamiDade;
    return {
      price: String(price),
      down: '50000',
      downpct: '10',
      rate: plain(figures?.rate ?? 6.5, 3),
      county: 'miamiDade',
      home: 'single',
      month: '6',
      day: '15',
      tax: plain((price * (figures?.propertyTax?.percent ?? 2)) / 100),
      sellertax: '6000',
      ins: '3600',
      orig: '1495',
      services: '900',
      title: '1500',
      owner: custom.ownersPolicy,
      deed: custom.deedStamps,
      deposit: '50000',
      sellercredit: '0',
      lendercredit: '0',
    };
  });
  const fields = useCalculatorFields<Field>({
    spec: SPEC,
    initial,
    required: ['price', 'rate', 'day'],
    pairs: [DOWN],
    query,
  });
  const { texts, reads, changed } = fields;
  const money = (value: number) => formatUsd(value, language);
  // A word joiner keeps the minus sign with its amount.
  const signed = (value: number) => `${value < 0 ? '−\u2060' : ''}${money(Math.abs(value))}`;
  const percent = (value: number) => `${plain(value, 3)}%`;

  const county = texts.county as FloridaCounty;
  const price = reads.price.value;
  const down = Math.min(fields.amountOf(DOWN), price);
  const input = {
    price,
    loanAmount: Math.max(0, price - down),
    ratePercent: reads.rate.value,
    county,
    singleFamily: texts.home === 'single',
    closingMonth: Number(texts.month),
    closingDay: Math.max(1, reads.day.value),
    annualPropertyTax: reads.tax.value,
    sellerTaxBill: reads.sellertax.value,
    annualInsurance: reads.ins.value,
    originationCharges: reads.orig.value,
    lenderServices: reads.services.value,
    titleServices: reads.title.value,
    ownersPolicyPaidBy: texts.owner as ClosingPayer,
    deedStampsPaidBy: texts.deed as ClosingPayer,
    deposit: reads.deposit.value,
    sellerCredits: reads.sellercredit.value,
    lenderCredits: reads.lendercredit.value,
  };
  const stableInput = useShallowStable(input);
  const result = useMemo(() => purchaseCashToClose(stableInput), [stableInput]);

  useReportChange(fields.scenarioQuery, changed && fields.scenarioQuery !== undefined, (q) => {
    if (q !== undefined) onQueryChange?.(q);
  });
  useReportChange(result, changed, () => onCalculate?.());
  const unavailable = unavailableText(copy.tool, fields.refused, {
    price: copy.price,
    rate: copy.rate,
    day: copy.day,
  });
  const announcement = useAnnouncement(
    unavailable ?? fill(copy.announcement, { cash: signed(result.cashToClose) }),
    changed,
  );
  const field = numberBoxes(id, fields, SPEC, copy.tool.issues, {
    money,
    percent,
    yearsUnit: () => '',
  });

  /** A new county brings its customs, unless the visitor already chose otherwise. */
  const chooseCounty = (next: FloridaCounty) => {
    const before = FLORIDA_CLOSING_CUSTOMS[county];
    const after = FLORIDA_CLOSING_CUSTOMS[next];
    fields.edit('county', next);
    if (texts.owner === before.ownersPolicy) fields.edit('owner', after.ownersPolicy);
    if (texts.deed === before.deedStamps) fields.edit('deed', after.deedStamps);
  };
  const payerOptions = (['buyer', 'seller'] as const).map((value) => ({ value, label: copy.payers[value] }));
  const customHint = (payer: ClosingPayer) =>
    fill(copy.customHint, { county: copy.counties[county], payer: copy.payers[payer] });
  const locale = language === 'es' ? 'es-US' : 'en-US';
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const readOn = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });

  const lineLabel = (key: ClosingLineKey) =>
    fill(copy.lines[key], {
      days: String(result.prepaidInterestDays),
      months: String(key === 'taxEscrow' ? result.taxEscrowMonths : result.insuranceEscrowMonths),
    });
  const summary = [
    { key: 'costs', label: copy.closingCosts, value: money(result.closingCosts) },
    { key: 'down', label: copy.downPayment, value: money(result.downPayment) },
    result.deposit > 0 && { key: 'deposit', label: copy.depositPaid, value: signed(-result.deposit) },
    result.titleDiscount > 0 && {
      key: 'titleDiscount',
      label: copy.titleDiscount,
      value: signed(-result.titleDiscount),
    },
    result.sellerCredits > 0 && {
      key: 'seller',
      label: copy.sellerCreditsApplied,
      value: signed(-result.sellerCredits),
    },
    result.lenderCredits > 0 && {
      key: 'lender',
      label: copy.lenderCreditsApplied,
      value: signed(-result.lenderCredits),
    },
    result.taxProration !== 0 && {
      key: 'proration',
      label: result.taxProration > 0 ? copy.taxCredit : copy.taxDebit,
      value: signed(-result.taxProration),
    },
  ].filter((row) => row !== false);

  const scenario = (): Omit<ToolScenario, 'query'> => ({
    tool: 'cashToClose',
    inputs: { ...input, singleFamily: input.singleFamily ? 'yes' : 'no', downPayment: down },
    results: {
      cashToClose: result.cashToClose,
      closingCosts: result.closingCosts,
      taxProration: result.taxProration,
    },
    prefill: { propertyValue: price > 0 ? price : undefined, downPayment: down, loanPurpose: 'purchase' },
  });

  return (
    <ToolLayout
      id={id}
      {...toolFrame(page, copy, fields, scenario)}
      announcement={announcement}
      unavailable={unavailable}
      inputs={
        <>
          <h3 className={`${parts.group} ${parts.wide}`}>{copy.homeAndLoan}</h3>
          {field('price', copy.price, 'money')}
          <AmountOrPercent
            id={`${id}-down`}
            legend={copy.down}
            amountLabel={copy.downAmount}
            percentLabel={copy.downPercent}
            amount={texts.down}
            percent={texts.downpct}
            onAmount={(text) => fields.edit('down', text)}
            onPercent={(text) => fields.edit('downpct', text)}
            issue={
              fields.percentLeads('down')
                ? issueText(copy.tool.issues, reads.downpct, percent, SPEC.downpct)
                : issueText(copy.tool.issues, reads.down, money, SPEC.down)
            }
          />
          {field('rate', copy.rate, 'percent')}
          <ChoiceField
            id={`${id}-county`}
            label={copy.county}
            value={county}
            options={FLORIDA_COUNTIES.map((value) => ({ value, label: copy.counties[value] }))}
            onChange={chooseCounty}
          />
          <ChoiceField
            id={`${id}-home`}
            label={copy.home}
            value={texts.home as Home}
            options={(['single', 'other'] as const).map((value) => ({ value, label: copy.homes[value] }))}
            onChange={(value) => fields.edit('home', value)}
            hint={copy.homeHint}
            wide
          />
          <h3 className={`${parts.group} ${parts.wide}`}>{copy.closing}</h3>
          <ChoiceField
            id={`${id}-month`}
            label={copy.month}
            value={texts.month}
            options={MONTHS.map((value) => ({
              value,
              label: monthName.format(new Date(Date.UTC(2026, Number(value) - 1, 1))),
            }))}
            onChange={(value) => fields.edit('month', value)}
          />
          {field(
            'day',
            copy.day,
            'years',
            result.closingDay < reads.day.value
              ? fill(copy.dayPastMonthEnd, {
                  month: monthName.format(new Date(Date.UTC(2026, Number(texts.month) - 1, 1))),
                  days: String(result.closingDay),
                })
              : undefined,
          )}
          {field(
            'tax',
            copy.tax,
            'money',
            figures?.propertyTax
              ? fill(copy.taxHint, {
                  rate: percent(figures.propertyTax.percent),
                  year: String(figures.propertyTax.year),
                })
              : undefined,
          )}
          {field('sellertax', copy.sellerTax, 'money', copy.sellerTaxHint)}
          {field('ins', copy.insurance, 'money', copy.insuranceHint)}
          <h3 className={`${parts.group} ${parts.wide}`}>{copy.feesAndCredits}</h3>
          {field('orig', copy.origination, 'money', copy.originationHint)}
          {field('services', copy.services, 'money', copy.servicesHint)}
          {field('title', copy.title, 'money', copy.titleHint)}
          <ChoiceField
            id={`${id}-owner`}
            label={copy.owner}
            value={texts.owner as ClosingPayer}
            options={payerOptions}
            onChange={(value) => fields.edit('owner', value)}
            hint={customHint(FLORIDA_CLOSING_CUSTOMS[county].ownersPolicy)}
          />
          <ChoiceField
            id={`${id}-deed`}
            label={copy.deed}
            value={texts.deed as ClosingPayer}
            options={payerOptions}
            onChange={(value) => fields.edit('deed', value)}
            hint={customHint(FLORIDA_CLOSING_CUSTOMS[county].deedStamps)}
          />
          {field('deposit', copy.deposit, 'money', copy.depositHint)}
          {field('sellercredit', copy.sellerCredits, 'money')}
          {field('lendercredit', copy.lenderCredits, 'money')}
        </>
      }
      results={
        <>
          <ResultList
            rows={summary}
            total={{ key: 'cash', label: copy.cashToClose, value: signed(result.cashToClose) }}
          />
          {input.loanAmount === 0 ? <p className={parts.notice}>{copy.cashPurchase}</p> : null}
          <h3 className={parts.group}>{copy.breakdown}</h3>
          {CLOSING_SECTIONS.map((key) => {
            const section = result.sections.find((entry) => entry.key === key);
            if (!section || section.lines.length === 0) return null;
            return (
              <section key={key} aria-labelledby={`${id}-${key}`} className={styles.section}>
                <h4 id={`${id}-${key}`} className={styles.sectionHeading}>
                  <span>{copy.sections[key]}</span>
                  <span>{money(section.total)}</span>
                </h4>
                <ResultList
                  rows={section.lines.map((entry) => ({
                    key: entry.key,
                    label: lineLabel(entry.key),
                    value: money(entry.amount),
                  }))}
                />
              </section>
            );
          })}
          {/* On screen only: the printed page keeps the disclaimer and the page's note, on one sheet. */}
          <p className={`${parts.note} ${parts.noPrint}`}>
            {fill(copy.lawNote, {
              deed: String(RECORDED_PAGES.deed),
              mortgage: String(RECORDED_PAGES.mortgage),
              date: readOn.format(new Date(`${FLORIDA_CLOSING_RATES.checked}T12:00:00Z`)),
              discount: percent(TAX_PRORATION_DISCOUNT * 100),
            })}{' '}
            {fill(copy.escrowNote, { cushion: String(ESCROW_CUSHION_MONTHS) })}
          </p>
        </>
      }
    />
  );
}
