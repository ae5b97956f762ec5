import type { Language } from '@broker/core';
import type { DatedAmount, RateSheetEntry } from '../../site.config';
import { monthYear } from '../components/dates';

export type { DatedAmount, RateSheetEntry };

/** A figure older than this, counted from its effective date to the build date, fails the build. */
const MAX_FIGURE_AGE_MONTHS = 13;

/**
 * A figure kept year by year (a loan limit): the area it applies to, where each year's value is
 * announced, and one entry a year. The entry in force on a date is the one with the latest
 * effective date on or before it.
 */
export interface DatedSeries {
  area: string;
  announcedBy: string;
  entries: readonly DatedAmount[];
}

/** The figures the content reads, as `siteConfig.figures` holds them (values widened to numbers). */
export interface Figures {
  conformingLoanLimit: DatedSeries;
  fhaLoanLimit: DatedSeries;
  rateSheet: { effective: string; source: string; rates: Readonly<Record<string, RateSheetEntry>> };
}

/** What every entry of `siteConfig.figures` carries, whatever its value. */
interface DatedFigure {
  effective: string;
  source: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseIsoDate(text: string): Date | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text ? date : undefined;
}

/** The same day `months` later (the last day of the month when that month is shorter). */
function addMonths(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Whether a figure of the configuration is kept year by year (has `entries`). */
function isDatedSeries(value: unknown): value is DatedSeries {
  return typeof value === 'object' && value !== null && Array.isArray((value as { entries?: unknown }).entries);
}

/**
 * The entry of a year-by-year figure in force on `date`: the one with the latest effective date on
 * or before that day, or `undefined` when none has taken effect yet.
 */
export function entryInForce(series: DatedSeries, date: Date): DatedAmount | undefined {
  const today = isoDay(date);
  let found: DatedAmount | undefined;
  for (const entry of series.entries) {
    if (entry.effective <= today && (!found || entry.effective > found.effective)) found = entry;
  }
  return found;
}

/**
 * The figures as they stand on `date`: each year-by-year figure replaced by its entry in force,
 * with its area (`{ amount, year, effective, source, area }`), or left out while none is in force;
 * the other figures as they are. This is what the chat assistant quotes.
 */
export function figuresInForce(figures: Record<string, unknown>, date: Date): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [name, figure] of Object.entries(figures)) {
    if (isDatedSeries(figure)) {
      const entry = entryInForce(figure, date);
      if (entry) out[name] = { ...entry, area: figure.area };
    } else {
      out[name] = figure as Record<string, unknown>;
    }
  }
  return out;
}

/**
 * Warnings for a build made on `buildDate`: each year-by-year figure with no entry for the build's
 * year, naming the figure and where that year's value is announced. The build goes on with the
 * entry still in force (the previous year's), which {@link figureProblems} fails once it is more
 * than {@link MAX_FIGURE_AGE_MONTHS} months old.
 */
export function figureWarnings(figures: Record<string, unknown>, buildDate: Date): string[] {
  const year = buildDate.getUTCFullYear();
  const warnings: string[] = [];
  for (const [name, figure] of Object.entries(figures)) {
    if (!isDatedSeries(figure) || figure.entries.some((entry) => entry.year === year)) continue;
    const inForce = entryInForce(figure, buildDate);
    warnings.push(
      `Figure "${name}" (${figure.area}) has no entry for ${year}: ` +
        (inForce ? `pages still quote the ${inForce.year} value. ` : 'pages cannot quote it. ') +
        `Find the ${year} value in ${figure.announcedBy} and add it to figures.${name}.entries in site.config.ts ` +
        `with its effective date and source`,
    );
  }
  return warnings;
}

