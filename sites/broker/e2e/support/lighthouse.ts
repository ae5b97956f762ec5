import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, chromiumPath } from './browser';

const run = promisify(execFile);
const cli = require.resolve('lighthouse/cli/index.js');

export interface LighthouseRun {
  scores: Record<string, number>;
  cls: number;
  lcp: number;
  tbt: number;
  benchmarkIndex: number;
}

/** One Lighthouse run with its mobile settings (simulated Slow 4G, mobile screen) in the system Chromium. */
export async function lighthouse(url: string, cpuSlowdownMultiplier?: number): Promise<LighthouseRun> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'broker-lh-')), 'report.json');
  const args = [
    cli,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    '--form-factor=mobile',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ...(cpuSlowdownMultiplier ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdownMultiplier}`] : []),
  ];
  await run(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: chromiumPath() },
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  const scores: Record<string, number> = {};
  for (const [id, category] of Object.entries<{ score: number | null }>(report.categories))
    scores[id] = Math.round((category.score ?? 0) * 100);
  return {
    scores,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

/**
 * The CPU slowdown that makes this machine emulate a mid-tier phone, from the table in Lighthouse's
 * calibration guide (docs/throttling.md, "Calibrating the CPU slowdown"): a high-end desktop
 * (benchmark index 1500 and up) gets the default 4x, a low-end desktop (1000-1500) the suggested 2x,
 * and a weaker host proportionally less, never below 1x. LIGHTHOUSE_CPU_MULTIPLIER overrides it.
 */
export function calibratedMultiplier(
  benchmarkIndex: number,
  env: Record<string, string | undefined> = process.env,
): number {
  const forced = Number(env.LIGHTHOUSE_CPU_MULTIPLIER);
  if (Number.isFinite(forced) && forced > 0) return forced;
  if (benchmarkIndex >= 1500) return 4;
  if (benchmarkIndex >= 1000) return 2;
  return Math.round(Math.max(1, benchmarkIndex / 500) * 100) / 100;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
