import {
  ASSET_TYPES,
  ASSET_USAGE,
  assetBasedIncome,
  formatUsd,
  qualifyingAssets,
  SCENARIO_SPECS,
  type AssetType,
} from '@broker/core';
import { Fragment, useMemo, useState } from 'react';
import { pluralText } from '@broker/core/text';
import { fill } from '../../cx';
import { useShallowStable } from '../../hooks/useShallowStable';
import {
  numberBoxes,
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
import { useDomId } from '../../hooks/useDomId';

export interface AssetIncomeCopy {
  inputsHeading: string;
  resultsHeading: string;
  /** One label per kind of asset, and its hint (what it includes). */
  assets: Record<AssetType, { label: string; hint: string }>;
  /** `{{low}}`/`{{high}}`: the share counted. */
  usage: string;
  usageFull: string;
  fundsToClose: string;
  fundsToCloseHint: string;
  otherIncome: string;
  otherIncomeHint: string;
  term: string;
  /** The unit after a count of years: "1 year", "30 years" (plural keys: `_one`, `_other`). */
  years_one: string;
  years_other: string;
  totalAssets: string;
  eligible: string;
  /** `{{assets}}` ÷ `{{months}}` months = `{{income}}` (the low end). */
  formula: string;
  assetIncome: string;
  totalIncome: string;
  /** Low and high ends: `{{low}}` to `{{high}}`. */
  range: string;
  tableCaption: string;
  kind: string;
  balance: string;
  counted: string;
  noAssets: string;
  /** `{{low}}` and `{{high}}` a month, read after changes. */
  announcement: string;
  tool: ToolCopy;
}

export interface AssetIncomeCalculatorProps extends ToolPageProps {
  copy: AssetIncomeCopy;
}

const SPEC = SCENARIO_SPECS.assetIncome;
type Field = keyof typeof SPEC;
/** Address parameter of each kind of asset. */
const PARAM: Record<AssetType, Field> = {
  cash: 'cash',
  investments: 'invest',
  retirement: 'retire',
  businessCash: 'business',
};

/**
 * Asset-based (asset-depletion) income: each kind of asset counted at its usual share (cash 100%,
 * investments 70-80%, retirement 60-70%, business cash 50-60%), less the money spent to close,
 * divided by the loan term in months (core's `qualifyingAssets` and `assetBasedIncome`).
 */
export function AssetIncomeCalculator(page: AssetIncomeCalculatorProps) {
  const { language, copy, query, onQueryChange, onCalculate } = page;
  const id = useDomId();
  // The asset-based loans article's worked example.
  const [initial] = useState<Record<Field, string>>(() => ({
    cash: '1000000',
    invest: '3000000',
    retire: '1500000',
    business: '0',
    close: '300000',
    other: '3200',
    term: '30',
  }));
  const fields = useCalculatorFields<Field>({
    spec: SPEC,
    initial,
    required: ['term'],
    refuseBelowMin: ['term'],
    query,
  });
  const { reads, changed } = fields;
  const money = (value: number) => formatUsd(value, language);

  const balances = Object.fromEntries(ASSET_TYPES.map((type) => [type, reads[PARAM[type]].value])) as Record<
    AssetType,
    number
  >;
  const months = reads.term.value * 12;
  const stableBalances = useShallowStable(balances);
  const fundsToClose = reads.close.value;
  const assets = useMemo(
    () => qualifyingAssets({ balances: stableBalances, fundsToClose }),
    [stableBalances, fundsToClose],
  );
  const income = {
    low: assetBasedIncome(assets.eligible.low, months),
    high: assetBasedIncome(assets.eligible.high, months),
  };
  const other = reads.other.value;
  const between = (low: number, high: number) =>
    Math.round(low) === Math.round(high) ? money(low) : fill(copy.range, { low: money(low), high: money(high) });

  useReportChange(fields.scenarioQuery, changed && fields.scenarioQuery !== undefined, (q) => {
    if (q !== undefined) onQueryChange?.(q);
  });
  useReportChange(assets, changed, () => onCalculate?.());
  const unavailable = unavailableText(copy.tool, fields.refused, { term: copy.term });
  const announcement = useAnnouncement(
    unavailable ?? fill(copy.announcement, { low: money(income.low + other), high: money(income.high + other) }),
    changed,
  );
  const yearsUnit = (value: number) => pluralText(copy, 'years', value, language);

  const field = numberBoxes(id, fields, SPEC, copy.tool.issues, { money, yearsUnit });
  const usage = (type: AssetType) => {
    const { low, high } = ASSET_USAGE[type];
    return low === high
      ? fill(copy.usageFull, { share: `${low}%` })
      : fill(copy.usage, { low: `${low}%`, high: `${high}%` });
  };

  const scenario = (): Omit<ToolScenario, 'query'> => ({
    tool: 'assetIncome',
    inputs: { ...balances, fundsToClose: reads.close.value, otherIncome: other, loanTerm: reads.term.value },
    results: {
      eligibleLow: assets.eligible.low,
      eligibleHigh: assets.eligible.high,
      incomeLow: income.low,
      incomeHigh: income.high,
    },
    prefill: { loanPurpose: 'purchase' },
  });

  return (
    <ToolLayout
      id={id}
      {...toolFrame(page, copy, fields, scenario)}
      announcement={announcement}
      unavailable={unavailable}
      inputs={
        <>
          {ASSET_TYPES.map((type) => (
            <Fragment key={type}>
              {field(PARAM[type], copy.assets[type].label, 'money', `${copy.assets[type].hint} ${usage(type)}`)}
            </Fragment>
          ))}
          {field('close', copy.fundsToClose, 'money', copy.fundsToCloseHint)}
          {field('other', copy.otherIncome, 'money', copy.otherIncomeHint)}
          {field('term', copy.term, 'years')}
        </>
      }
      results={
        <>
          <ResultList
            rows={[
              { key: 'total', label: copy.totalAssets, value: money(assets.total) },
              { key: 'eligible', label: copy.eligible, value: between(assets.eligible.low, assets.eligible.high) },
              { key: 'assetIncome', label: copy.assetIncome, value: between(income.low, income.high) },
            ]}
            total={{ key: 'income', label: copy.totalIncome, value: between(income.low + other, income.high + other) }}
          />
          <p className={parts.note}>
            {fill(copy.formula, {
              assets: money(assets.eligible.low),
              months: String(months),
              income: money(income.low),
            })}
          </p>
          {assets.total === 0 ? <p className={parts.notice}>{copy.noAssets}</p> : null}
          <div className={tables.scroller} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
            <table className={tables.table}>
              <caption id={`${id}-caption`} className={tables.caption}>
                {copy.tableCaption}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{copy.kind}</th>
                  <th scope="col">{copy.balance}</th>
                  <th scope="col">{copy.counted}</th>
                </tr>
              </thead>
              <tbody>
                {ASSET_TYPES.map((type) => (
                  <tr key={type}>
                    <th scope="row">{copy.assets[type].label}</th>
                    <td>{money(balances[type])}</td>
                    <td>{between(assets.byType[type].low, assets.byType[type].high)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      }
    />
  );
}
