import { budgetsConfig } from './budgets.config';
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

export interface RunPair {
  withScripts: LighthouseRun;
  withoutScripts: LighthouseRun;
  /** Performance with scripts / without. */
  ratio: number;
}

/** A page's runs at the calibrated setting, with and without scripts, paired by run number. */
export function runPairs(collected: CollectedRuns, path: string): RunPair[] {
  const without = runsOf(collected, path, 'scripts-off');
  return runsOf(collected, path, 'scripts').flatMap((withScripts) => {
    const withoutScripts = without.find((run) => run.run === withScripts.run);
    return withoutScripts
      ? [
          {
            withScripts,
            withoutScripts,
            ratio: round(withScripts.scores.performance! / Math.max(1, withoutScripts.scores.performance!)),
          },
        ]
      : [];
  });
}

/** The pair with the median ratio (of an even number, the lower middle one). */
export function medianPair(pairs: readonly RunPair[]): RunPair | undefined {
  const sorted = [...pairs].sort((a, b) => a.ratio - b.ratio);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * A page at the calibrated setting: its layout shift with and without scripts in every run, and
 * its score against its own HTML's in the median pair of runs.
 */
export function everyPageChecks(collected: CollectedRuns, path: string): Check[] {
  const pairs = runPairs(collected, path);
  const median = medianPair(pairs);
  if (!median) return [{ name: 'measured with and without scripts', value: 0, limit: 'both', pass: false }];
  const { maxCumulativeLayoutShift, minPerformanceRatio } = budgetsConfig.everyPage;
  const worst = (variant: 'withScripts' | 'withoutScripts') =>
    round(Math.max(...pairs.map((pair) => pair[variant].cls)));
  return [
    below('CLS with scripts', worst('withScripts'), maxCumulativeLayoutShift),
    below('CLS without scripts', worst('withoutScripts'), maxCumulativeLayoutShift),
    atLeast(
      pairs.length > 1
        ? `Performance with / without scripts (median of ${pairs.length} pairs)`
        : 'Performance with / without scripts',
      median.ratio,
      minPerformanceRatio,
    ),
  ];
}

/**
 * Every page together: the median page's ratio (each page at its median pair) at least
 * `minMedianPerformanceRatio`. One page's pair moves by 0.05-0.2 with the host's other work; the
 * median of some sixty pages moved by 0.02 between three runs, so a change that slows every page
 * shows here.
 */
export function sitewideChecks(collected: CollectedRuns, paths: readonly string[]): Check[] {
  const ratios = paths.flatMap((path) => medianPair(runPairs(collected, path))?.ratio ?? []).sort((a, b) => a - b);
  if (ratios.length < paths.length) {
    return [
      { name: 'pages measured with and without scripts', value: ratios.length, limit: `${paths.length}`, pass: false },
    ];
  }
  return [
    atLeast(
      `Performance with / without scripts of the median page (of ${ratios.length})`,
      ratios[Math.floor((ratios.length - 1) / 2)] ?? 0,
      budgetsConfig.everyPage.minMedianPerformanceRatio,
    ),
  ];
}

/** First-view JavaScript of a page, from its Lighthouse run with scripts (KB, gzip -9). */
export function firstViewKb(collected: CollectedRuns, path: string): number {
  const [run] = runsOf(collected, path, 'scripts');
  return run ? run.scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024 : Number.NaN;
}

/** The chunks meant for later (chat window, dialog, API client, tracking) a page loaded on its own. */
function onDemandChunksLoaded(collected: CollectedRuns, path: string): string[] {
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

/** A key page's run with scripts: Accessibility, Best Practices and SEO. */
export function keyPageChecks(collected: CollectedRuns, path: string): Check[] {
  const [run] = runsOf(collected, path, 'scripts');
  const { minScores } = budgetsConfig.keyPages;
  return [
    atLeast('Accessibility', run?.scores.accessibility ?? 0, minScores.accessibility),
    atLeast('Best Practices', run?.scores['best-practices'] ?? 0, minScores['best-practices']),
    atLeast('SEO', run?.scores.seo ?? 0, minScores.seo),
  ];
}

export const failing = (checks: readonly Check[]) =>
  checks.filter((check) => !check.pass).map((check) => `${check.name}: ${check.value} (budget ${check.limit})`);
