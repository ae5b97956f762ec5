const fs = require('node:fs');
const path = require('node:path');

/**
 * Playwright Test's counterpart of jest-results-reporter.cjs: writes the run's counts to
 * <package>/test-results/<name>.json for the summary at the end of `npm test`.
 */
class ResultsReporter {
  constructor(options = {}) {
    this.name = options.name || 'playwright';
  }

  onBegin(config, suite) {
    this.suite = suite;
  }

  onEnd(result) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const test of this.suite?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected') counts.passed += 1;
      else if (outcome === 'skipped') counts.skipped += 1;
      else counts.failed += 1;
    }
    // A run that failed outside any test (global setup, a file that does not load) counts as a failure.
    if (result.status !== 'passed' && counts.failed === 0) counts.failed = 1;
    const dir = path.join(process.cwd(), 'test-results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, `${this.name}.json`),
      JSON.stringify({ suite: `${path.basename(process.cwd())}:${this.name}`, ...counts }),
    );
  }

  printsToStdio() {
    return false;
  }
}

module.exports = ResultsReporter;
