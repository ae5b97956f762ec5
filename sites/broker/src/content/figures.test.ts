import { siteConfig } from '../../site.config';
import {
  closingRatesProblem,
  dollars,
  entryInForce,
  figureProblems,
  figuresInForce,
  figureValues,
  figureWarnings,
  type DatedSeries,
} from './figures';
import { fillPlaceholders, placeholderValues } from './placeholders';

const limit = { amount: 832750, year: 2026, effective: '2026-01-01', source: 'FHFA' };
const next = { amount: 861000, year: 2027, effective: '2027-01-01', source: 'FHFA 2027' };
const series = (entries: DatedSeries['entries']): DatedSeries => ({
  area: 'Miami-Dade County',
  announcedBy: "FHFA's announcement",
  entries,
});

describe('entryInForce', () => {
  const limits = series([next, limit]);

  it('takes the entry whose effective date is the latest on or before the date, in any order', () => {
    expect(entryInForce(limits, new Date('2026-12-31T23:59:59Z'))).toBe(limit);
    expect(entryInForce(limits, new Date('2027-01-01T00:00:00Z'))).toBe(next);
    expect(entryInForce(limits, new Date('2027-06-15T12:00:00Z'))).toBe(next);
  });

  it('has none before the first entry takes effect', () => {
    expect(entryInForce(limits, new Date('2025-12-31T12:00:00Z'))).toBeUndefined();
    expect(entryInForce(series([]), new Date('2026-06-01'))).toBeUndefined();
  });

  it('hands the chat the entry in force with its area, and leaves out a figure with none', () => {
    const figures = { conformingLoanLimit: limits, fhaLoanLimit: series([]), other: { effective: '2026-01-01' } };
    expect(figuresInForce(figures, new Date('2027-01-02'))).toEqual({
      conformingLoanLimit: { ...next, area: 'Miami-Dade County' },
      other: { effective: '2026-01-01' },
    });
  });
});

describe("the site's figures as the chat reads them", () => {
  it('give the conforming limit in force with its amount, year and area, as the answers quote them', () => {
    expect(figuresInForce(siteConfig.figures, new Date('2026-11-27T12:00:00Z')).conformingLoanLimit).toMatchObject({
      amount: 832_750,
      year: 2026,
      area: 'Miami-Dade County',
    });
  });
});

