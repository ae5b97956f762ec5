import fs from 'node:fs';
import path from 'node:path';
import {
  everyPageChecks,
  failing,
  firstViewKb,
  javaScriptChecks,
  keyPageChecks,
  medianPair,
  sitewideChecks,
  runPairs,
  type RunPair,
} from './assertions';
import { budgetsConfig } from './budgets.config';
import { median } from './calibration';
import { readRuns, resultsDir, runsFile, slowdowns, type CollectedRuns, type LighthouseRun } from './results';

const layoutShiftFile = path.join(resultsDir, 'layout-shift.json');
const reportFile = path.join(resultsDir, 'report.md');

const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '–' : String(Math.round(value));
const cls = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(3));

function pick(collected: CollectedRuns, pagePath: string, variant: LighthouseRun['variant']) {
  return collected.runs.filter((run) => run.path === pagePath && run.variant === variant);
}

/**
 * The budgets' figures as Markdown (test-results/budgets/report.md): every page at the calibrated
 * setting with and without scripts, its first-view JavaScript and layout shift at each width, a
 * summary per page type, one page per type at the default 4x, and the key pages' other categories.
 * Returns the report.
 */
export function writeReport(): string {
  if (!fs.existsSync(runsFile)) return 'No budget figures: the Lighthouse collection did not run.';
  const collected = readRuns();
  const shifts: Record<string, Record<string, number>> = fs.existsSync(layoutShiftFile)
    ? JSON.parse(fs.readFileSync(layoutShiftFile, 'utf8'))
    : {};
  const { widths } = budgetsConfig.layoutShift;
  const pages = collected.runs.filter((r) => r.variant === 'scripts' && r.run === 1);
  const lines: string[] = [];
  const { calibration } = collected;
  lines.push(
    '# Performance budgets',
    '',
    `${collected.startedAt}: ${collected.runs.length} Lighthouse runs (a page below the budget in its first pair measured until it has ${budgetsConfig.everyPage.pairsBelowBudget} pairs, its median pair shown) in ${Math.round(collected.seconds)} s, load average ${collected.loadAverage.map((l) => l.toFixed(1)).join(' / ')}; benchmark index ${calibration.benchmarkIndex} at the start (median of the 4x runs: ${calibration.multiplier}x), each pair then at the slowdown calibrated from the host's latest ${budgetsConfig.everyPage.calibrationReadings} readings: ${slowdowns(collected)}.`,
    '',
    `## Every page at the calibrated ${slowdowns(collected)} (Performance with scripts / the same HTML without scripts; budget: ratio ≥ ${budgetsConfig.everyPage.minPerformanceRatio} per page and ≥ ${budgetsConfig.everyPage.minMedianPerformanceRatio} for the median page, goal ≥ ${budgetsConfig.everyPage.targetPerformanceRatio} (pages below it marked *); CLS < ${budgetsConfig.everyPage.maxCumulativeLayoutShift}, JS ≤ ${budgetsConfig.firstViewJavaScript.maxKb.toFixed(1)} KB, target ${budgetsConfig.firstViewJavaScript.targetKb.toFixed(1)} KB)`,
    '',
    `| page | type | perf | without | ratio | TBT ms | without | LCP ms | without | CLS | JS KB | ${widths.map((w) => `CLS ${w}px`).join(' | ')} | budgets |`,
    `|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|${widths.map(() => '--:').join('|')}|---|`,
  );
  for (const first of pages) {
    const pairs = runPairs(collected, first.path);
    // The median pair's figures; a page measured again shows the ratio of each pair.
    const {
      withScripts: page,
      withoutScripts: off,
      ratio,
    } = medianPair(pairs) ?? {
      withScripts: first,
      withoutScripts: undefined,
      ratio: Number.NaN,
    };
    const failures = [
      ...failing(everyPageChecks(collected, page.path)),
      ...failing(javaScriptChecks(collected, page.path)),
    ];
    const ratios = pairs.length > 1 ? ` (median of ${pairs.map((pair) => pair.ratio.toFixed(2)).join(', ')})` : '';
    lines.push(
      `| ${page.path} | ${page.type} | ${page.scores.performance} | ${off?.scores.performance ?? '–'} | ${ratio.toFixed(2)}${ratio < budgetsConfig.everyPage.targetPerformanceRatio ? '*' : ''}${ratios} | ${ms(page.tbt)} | ${ms(off?.tbt)} | ${ms(page.lcp)} | ${ms(off?.lcp)} | ${cls(page.cls)} | ${firstViewKb(collected, page.path).toFixed(1)} | ${widths.map((w) => cls(shifts[page.path]?.[w])).join(' | ')} | ${failures.length ? failures.join('; ') : 'ok'} |`,
    );
  }
  for (const redirect of collected.redirects) {
    lines.push(
      `| ${redirect.path} | redirect | permanent redirect to ${redirect.to} (301 on the host), measured there |`,
    );
  }

  const [sitewide] = sitewideChecks(
    collected,
    pages.map((page) => page.path),
  );
  lines.push(
    '',
    `${sitewide!.name}: ${sitewide!.value} (budget ${sitewide!.limit}${sitewide!.pass ? ', ok' : ', failed'}).`,
  );

  lines.push(
    '',
    `## Per page type at the calibrated ${slowdowns(collected)} (median of its pages)`,
    '',
    '| type | pages | perf | without | ratio | TBT ms | without | LCP ms | CLS (worst) | JS KB |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  );
  const types = [...new Set(pages.map((page) => page.type))];
  for (const type of types) {
    const ofType = pages
      .filter((page) => page.type === type)
      .map((page) => medianPair(runPairs(collected, page.path)))
      .filter((pair): pair is RunPair => Boolean(pair));
    const on = ofType.map((pair) => pair.withScripts);
    const off = ofType.map((pair) => pair.withoutScripts);
    lines.push(
      `| ${type} | ${ofType.length} | ${median(on.map((p) => p.scores.performance!))} | ${median(off.map((p) => p.scores.performance!))} | ${median(ofType.map((pair) => pair.ratio)).toFixed(2)} | ${ms(median(on.map((p) => p.tbt)))} | ${ms(median(off.map((p) => p.tbt)))} | ${ms(median(on.map((p) => p.lcp)))} | ${cls(Math.max(...on.map((p) => p.cls)))} | ${median(on.map((p) => firstViewKb(collected, p.path))).toFixed(1)} |`,
    );
  }

  lines.push(
    '',
    `## One page of each type at Lighthouse's default ${budgetsConfig.pageTypes.cpuSlowdownMultiplier}x (reported, not a budget)`,
    '',
    '| page | type | perf | without | ratio | TBT ms | without | LCP ms | without |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|',
  );
  for (const run of collected.runs.filter((r) => r.variant === 'default-scripts')) {
    const [off] = pick(collected, run.path, 'default-scripts-off');
    const ratio = off ? run.scores.performance! / Math.max(1, off.scores.performance!) : Number.NaN;
    lines.push(
      `| ${run.path} | ${run.type} | ${run.scores.performance} | ${off?.scores.performance ?? '–'} | ${ratio.toFixed(2)} | ${ms(run.tbt)} | ${ms(off?.tbt)} | ${ms(run.lcp)} | ${ms(off?.lcp)} |`,
    );
  }

  const keyRuns = collected.runs.filter(
    (r) => r.variant === 'scripts' && r.run === 1 && r.scores.accessibility !== undefined,
  );
  lines.push(
    '',
    `## Key pages at the calibrated ${slowdowns(collected)} (budget: Accessibility, Best Practices and SEO 100)`,
    '',
    '| page | perf | a11y | best practices | SEO | TBT ms | LCP ms | CLS | budgets |',
    '|---|--:|--:|--:|--:|--:|--:|--:|---|',
  );
  for (const run of keyRuns) {
    const failures = failing(keyPageChecks(collected, run.path));
    lines.push(
      `| ${run.path} | ${run.scores.performance} | ${run.scores.accessibility} | ${run.scores['best-practices']} | ${run.scores.seo} | ${ms(run.tbt)} | ${ms(run.lcp)} | ${cls(run.cls)} | ${failures.length ? failures.join('; ') : 'ok'} |`,
    );
  }
  lines.push('', "Lighthouse reports of each page's calibrated run with scripts: `lighthouse/`.", '');
  const report = lines.join('\n');
  fs.writeFileSync(reportFile, report);
  return report;
}
