import { everyPageChecks, failing, medianPair, runPairs, sitewideChecks } from '../../budgets/assertions';
import type { CollectedRuns, LighthouseRun } from '../../budgets/results';

function run(variant: LighthouseRun['variant'], runNumber: number, performance: number, cls = 0): LighthouseRun {
  return {
    path: '/articles/jumbo-loans-miami',
    type: 'article',
    language: 'en',
    variant,
    run: runNumber,
    cpuSlowdownMultiplier: 2,
    benchmarkIndex: 1200,
    scores: { performance },
    fcp: 900,
    lcp: 1500,
    speedIndex: 1000,
    tbt: 300,
    cls,
    scripts: [],
    reports: [],
    seconds: 8,
  };
}

const collected = (runs: LighthouseRun[]): CollectedRuns => ({
  startedAt: '2026-11-23T21:00:00.000Z',
  seconds: 600,
  loadAverage: [1, 1, 1],
  calibration: { benchmarkIndex: 1200, multiplier: 2 },
  runs,
  redirects: [],
});

describe('the every-page budget over pairs of runs', () => {
  it('pairs each run with scripts with the run without scripts of the same number', () => {
    const pairs = runPairs(
      collected([run('scripts', 1, 84), run('scripts-off', 1, 100), run('scripts', 2, 93), run('scripts-off', 2, 98)]),
      '/articles/jumbo-loans-miami',
    );
    expect(pairs.map((pair) => [pair.withScripts.run, pair.withoutScripts.run, pair.ratio])).toEqual([
      [1, 1, 0.84],
      [2, 2, 0.949],
    ]);
  });

  it('holds on the median pair: one stray pair below the budget passes, two fail', () => {
    const oneStray = collected([
      run('scripts', 1, 60),
      run('scripts-off', 1, 85),
      run('scripts', 2, 97),
      run('scripts-off', 2, 99),
      run('scripts', 3, 96),
      run('scripts-off', 3, 100),
    ]);
    expect(medianPair(runPairs(oneStray, '/articles/jumbo-loans-miami'))?.ratio).toBe(0.96);
    expect(failing(everyPageChecks(oneStray, '/articles/jumbo-loans-miami'))).toEqual([]);

    const twoBelow = collected([
      run('scripts', 1, 60),
      run('scripts-off', 1, 85),
      run('scripts', 2, 75),
      run('scripts-off', 2, 99),
      run('scripts', 3, 95),
      run('scripts-off', 3, 100),
    ]);
    expect(failing(everyPageChecks(twoBelow, '/articles/jumbo-loans-miami'))).toEqual([
      'Performance with / without scripts (median of 3 pairs): 0.758 (budget ≥ 0.8)',
    ]);
  });

  it('checks layout shift in every run, not only the median one', () => {
    const shifted = collected([
      run('scripts', 1, 80),
      run('scripts-off', 1, 100),
      run('scripts', 2, 95, 0.05),
      run('scripts-off', 2, 100),
      run('scripts', 3, 96),
      run('scripts-off', 3, 100),
    ]);
    expect(failing(everyPageChecks(shifted, '/articles/jumbo-loans-miami'))).toEqual([
      'CLS with scripts: 0.05 (budget < 0.02)',
    ]);
  });

  it('fails a page measured without its pair', () => {
    expect(failing(everyPageChecks(collected([run('scripts', 1, 95)]), '/articles/jumbo-loans-miami'))).toEqual([
      'measured with and without scripts: 0 (budget both)',
    ]);
  });

  it('holds every page together on the median page, which one slow page does not move', () => {
    const pages = ['/a', '/b', '/c'];
    const site = (withScripts: number[]) =>
      collected(
        pages.flatMap((path, i) => [
          { ...run('scripts', 1, withScripts[i]!), path },
          { ...run('scripts-off', 1, 100), path },
        ]),
      );
    expect(failing(sitewideChecks(site([82, 95, 99]), pages))).toEqual([]);
    expect(failing(sitewideChecks(site([82, 86, 99]), pages))).toEqual([
      'Performance with / without scripts of the median page (of 3): 0.86 (budget ≥ 0.88)',
    ]);
    expect(failing(sitewideChecks(site([95, 95, 95]), [...pages, '/d']))).toEqual([
      'pages measured with and without scripts: 3 (budget 4)',
    ]);
  });
});
