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

/**
 * The slowdown for the next pair of runs, calibrated from the host's latest benchmark readings (the
 * median of the last `window`): a shared host's speed changes while the budgets run, so a slowdown
 * fixed at the start can emulate a phone twice as slow an hour later.
 */
export function currentMultiplier(
  readings: readonly number[],
  window: number,
  env: Record<string, string | undefined> = process.env,
): number {
  return calibratedMultiplier(median(readings.slice(-window)), env);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
