import type { Language } from '@broker/core';
import type { RateSheetEntry } from '../../site.config';
import { monthYear } from '../components/dates';

/** A figure older than this, counted from its effective date to the build date, fails the build. */
const MAX_FIGURE_AGE_MONTHS = 13;

export type { RateSheetEntry };

/** The figures the content reads, as `siteConfig.figures` holds them (values widened to numbers). */
export interface Figures {
  conformingLoanLimit: { amount: number; year: number; area: string; effective: string; source: string };
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

/**
 * Problems with the dated figures of the site configuration at `buildDate`, one message per figure,
 * each naming it: an effective date that is missing or not an ISO date, a missing source, or an
 * effective date more than {@link MAX_FIGURE_AGE_MONTHS} months before the build.
 */
export function figureProblems(figures: Record<string, unknown>, buildDate: Date): string[] {
  const problems: string[] = [];
  const today = buildDate.toISOString().slice(0, 10);
  for (const [name, raw] of Object.entries(figures)) {
    const figure = (raw ?? {}) as Partial<DatedFigure>;
    const effective = typeof figure.effective === 'string' ? parseIsoDate(figure.effective) : undefined;
    if (!effective) {
      problems.push(`Figure "${name}" needs an effective date written YYYY-MM-DD (got ${String(figure.effective)})`);
      continue;
    }
    if (typeof figure.source !== 'string' || figure.source.trim() === '') {
      problems.push(`Figure "${name}" needs a source`);
    }
    const lastGoodDay = addMonths(effective, MAX_FIGURE_AGE_MONTHS).toISOString().slice(0, 10);
    if (today > lastGoodDay) {
      problems.push(
        `Figure "${name}" took effect on ${figure.effective}, more than ${MAX_FIGURE_AGE_MONTHS} months before ` +
          `this build (${today}): check it against its source (${figure.source}), update its value and ` +
          `effective date in site.config.ts, and review the pages that use it`,
      );
    }
  }
  return problems;
}

/** Whole dollars with thousands separators, as both languages of the site write them: $832,750. */
export function dollars(amount: number): string {
  return `$${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/**
 * Placeholder values of the figures, in one language. Markdown and frontmatter write them as
 * `{{conformingLimit}}` ("$832,750"), `{{conformingLimitYear}}` ("2026") and `{{ratesAsOf}}`
 * ("November 2026" / "noviembre de 2026", the date of the rates assumed in the worked examples).
 */
export function figureValues(figures: Figures, language: Language): Record<string, string> {
  return {
    conformingLimit: dollars(figures.conformingLoanLimit.amount),
    conformingLimitYear: String(figures.conformingLoanLimit.year),
    ratesAsOf: monthYear(figures.rateSheet.effective, language),
  };
}
