/**
 * Collects the Lighthouse runs the budgets assert on (Lighthouse's Node API, one Chromium), and
 * writes their figures to test-results/budgets/runs.json and their reports beside it:
 *
 * 1. one page of each type at Lighthouse's default 4x CPU slowdown, with its scripts and as the same
 *    HTML without scripts (performance only); the median benchmark index of these runs calibrates
 *    the CPU slowdown for this machine;
 * 2. every page, alternately with and without its scripts, each pair at the slowdown calibrated
 *    from the host's latest benchmark readings (the key pages' run with scripts also audits
 *    Accessibility, Best Practices and SEO);
 * 3. a page whose first pair falls below the budget, again until it has `pairsBelowBudget` pairs.
 *
 * Run by the budgets' jest setup: `BUDGETS_BASE_URL` serves the build, `BUDGETS_SCRIPTS_OFF_URL` the
 * same build with its pages' scripts removed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ReportGenerator } from 'lighthouse/report/generator/report-generator.js';
import { medianPair, runPairs } from './assertions';
import { budgetsConfig } from './budgets.config';
import { calibratedMultiplier, currentMultiplier, median } from './calibration';
import { budgetPages, redirectPages, type BudgetPage } from './pages';
import { resultsDir, runsFile, slowdowns, type CollectedRuns, type LighthouseRun, type Variant } from './results';
import { CHROMIUM_ARGS, chromiumPath } from '@broker/testing';
import { publicDir } from './site';

/** The metric audits behind the Performance score (its weights are unchanged by onlyAudits). */
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
/** With scripts, also what explains a score: the scripts loaded, long tasks, main-thread work. */
const DIAGNOSTICS = [
  'network-requests',
  'long-tasks',
  'bootup-time',
  'mainthread-work-breakdown',
  'diagnostics',
  'metrics',
];
/** A fresh browser every so many runs keeps its memory from growing through the collection. */
const RUNS_PER_BROWSER = 20;

const baseUrl = process.env.BUDGETS_BASE_URL;
const scriptsOffUrl = process.env.BUDGETS_SCRIPTS_OFF_URL;
if (!baseUrl || !scriptsOffUrl)
  throw new Error('BUDGETS_BASE_URL is not set: the budgets start the site server first.');

const gzipSizes = new Map<string, number>();
function gzipBytes(scriptPath: string): number {
  if (!gzipSizes.has(scriptPath)) {
    const file = path.join(publicDir, scriptPath);
    gzipSizes.set(scriptPath, fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0);
  }
  return gzipSizes.get(scriptPath)!;
}

let chrome: chromeLauncher.LaunchedChrome | undefined;
let runsInBrowser = 0;
async function browserPort(): Promise<number> {
  if (chrome && runsInBrowser >= RUNS_PER_BROWSER) {
    chrome.kill();
    chrome = undefined;
  }
  if (!chrome) {
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: [...CHROMIUM_ARGS],
      logLevel: 'silent',
    });
    runsInBrowser = 0;
  }
  runsInBrowser += 1;
  return chrome.port;
}

const slug = (pagePath: string) => (pagePath === '/' ? 'home-en' : pagePath.slice(1).replaceAll('/', '_'));

