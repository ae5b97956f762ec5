/**
 * The site's performance budgets: what `npm run test:budgets -w @broker/site` measures and the
 * limits it asserts (`assertions.ts`). Pages come from the route table, so new routes are covered.
 */
export const budgetsConfig = {
  /**
   * JavaScript a page loads without any interaction (gzip -9 of each script, fresh profile). A bare
   * Gatsby 5 page with React 18 and react-i18next ships about 92 KB. The target is at most 15% on
   * top of it (105.8 KB); the budget allows 20% (110.4 KB) since the call/text consent notice, the
   * visit's attribution and the fitting header joined the first view (home and contact measured
   * 106.2-107.3 KB). Since 2026-11-28 the pages read their UI strings without i18next (50 KB of
   * the app script, about 15 KB gzipped, on every page). Chunks named here load only when the
   * visitor asks for them.
   */
  firstViewJavaScript: {
    bareFrameworkKb: 92,
    targetKb: 92 * 1.15,
    maxKb: 92 * 1.2,
    onDemandChunks: [
      'chat-window',
      'prequalify-dialog',
      'api-client',
      'tracking',
      'calculator-island',
      'calculator-insights',
      'calculator-scenario',
      'affordability-island',
      'refinance-island',
      'dscr-island',
      'asset-income-island',
    ],
  },

  /**
   * Lighthouse 12, mobile settings (simulated Slow 4G, Moto G Power screen), system Chromium.
   * Every page once at the CPU slowdown calibrated to this machine (Lighthouse's docs/throttling.md
   * table: 4x from a benchmark index of 1500, 2x from 1000, less below; LIGHTHOUSE_CPU_MULTIPLIER
   * overrides), recalibrated before each pair from the host's latest readings, alternately with and
   * without its scripts (the same HTML with every script removed):
   * the score with scripts must stay within 5% of the score without, so a regression shows as a
   * ratio measured in the same minute on the same machine rather than as the machine's noise.
   */
  everyPage: {
    /**
     * Every page within 5% of its own HTML. Measured 2026-11-24 on a two-core host (benchmark index
     * 2238, calibrated 4x): every page 0.99-1.00, Total Blocking Time 0-94 ms; at a forced 6x, ten of
     * the longest pages (home, buy-home, calculator, contact, legal, articles, a neighbourhood page)
     * 0.99-1.00. The same build measured on 2026-11-28 on another two-core host (index 2360-2550,
     * 4x): the home page 0.91 (TBT 436 ms with scripts, 133 ms without), as did the builds of that
     * day (home 0.94, articles 0.93-0.97): the ratio at 4x depends on the host as well as on the
     * pages, and earlier CI hosts read 844-1333 (2x).
     */
    minPerformanceRatio: 0.95,
    /**
     * One pair of runs can be off by a burst of other work on a shared host (on a busy CI host one
     * article measured 71 with scripts and 85 without, TBT 1.9 s, where a quiet host measures 98 and
     * 100 at the same slowdown). A page below the budget in its first pair is measured again, after
     * every other page, until it has this many pairs, and the budget holds on the median pair: the
     * median of five runs that Lighthouse's docs/variability.md recommends.
     */
    pairsBelowBudget: 5,
    /** At most this many pages are measured again (beyond it, a run is too noisy to rescue: it fails). */
    maxPagesMeasuredAgain: 12,
    maxCumulativeLayoutShift: 0.02,
    /**
     * Each pair's slowdown comes from the median of the host's last this-many benchmark readings
     * (every Lighthouse run takes one). A shared host's speed changes within a run: on 2026-11-27 one
     * CI run calibrated 4x at the start, then measured 20 article, legal and contact pages at
     * ratios 0.79-0.95; the same host later read 808-1047, and at 4x the first-time buyer guide then
     * scored 0.79-0.87 of its HTML, at the 2x those readings call for 0.98-1.02.
     */
    calibrationReadings: 6,
  },

  /**
   * One page of each type at Lighthouse's default 4x, with and without scripts, reported next to the
   * calibrated figures (not a budget: 4x on a slow host emulates a much slower phone than intended).
   * The benchmark index of these runs calibrates the every-page runs.
   */
  pageTypes: {
    cpuSlowdownMultiplier: 4,
  },

  /** The key pages' run with scripts also audits these categories (they do not depend on timing). */
  keyPages: {
    routes: ['home', 'calculator', 'dscrLoans', 'contact'],
    minScores: { accessibility: 100, 'best-practices': 100, seo: 100 },
  },

  /**
   * Layout shift in a real browser at a phone's and a desktop's width, both languages, with the font
   * files held back so that a late font would show as a shift.
   */
  layoutShift: {
    widths: [375, 1280],
    fontDelayMs: 400,
    maxCumulativeLayoutShift: 0.02,
  },
} as const;
