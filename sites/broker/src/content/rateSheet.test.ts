import { siteConfig } from '../../site.config';
import { DEFAULT_RATE_SHEET_VALID_DAYS, staleRateSheet } from './rateSheet';

const sheet = { effective: '2026-11-23', source: 'Wholesale lender rate sheet of 2026-11-23' };

describe('staleRateSheet', () => {
  it('accepts a sheet for 30 days by default and fails the day after, saying what to update', () => {
    expect(DEFAULT_RATE_SHEET_VALID_DAYS).toBe(30);
    expect(staleRateSheet(sheet, new Date('2026-11-23T08:00:00Z'))).toBeUndefined();
    expect(staleRateSheet(sheet, new Date('2026-12-23T23:59:00Z'))).toBeUndefined();
    const message = staleRateSheet(sheet, new Date('2026-12-24T00:00:00Z'));
    expect(message).toContain('took effect on 2026-11-23 and was good for 30 days, until 2026-12-23');
    expect(message).toContain('this build is on 2026-12-24, 31 days after it');
    expect(message).toContain(
      'Update the rate sheet (content/rate-sheet.json, "Rates" in the content editor at /admin)',
    );
    expect(message).toContain(
      'its rates with their points and lender fees, its source (now "Wholesale lender rate sheet of 2026-11-23") and its effective date',
    );
  });

  it("follows the sheet's own validity", () => {
    const weekly = { ...sheet, validDays: 7 };
    expect(staleRateSheet(weekly, new Date('2026-11-30T12:00:00Z'))).toBeUndefined();
    expect(staleRateSheet(weekly, new Date('2026-12-01T12:00:00Z'))).toContain('good for 7 days, until 2026-11-30');
  });

  it('requires an ISO effective date', () => {
    expect(staleRateSheet({ ...sheet, effective: 'November 2026' }, new Date('2026-11-24'))).toContain(
      'needs its effective date written YYYY-MM-DD (got November 2026)',
    );
  });

  it("is good for the site's sheet on its effective date, with a 30-day validity", () => {
    const { rateSheet } = siteConfig.figures;
    expect(rateSheet.validDays).toBe(30);
    expect(staleRateSheet(rateSheet, new Date(`${rateSheet.effective}T12:00:00Z`))).toBeUndefined();
  });
});
