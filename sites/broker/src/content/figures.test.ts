import { siteConfig } from '../../site.config';
import { dollars, figureProblems, figureValues } from './figures';
import { fillPlaceholders, placeholderValues } from './placeholders';

const limit = { amount: 832750, year: 2026, effective: '2026-01-01', source: 'FHFA' };

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

  it('passes for the site configuration on the date the figures were last reviewed', () => {
    expect(figureProblems(siteConfig.figures, new Date('2026-11-23T12:00:00Z'))).toEqual([]);
  });
});

describe('figure placeholders', () => {
  it('fill the conforming limit, its year and the date of the assumed rates in each language', () => {
    expect(figureValues(siteConfig.figures, 'en')).toEqual({
      conformingLimit: '$832,750',
      conformingLimitYear: '2026',
      ratesAsOf: 'November 2026',
    });
    expect(figureValues(siteConfig.figures, 'es').ratesAsOf).toBe('noviembre de 2026');
    const text = 'The {{conformingLimitYear}} limit is {{conformingLimit}}, rates as of {{ratesAsOf}}.';
    expect(fillPlaceholders(text, placeholderValues('en'))).toBe(
      'The 2026 limit is $832,750, rates as of November 2026.',
    );
  });

  it('follow a new value in the configuration', () => {
    const next = {
      ...siteConfig.figures,
      conformingLoanLimit: { ...siteConfig.figures.conformingLoanLimit, amount: 861_000, year: 2027 },
    };
    expect(figureValues(next, 'es')).toMatchObject({
      conformingLimit: '$861,000',
      conformingLimitYear: '2027',
    });
  });

  it('write whole dollars with separators', () => {
    expect(dollars(832750)).toBe('$832,750');
    expect(dollars(1249125.4)).toBe('$1,249,125');
    expect(dollars(950)).toBe('$950');
  });
});
