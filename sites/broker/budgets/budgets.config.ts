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
      'home-estimate-island',
    ],
  },

  /**
   * Lighthouse 12, mobile settings (simulated Slow 4G, Moto G Power screen), system Chromium.
   * Every page once at the CPU slowdown calibrated to this machine (Lighthouse's docs/throttling.md
   * table: 4x from a benchmark index of 1500, 2x from 1000, less below; LIGHTHOUSE_CPU_MULTIPLIER
   * overrides), recalibrated before each pair from the host's latest readings, alternately with and
   * without its scripts (the same HTML with every script removed):
   * the score with scripts against the score without, so a regression shows as a ratio measured in
   * the same minute on the same machine rather than as the machine's noise.
   */
  everyPage: {
    /**
     * The goal: every page within 5% of its own HTML. Reached on 2026-11-24's two-core host
     * (benchmark index 2238, calibrated 4x: every page 0.99-1.00, Total Blocking Time 0-94 ms; at a
     * forced 6x ten of the longest pages 0.99-1.00); not on 2026-11-28's two-core hosts (index
     * 2360-2550, 4x), where the builds since 2026-11-24 all measure 0.85-1.02 per page and 0.94 for
     * the median page (59 pages, `npm run test:budgets`). Reported per page, not asserted.
     *
     * Much of what those hosts add is the gauge's own work: Lighthouse 12.8 traces with
     * `disabled-by-default-devtools.v8-source-rundown-sources`, which copies each script's source
     * into the trace as it is compiled, inside the task that runs it (on the refinancing article
     * 22 ms of the framework script's 30 ms task, 31 ms in all, which the simulated 4x counts as
     * about 125 ms of main-thread work that no phone does). Chromium's own 4x CPU throttling without
     * that tracing (`npm run bench:long-tasks -- /es/articulos/cuando-refinanciar /contact
     * --html-too`, 3 loads each) measured 68-117 ms of blocking time on the article (0-546 ms
     * without scripts), where Lighthouse simulated 198-535 ms, and 116-188 ms on the contact page.
     */
    targetPerformanceRatio: 0.95,
    /**
     * What the budget asserts, as floors a regression crosses on any of those hosts: each page's
     * median pair at least `minPerformanceRatio` of its own HTML (the lowest first pair measured
     * 0.82, the lowest median of five 0.85), and the median page at least `minMedianPerformanceRatio`
     * (three full runs of the same pages on 2026-11-28: 0.949, 0.930 and 0.929). A change that adds
     * about 100 ms of blocking time to every page moves the median page by about 0.05.
     */
    minPerformanceRatio: 0.8,
    minMedianPerformanceRatio: 0.88,
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
