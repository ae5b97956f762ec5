import fs from 'node:fs';
import path from 'node:path';

/** Where the budgets write their figures and Lighthouse reports (kept as a CI artifact). */
export const resultsDir = path.resolve(__dirname, '../test-results/budgets');
export const runsFile = path.join(resultsDir, 'runs.json');

/**
 * `scripts` / `scripts-off`: every page at the CPU slowdown calibrated to the host, with its scripts
 * and as the same HTML without them; `default-…`: one page of each type at Lighthouse's default 4x.
 */
export type Variant = 'scripts' | 'scripts-off' | 'default-scripts' | 'default-scripts-off';

export interface LighthouseRun {
  path: string;
  type: string;
  language: string;
  variant: Variant;
  /** 1-based run number for the page and variant. */
  run: number;
  cpuSlowdownMultiplier: number;
  benchmarkIndex: number;
  /** Category scores, 0-100. */
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  speedIndex: number;
  tbt: number;
  cls: number;
  /** Scripts the page loaded (path and gzip -9 size of the built file, bytes). */
  scripts: Array<{ path: string; gzipBytes: number }>;
  /** Lighthouse's report files of this run, relative to `resultsDir`. */
  reports: string[];
  seconds: number;
}

export interface CollectedRuns {
  startedAt: string;
  seconds: number;
  loadAverage: number[];
  /** The calibration at the start, from the default 4x runs (each pair then follows the host). */
  calibration: { benchmarkIndex: number; multiplier: number };
  runs: LighthouseRun[];
  redirects: Array<{ path: string; to: string }>;
}

export function readRuns(): CollectedRuns {
  if (!fs.existsSync(runsFile)) throw new Error(`${runsFile} is missing: the Lighthouse collection did not run.`);
  return JSON.parse(fs.readFileSync(runsFile, 'utf8')) as CollectedRuns;
}

/** The CPU slowdowns the every-page pairs ran at, e.g. "4x" or "2x-4x". */
export function slowdowns(collected: CollectedRuns): string {
  const used = collected.runs.filter((run) => run.variant === 'scripts').map((run) => run.cpuSlowdownMultiplier);
  if (used.length === 0) return `${collected.calibration.multiplier}x`;
  const [low, high] = [Math.min(...used), Math.max(...used)];
  return low === high ? `${low}x` : `${low}x-${high}x`;
}
