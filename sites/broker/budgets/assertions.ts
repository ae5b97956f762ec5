import { budgetsConfig } from './budgets.config';
import { median } from './calibration';
import type { CollectedRuns, LighthouseRun } from './results';

export interface Check {
  /** What is measured, e.g. "Performance with / without scripts". */
  name: string;
  value: number;
  /** The limit as written in the report, e.g. "≥ 0.95". */
  limit: string;
  pass: boolean;
}

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;
const atLeast = (name: string, value: number, min: number): Check => ({
  name,
  value,
  limit: `≥ ${min}`,
  pass: value >= min,
});
const below = (name: string, value: number, max: number): Check => ({
  name,
  value,
  limit: `< ${max}`,
  pass: value < max,
});

function runsOf(collected: CollectedRuns, path: string, variant: LighthouseRun['variant']): LighthouseRun[] {
  return collected.runs.filter((run) => run.path === path && run.variant === variant);
}

/** A page at 4x: its layout shift with and without scripts, and its score against its own HTML's. */
export function everyPageChecks(collected: CollectedRuns, path: string): Check[] {
  const [withScripts] = runsOf(collected, path, 'scripts');
  const [withoutScripts] = runsOf(collected, path, 'scripts-off');
  if (!withScripts || !withoutScripts)
    return [{ name: 'measured with and without scripts', value: 0, limit: 'both', pass: false }];
  const { maxCumulativeLayoutShift, minPerformanceRatio } = budgetsConfig.everyPage;
  return [
    below('CLS with scripts', round(withScripts.cls), maxCumulativeLayoutShift),
    below('CLS without scripts', round(withoutScripts.cls), maxCumulativeLayoutShift),
    atLeast(
      'Performance with / without scripts',
      round(withScripts.scores.performance! / Math.max(1, withoutScripts.scores.performance!)),
      minPerformanceRatio,
    ),
  ];
}

/** First-view JavaScript of a page, from its Lighthouse run with scripts (KB, gzip -9). */
export function firstViewKb(collected: CollectedRuns, path: string): number {
  const [run] = runsOf(collected, path, 'scripts');
  return run ? run.scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024 : Number.NaN;
}

/** The chunks meant for later (chat window, dialog, API client, tracking) a page loaded on its own. */
export function onDemandChunksLoaded(collected: CollectedRuns, path: string): string[] {
  const [run] = runsOf(collected, path, 'scripts');
  const names = budgetsConfig.firstViewJavaScript.onDemandChunks.join('|');
  const onDemand = new RegExp(`/(${names})-[0-9a-f]+\\.js$`);
  return (run?.scripts ?? []).map((script) => script.path).filter((scriptPath) => onDemand.test(scriptPath));
}

export function javaScriptChecks(collected: CollectedRuns, path: string): Check[] {
  const [run] = runsOf(collected, path, 'scripts');
  return [
    atLeast('scripts loaded', run?.scripts.length ?? 0, 1),
    {
      name: 'first-view JavaScript (KB gzip)',
      value: round(firstViewKb(collected, path), 1),
      limit: `≤ ${round(budgetsConfig.firstViewJavaScript.maxKb, 1)}`,
      pass: firstViewKb(collected, path) <= budgetsConfig.firstViewJavaScript.maxKb,
    },
    {
      name: 'on-demand chunks loaded',
      value: onDemandChunksLoaded(collected, path).length,
      limit: '= 0',
      pass: onDemandChunksLoaded(collected, path).length === 0,
    },
  ];
}

/** The minimum Performance score of the key pages (LIGHTHOUSE_MIN_PERFORMANCE overrides it). */
export function minimumPerformance(env: Record<string, string | undefined> = process.env): number {
  return Number(env.LIGHTHOUSE_MIN_PERFORMANCE) || budgetsConfig.keyPages.minScores.performance;
}

/** A key page at the calibrated setting: median Performance, the other categories, worst layout shift. */
export function keyPageChecks(collected: CollectedRuns, path: string): Check[] {
  const runs = runsOf(collected, path, 'calibrated');
  if (runs.length < budgetsConfig.keyPages.runs) {
    return [{ name: 'calibrated runs', value: runs.length, limit: `= ${budgetsConfig.keyPages.runs}`, pass: false }];
  }
  const { minScores, maxCumulativeLayoutShift } = budgetsConfig.keyPages;
  const audited = runs.find((run) => run.scores.accessibility !== undefined);
  return [
    atLeast('Performance (median)', median(runs.map((run) => run.scores.performance!)), minimumPerformance()),
    atLeast('Accessibility', audited?.scores.accessibility ?? 0, minScores.accessibility),
    atLeast('Best Practices', audited?.scores['best-practices'] ?? 0, minScores['best-practices']),
    atLeast('SEO', audited?.scores.seo ?? 0, minScores.seo),
    below('CLS (worst run)', round(Math.max(...runs.map((run) => run.cls))), maxCumulativeLayoutShift),
  ];
}

export const failing = (checks: readonly Check[]) =>
  checks.filter((check) => !check.pass).map((check) => `${check.name}: ${check.value} (budget ${check.limit})`);
