import { BUDGET_PAGES, LIGHTHOUSE_BUDGET, LIGHTHOUSE_RUNS as RUNS, MAX_CLS } from './budgets';
import { baseUrl } from './support/browser';
import { calibratedMultiplier, lighthouse, median, type LighthouseRun } from './support/lighthouse';

const pages = BUDGET_PAGES.flatMap((p) => [p.en, p.es]);

describe('Lighthouse, mobile settings', () => {
  let multiplier = 4;
  const report: string[] = [];

  beforeAll(async () => {
    // A first run warms the server and measures this machine's CPU for the calibration.
    const warm = await lighthouse(`${baseUrl()}/`);
    multiplier = calibratedMultiplier(warm.benchmarkIndex);
    report.push(`benchmark index ${warm.benchmarkIndex}, CPU slowdown ${multiplier}x (default 4x run: performance ${warm.scores.performance})`);
  });
  afterAll(() => {
    console.log(`Lighthouse (median of ${RUNS} runs):\n${report.join('\n')}`);
  });

  it.each(pages)('%s meets the score and layout-shift budgets', async (path) => {
    const runs: LighthouseRun[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouse(`${baseUrl()}${path}`, multiplier));
    const result = {
      performance: median(runs.map((r) => r.scores.performance!)),
      accessibility: Math.min(...runs.map((r) => r.scores.accessibility!)),
      'best-practices': Math.min(...runs.map((r) => r.scores['best-practices']!)),
      seo: Math.min(...runs.map((r) => r.scores.seo!)),
    };
    const cls = Math.max(...runs.map((r) => r.cls));
    report.push(
      `  ${path.padEnd(48)} perf ${result.performance} a11y ${result.accessibility} bp ${result['best-practices']} seo ${result.seo} CLS ${cls.toFixed(3)} LCP ${Math.round(median(runs.map((r) => r.lcp)))} ms TBT ${Math.round(median(runs.map((r) => r.tbt)))} ms`,
    );
    const belowBudget = Object.entries(LIGHTHOUSE_BUDGET)
      .filter(([category, minimum]) => result[category as keyof typeof result] < minimum)
      .map(([category, minimum]) => `${category} ${result[category as keyof typeof result]} < ${minimum}`);
    expect(belowBudget).toEqual([]);
    expect(cls).toBeLessThan(MAX_CLS);
  });
});