describe('figureWarnings', () => {
  it('warns from January 1 of a year with no entry, naming the figure and where to find it', () => {
    const figures = { conformingLoanLimit: series([limit]) };
    expect(figureWarnings(figures, new Date('2026-12-31T23:00:00Z'))).toEqual([]);
    const warnings = figureWarnings(figures, new Date('2027-01-01T00:00:00Z'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('Figure "conformingLoanLimit" (Miami-Dade County) has no entry for 2027');
    expect(warnings[0]).toContain('pages still quote the 2026 value');
    expect(warnings[0]).toContain("Find the 2027 value in FHFA's announcement");
    expect(figureWarnings({ conformingLoanLimit: series([limit, next]) }, new Date('2027-01-01'))).toEqual([]);
  });

  it('warns, without failing, for a figure with no entry at all', () => {
    const figures = { fhaLoanLimit: series([]) };
    expect(figureWarnings(figures, new Date('2026-11-27'))[0]).toContain(
      'Figure "fhaLoanLimit" (Miami-Dade County) has no entry for 2026: pages cannot quote it',
    );
    expect(figureProblems(figures, new Date('2026-11-27'))).toEqual([]);
  });

  it("names where the site's loan limits are announced", () => {
    const warnings = figureWarnings(siteConfig.figures, new Date('2030-01-01'));
    expect(warnings).toHaveLength(2);
    expect(warnings.find((w) => w.includes('"conformingLoanLimit"'))).toContain('FHFA');
    expect(warnings.find((w) => w.includes('"fhaLoanLimit"'))).toContain(
      'https://entp.hud.gov/idapp/html/hicostlook.cfm',
    );
  });
});

describe('closingRatesProblem', () => {
  it("accepts Florida's closing rates read up to 13 months before the build, and names the file after", () => {
    expect(closingRatesProblem('2026-11-27', new Date('2027-12-27T23:00:00Z'))).toBeUndefined();
    const problem = closingRatesProblem('2026-11-27', new Date('2027-12-28T00:00:00Z'));
    expect(problem).toContain(
      'last read at their sources on 2026-11-27, more than 13 months before this build (2027-12-28)',
    );
    expect(problem).toContain('packages/core/src/mortgage/floridaClosing.ts');
    expect(closingRatesProblem('27/11/2026', new Date('2026-11-28'))).toContain('27/11/2026');
  });
});

describe('figureProblems', () => {
  it('accepts figures up to 13 months old and fails the day after, naming the figure', () => {
    expect(figureProblems({ conformingLoanLimit: limit }, new Date('2027-02-01T12:00:00Z'))).toEqual([]);
    const problems = figureProblems({ conformingLoanLimit: limit }, new Date('2027-02-02T00:00:00Z'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('Figure "conformingLoanLimit" took effect on 2026-01-01');
    expect(problems[0]).toContain('more than 13 months before this build (2027-02-02)');
    expect(problems[0]).toContain('site.config.ts');
  });

  it('counts months on the calendar, ending on the last day of a short month', () => {
    const figure = { effective: '2025-01-31', source: 'x' };
    expect(figureProblems({ f: figure }, new Date('2026-02-28T23:00:00Z'))).toEqual([]);
    expect(figureProblems({ f: figure }, new Date('2026-03-01T00:00:00Z'))).toHaveLength(1);
  });

  it('requires an ISO effective date and a source on every figure', () => {
    const problems = figureProblems(
      {
        noDate: { source: 'x' },
        badDate: { effective: '2026-02-30', source: 'x' },
        noSource: { effective: '2026-05-01' },
      },
      new Date('2026-06-01'),
    );
    expect(problems).toEqual([
      'Figure "noDate" needs an effective date written YYYY-MM-DD (got undefined)',
      'Figure "badDate" needs an effective date written YYYY-MM-DD (got 2026-02-30)',
      'Figure "noSource" needs a source',
    ]);
  });

  it('checks only the entry in force of a figure kept year by year for age, and every entry for form', () => {
    const limits = series([limit, next]);
    expect(figureProblems({ conformingLoanLimit: limits }, new Date('2027-02-02'))).toEqual([]);
    expect(figureProblems({ conformingLoanLimit: series([limit]) }, new Date('2027-02-02'))[0]).toContain(
      'Figure "conformingLoanLimit" took effect on 2026-01-01',
    );
    const broken = series([limit, { ...next, effective: '2027-1-1', source: '' }]);
    expect(figureProblems({ conformingLoanLimit: broken }, new Date('2026-06-01'))).toEqual([
      'Figure "conformingLoanLimit.entries[1]" needs an effective date written YYYY-MM-DD (got 2027-1-1)',
    ]);
  });

  it('passes for the site configuration on the date the figures were last reviewed', () => {
    expect(figureProblems(siteConfig.figures, new Date('2026-11-23T12:00:00Z'))).toEqual([]);
  });
});

describe('figure placeholders', () => {
  const day = new Date('2026-11-27T12:00:00Z');

  it('fill the conforming limit, its year and the date of the rate sheet in each language', () => {
    expect(figureValues(siteConfig.figures, 'en', day)).toEqual({
      conformingLimit: '$832,750',
      conformingLimitYear: '2026',
      ratesAsOf: 'November 2026',
    });
    expect(figureValues(siteConfig.figures, 'es', day).ratesAsOf).toBe('noviembre de 2026');
    const text = 'The {{conformingLimitYear}} limit is {{conformingLimit}}, rates as of {{ratesAsOf}}.';
    expect(fillPlaceholders(text, placeholderValues('en', siteConfig, day))).toBe(
      'The 2026 limit is $832,750, rates as of November 2026.',
    );
  });

  it('take the entry in force on the build date, the new year from its effective date', () => {
    const figures = {
      ...siteConfig.figures,
      conformingLoanLimit: series([limit, next]),
      fhaLoanLimit: series([{ amount: 700_000, year: 2027, effective: '2027-01-01', source: 'HUD' }]),
    };
    expect(figureValues(figures, 'es', new Date('2026-12-31T12:00:00Z'))).toEqual({
      conformingLimit: '$832,750',
      conformingLimitYear: '2026',
      ratesAsOf: 'noviembre de 2026',
    });
    expect(figureValues(figures, 'es', new Date('2027-01-01T00:00:00Z'))).toMatchObject({
      conformingLimit: '$861,000',
      conformingLimitYear: '2027',
      fhaLimit: '$700,000',
      fhaLimitYear: '2027',
    });
  });

  it('fail a page that quotes the FHA limit while no entry is in force, naming the placeholder', () => {
    const figures = { ...siteConfig.figures, fhaLoanLimit: series([]) };
    const values = figureValues(figures, 'en', day);
    expect(values).not.toHaveProperty('fhaLimit');
    expect(() => fillPlaceholders('FHA limit: {{fhaLimit}}', values)).toThrow('Unknown placeholder {{fhaLimit}}');
  });

  it('write whole dollars with separators', () => {
    expect(dollars(832750)).toBe('$832,750');
    expect(dollars(1249125.4)).toBe('$1,249,125');
    expect(dollars(950)).toBe('$950');
  });
});