function checkEntry(
  name: string,
  figure: Partial<DatedFigure>,
  today: string,
  problems: string[],
  checkAge: boolean,
): void {
  const effective = typeof figure.effective === 'string' ? parseIsoDate(figure.effective) : undefined;
  if (!effective) {
    problems.push(`Figure "${name}" needs an effective date written YYYY-MM-DD (got ${String(figure.effective)})`);
    return;
  }
  if (typeof figure.source !== 'string' || figure.source.trim() === '') {
    problems.push(`Figure "${name}" needs a source`);
  }
  const lastGoodDay = isoDay(addMonths(effective, MAX_FIGURE_AGE_MONTHS));
  if (checkAge && today > lastGoodDay) {
    problems.push(
      `Figure "${name}" took effect on ${figure.effective}, more than ${MAX_FIGURE_AGE_MONTHS} months before ` +
        `this build (${today}): check it against its source (${figure.source}), update its value and ` +
        `effective date in site.config.ts, and review the pages that use it`,
    );
  }
}

/**
 * Problems with the dated figures of the site configuration at `buildDate`, one message per figure,
 * each naming it: an effective date that is missing or not an ISO date, a missing source, or an
 * effective date more than {@link MAX_FIGURE_AGE_MONTHS} months before the build. A figure kept year
 * by year is checked entry by entry (each needs an amount, a year, an ISO effective date and a
 * source); only its entry in force can be too old.
 */
export function figureProblems(figures: Record<string, unknown>, buildDate: Date): string[] {
  const problems: string[] = [];
  const today = isoDay(buildDate);
  for (const [name, raw] of Object.entries(figures)) {
    if (isDatedSeries(raw)) {
      const inForce = entryInForce(raw, buildDate);
      raw.entries.forEach((entry, index) => {
        const label = `${name}.entries[${index}]`;
        if (typeof entry.amount !== 'number' || !(entry.amount > 0)) problems.push(`Figure "${label}" needs an amount`);
        if (!Number.isInteger(entry.year)) problems.push(`Figure "${label}" needs a year`);
        checkEntry(entry === inForce ? name : label, entry, today, problems, entry === inForce);
      });
      continue;
    }
    checkEntry(name, raw ?? {}, today, problems, true);
  }
  return problems;
}

/**
 * The problem with Florida's closing rates (`FLORIDA_CLOSING_RATES` in @broker/core, the title
 * premiums, stamp taxes and recording fees the cash-to-close calculator uses) at `buildDate`: last
 * read at their sources more than {@link MAX_FIGURE_AGE_MONTHS} months before it, or `undefined`.
 */
export function closingRatesProblem(checked: string, buildDate: Date): string | undefined {
  const read = parseIsoDate(checked);
  if (read && isoDay(buildDate) <= isoDay(addMonths(read, MAX_FIGURE_AGE_MONTHS))) return undefined;
  return (
    `Florida's closing rates were last read at their sources on ${checked}, more than ${MAX_FIGURE_AGE_MONTHS} ` +
    `months before this build (${isoDay(buildDate)}): read each rule again (docs/florida-closing-costs.md lists ` +
    'them), update the rates and their `checked` date in packages/core/src/mortgage/floridaClosing.ts'
  );
}

/** Whole dollars with thousands separators, as both languages of the site write them: $832,750. */
export function dollars(amount: number): string {
  return `$${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/**
 * Placeholder values of the figures in one language, as they stand on `date` (the build date):
 * `{{conformingLimit}}` ("$832,750") and `{{conformingLimitYear}}` ("2026") from the conforming
 * limit's entry in force, `{{fhaLimit}}` and `{{fhaLimitYear}}` from the FHA limit's (left out while
 * no entry is in force, so a page that quotes it fails the build naming the placeholder), and
 * `{{ratesAsOf}}` ("November 2026" / "noviembre de 2026", the date of the rate sheet behind the
 * worked examples).
 */
export function figureValues(figures: Figures, language: Language, date: Date = new Date()): Record<string, string> {
  const values: Record<string, string> = { ratesAsOf: monthYear(figures.rateSheet.effective, language) };
  const limits = [
    ['conformingLimit', figures.conformingLoanLimit],
    ['fhaLimit', figures.fhaLoanLimit],
  ] as const;
  for (const [name, series] of limits) {
    const entry = entryInForce(series, date);
    if (!entry) continue;
    values[name] = dollars(entry.amount);
    values[`${name}Year`] = String(entry.year);
  }
  return values;
}
