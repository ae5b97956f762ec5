/** How many days a rate sheet is good for when it does not say. */
export const DEFAULT_RATE_SHEET_VALID_DAYS = 30;

/** The dated rate sheet behind the worked examples, as `siteConfig.figures.rateSheet` holds it. */
export interface RateSheet {
  /** The date the sheet's terms were available, YYYY-MM-DD. */
  effective: string;
  /** The lender's or program's sheet the rates come from. */
  source: string;
  /** Days the sheet stays good for, counted from `effective`. */
  validDays?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Why the rate sheet may not back the worked examples of a build made on `buildDate`, or
 * `undefined` while it is good: it is older than its validity (`validDays`, else
 * {@link DEFAULT_RATE_SHEET_VALID_DAYS}), counted in whole days from its effective date. The message
 * says what to update. A production build fails on it; other builds show it as a warning.
 */
export function staleRateSheet(sheet: RateSheet, buildDate: Date): string | undefined {
  const validDays = sheet.validDays ?? DEFAULT_RATE_SHEET_VALID_DAYS;
  const effective = Date.parse(`${sheet.effective}T00:00:00Z`);
  if (Number.isNaN(effective)) {
    return `The rate sheet (content/rate-sheet.json, "Rates" in the content editor) needs its effective date written YYYY-MM-DD (got ${sheet.effective})`;
  }
  const today = Date.UTC(buildDate.getUTCFullYear(), buildDate.getUTCMonth(), buildDate.getUTCDate());
  const ageDays = Math.floor((today - effective) / DAY_MS);
  if (ageDays <= validDays) return undefined;
  const lastGoodDay = new Date(effective + validDays * DAY_MS).toISOString().slice(0, 10);
  return (
    `The rate sheet behind the worked examples took effect on ${sheet.effective} and was good for ` +
    `${validDays} days, until ${lastGoodDay}; this build is on ${new Date(today).toISOString().slice(0, 10)}, ` +
    `${ageDays} days after it. Update the rate sheet ` +
    `(content/rate-sheet.json, "Rates" in the content editor at /admin) from a current one: its rates with their points and lender fees, its source (now "${sheet.source}") and its ` +
    `effective date; the build then names every worked example in content/examples.yml whose quoted figures change.`
  );
}