async function measure(
  page: BudgetPage,
  variant: Variant,
  run: number,
  cpuSlowdownMultiplier: number,
  keepReport: 'html' | 'json' | false,
): Promise<LighthouseRun> {
  const started = Date.now();
  const scriptsOff = variant.endsWith('scripts-off');
  const url = `${scriptsOff ? scriptsOffUrl : baseUrl}${page.path}`;
  const result = await lighthouse(url, {
    port: await browserPort(),
    logLevel: 'error',
    output: 'json',
    disableFullPageScreenshot: true,
    throttling: { cpuSlowdownMultiplier },
    // Accessibility, Best Practices and SEO do not depend on timing: a key page's run with scripts
    // audits them, the others measure performance alone.
    ...(variant === 'scripts' && page.key
      ? { onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] }
      : { onlyAudits: scriptsOff ? METRICS : [...METRICS, ...DIAGNOSTICS] }),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    Object.entries(lhr.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
  );
  const requests = (
    lhr.audits['network-requests']?.details as { items?: Array<{ url: string; resourceType?: string }> }
  )?.items;
  const scripts = (requests ?? [])
    .filter((request) => request.resourceType === 'Script')
    .map((request) => new URL(request.url).pathname)
    .map((scriptPath) => ({ path: scriptPath, gzipBytes: gzipBytes(scriptPath) }));
  const reports: string[] = [];
  if (keepReport) {
    const name = `lighthouse/${slug(page.path)}.${variant}.report.${keepReport}`;
    fs.mkdirSync(path.join(resultsDir, 'lighthouse'), { recursive: true });
    fs.writeFileSync(
      path.join(resultsDir, name),
      keepReport === 'html' ? ReportGenerator.generateReportHtml(lhr) : JSON.stringify(lhr),
    );
    reports.push(name);
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    path: page.path,
    type: page.type,
    language: page.language,
    variant,
    run,
    cpuSlowdownMultiplier,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scores,
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    speedIndex: numeric('speed-index'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scripts,
    reports,
    seconds: (Date.now() - started) / 1000,
  };
}

function line(run: LighthouseRun): string {
  return `${run.path.padEnd(52)} ${run.variant.padEnd(11)} ${String(run.cpuSlowdownMultiplier).padStart(4)}x perf ${String(run.scores.performance).padStart(3)} TBT ${String(Math.round(run.tbt)).padStart(5)} LCP ${String(Math.round(run.lcp)).padStart(5)} CLS ${run.cls.toFixed(3)} (${run.seconds.toFixed(1)} s)`;
}

async function main() {
  const started = Date.now();
  const pages = budgetPages(publicDir);
  const runs: LighthouseRun[] = [];
  const record = (run: LighthouseRun) => {
    runs.push(run);
    console.log(line(run));
  };
  fs.rmSync(resultsDir, { recursive: true, force: true });
  fs.mkdirSync(resultsDir, { recursive: true });

  const { cpuSlowdownMultiplier } = budgetsConfig.pageTypes;
  // A first load warms the server, the disk cache and the browser; its figures are not kept.
  await measure(pages[0]!, 'scripts', 0, cpuSlowdownMultiplier, false);

  // One page of each type at the default 4x, for the report and the calibration.
  const firstOfType = [...new Map(pages.map((page) => [page.type, page])).values()];
  for (const page of firstOfType) {
    record(await measure(page, 'default-scripts', 1, cpuSlowdownMultiplier, false));
    record(await measure(page, 'default-scripts-off', 1, cpuSlowdownMultiplier, false));
  }

  // One reading of the benchmark index can be off by half on a shared host: take the median.
  const benchmarkIndex = median(runs.map((run) => run.benchmarkIndex));
  const multiplier = calibratedMultiplier(benchmarkIndex);
  const collected = (): CollectedRuns => ({
    startedAt: new Date(started).toISOString(),
    seconds: (Date.now() - started) / 1000,
    loadAverage: os.loadavg(),
    calibration: { benchmarkIndex, multiplier },
    runs,
    redirects: redirectPages(),
  });
  // Each pair at the slowdown the host's latest readings call for (both runs of a pair share it).
  const { minPerformanceRatio, pairsBelowBudget, maxPagesMeasuredAgain, calibrationReadings } = budgetsConfig.everyPage;
  const nowMultiplier = () =>
    currentMultiplier(
      runs.map((run) => run.benchmarkIndex),
      calibrationReadings,
    );
  for (const page of pages) {
    const pairMultiplier = nowMultiplier();
    record(await measure(page, 'scripts', 1, pairMultiplier, 'html'));
    record(await measure(page, 'scripts-off', 1, pairMultiplier, false));
  }

  // A page below the budget in its first pair is measured again, now that the other pages are done:
  // the budget holds on its median pair.
  const below = pages
    .filter((page) => (medianPair(runPairs(collected(), page.path))?.ratio ?? 0) < minPerformanceRatio)
    .slice(0, maxPagesMeasuredAgain);
  for (const page of below) {
    console.log(`${page.path}: below ${minPerformanceRatio} in its first pair, measured again`);
    for (let run = 2; run <= pairsBelowBudget; run += 1) {
      const pairMultiplier = nowMultiplier();
      record(await measure(page, 'scripts', run, pairMultiplier, false));
      record(await measure(page, 'scripts-off', run, pairMultiplier, false));
    }
  }
  chrome?.kill();

  const result = collected();
  fs.writeFileSync(runsFile, `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `Lighthouse: ${runs.length} runs in ${result.seconds.toFixed(0)} s (${below.length} pages measured again); benchmark index ${benchmarkIndex} at the start (${multiplier}x), pairs at ${slowdowns(result)}`,
  );
}

main().catch((error: unknown) => {
  chrome?.kill();
  console.error(error);
  process.exit(1);
});
