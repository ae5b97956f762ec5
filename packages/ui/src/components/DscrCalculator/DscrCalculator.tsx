import { dscr, DSCR_MINIMUM, DSCR_TARGET, formatUsd, SCENARIO_SPECS } from '@broker/core';
import { useMemo, useState } from 'react';
import { pluralText } from '@broker/core/text';
import { fill } from '../../cx';
import { useShallowStable } from '../../hooks/useShallowStable';
import {
  AmountOrPercent,
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
import { useDomId } from '../../hooks/useDomId';

export interface DscrCopy {
  inputsHeading: string;
  resultsHeading: string;
  rent: string;
  rentHint: string;
  price: string;
  down: string;
  downAmount: string;
  downPercent: string;
  rate: string;
  term: string;
  /** The unit after a count of years: "1 year", "30 years" (plural keys: `_one`, `_other`). */
  years_one: string;
  years_other: string;
  tax: string;
  /** `{{rate}}` and `{{year}}`: rentals pay tax on market value (no homestead). */
  taxHint: string;
  insurance: string;
  hoa: string;
  ratio: string;
  /** `{{ratio}}` meets or misses the minimum `{{minimum}}`. */
  meets: string;
  misses: string;
  noDebt: string;
  loanAmount: string;
  debtService: string;
  cashFlow: string;
  /** `{{ratio}}`: the rent needed for that ratio. */
  rentFor: string;
  noRent: string;
  /** No purchase price, so no loan: the ratio counts tax, insurance and HOA alone. */
  noPrice: string;
  /** The down payment covers the price, so no loan: the ratio counts tax, insurance and HOA alone. */
  noLoan: string;
  /** `{{ratio}}`, read after changes. */
  announcement: string;
  tool: ToolCopy;
}

export interface DscrCalculatorProps extends ToolPageProps {
  copy: DscrCopy;
  /** Illustrative DSCR rate and the county's typical property tax. */
  figures?: { rate?: number; propertyTax?: { percent: number; year: number } };
}

const SPEC = SCENARIO_SPECS.dscr;
type Field = keyof typeof SPEC;
const DOWN = { amount: 'down', percent: 'downpct', base: 'price' } as const;

/**
 * Debt-service coverage for an investment property: rent ÷ PITIA against the program's 1.0
 * minimum, the monthly cash flow, and the rent needed for 1.0 and for 1.25 (core's `dscr`).
 */
export function DscrCalculator(page: DscrCalculatorProps) {
  const { language, copy, figures, query, onQueryChange, onCalculate } = page;
  const id = useDomId();
  const [initial] = useState<Record<Field, string>>(() => {
    const price = 450000;
    return {
      rent: '3500',
      price: String(price),
      down: '112500',
      downpct: '25',
      rate: plain(figures?.rate ?? 7.5, 3),
      term: '30',
      tax: plain((price * (figures?.propertyTax?.percent ?? 2)) / 100),
      ins: '4500',
      hoa: '0',
    };
  });
  const fields = useCalculatorFields<Field>({
    spec: SPEC,
    initial,
    required: ['rent', 'price', 'rate', 'term'],
    refuseBelowMin: ['term'],
    pairs: [DOWN],
    query,
  });
  const { texts, reads, changed } = fields;
  const money = (value: number) => formatUsd(value, language);
  const percent = (value: number) => `${plain(value, 3)}%`;
  const ratioText = (value: number) => value.toFixed(2);

  const price = reads.price.value;
  const down = Math.min(fields.amountOf(DOWN), price);
  const input = {
    monthlyRent: reads.rent.value,
    loanAmount: Math.max(0, price - down),
    interestRate: reads.rate.value,
    loanTerm: reads.term.value,
    propertyTax: reads.tax.value,
    homeInsurance: reads.ins.value,
    hoa: reads.hoa.value,
  };
  const stableInput = useShallowStable(input);
  const result = useMemo(() => dscr(stableInput), [stableInput]);

  useReportChange(fields.scenarioQuery, changed && fields.scenarioQuery !== undefined, (q) => {
    if (q !== undefined) onQueryChange?.(q);
  });
  useReportChange(result, changed, () => onCalculate?.());
  const unavailable = unavailableText(copy.tool, fields.refused, {
    rent: copy.rent,
    price: copy.price,
    rate: copy.rate,
    term: copy.term,
  });
  const announcement = useAnnouncement(
    unavailable ?? fill(copy.announcement, { ratio: result.ratio === null ? '—' : ratioText(result.ratio) }),
    changed,
  );
  const yearsUnit = (value: number) => pluralText(copy, 'years', value, language);

  const field = numberBoxes(id, fields, SPEC, copy.tool.issues, { money, percent, yearsUnit });

  const scenario = (): Omit<ToolScenario, 'query'> => ({
    tool: 'dscr',
    inputs: { ...input, homePrice: price, downPayment: down },
    results: {
      ratio: result.ratio,
      monthlyDebtService: result.monthlyDebtService,
      monthlyCashFlow: result.monthlyCashFlow,
      rentForMinimum: result.rentNeeded.minimum,
      rentForTarget: result.rentNeeded.target,
    },
    prefill: {
      propertyValue: price > 0 ? price : undefined,
      downPayment: down,
      loanPurpose: 'investment',
      propertyType: 'investment',
    },
  });

  const verdict =
    result.ratio === null
      ? copy.noDebt
      : fill(result.meetsMinimum ? copy.meets : copy.misses, {
          ratio: ratioText(result.ratio),
          minimum: ratioText(DSCR_MINIMUM),
        });

  return (
    <ToolLayout
      id={id}
      {...toolFrame(page, copy, fields, scenario)}
      announcement={announcement}
      unavailable={unavailable}
      inputs={
        <>
          {field('rent', copy.rent, 'money', copy.rentHint)}
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
          {field('term', copy.term, 'years')}
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
          {field('ins', copy.insurance, 'money')}
          {field('hoa', copy.hoa, 'money')}
        </>
      }
      results={
        <>
          <ResultList
            rows={[
              { key: 'loan', label: copy.loanAmount, value: money(input.loanAmount) },
              { key: 'pitia', label: copy.debtService, value: money(result.monthlyDebtService) },
              {
                key: 'cash',
                label: copy.cashFlow,
                value: `${result.monthlyCashFlow < 0 ? '−' : ''}${money(Math.abs(result.monthlyCashFlow))}`,
              },
              {
                key: 'min',
                label: fill(copy.rentFor, { ratio: ratioText(DSCR_MINIMUM) }),
                // Whole dollars, rounded up: the rent shown always reaches the ratio.
                value: money(Math.ceil(result.rentNeeded.minimum)),
              },
              {
                key: 'target',
                label: fill(copy.rentFor, { ratio: ratioText(DSCR_TARGET) }),
                value: money(Math.ceil(result.rentNeeded.target)),
              },
            ]}
            total={{ key: 'ratio', label: copy.ratio, value: result.ratio === null ? '—' : ratioText(result.ratio) }}
          />
          <p className={parts.notice} data-meets={result.meetsMinimum}>
            {input.monthlyRent === 0 ? copy.noRent : verdict}
          </p>
          {input.loanAmount === 0 ? <p className={parts.notice}>{price === 0 ? copy.noPrice : copy.noLoan}</p> : null}
        </>
      }
    />
  );
}
