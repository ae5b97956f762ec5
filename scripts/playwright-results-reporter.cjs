const fs = require('node:fs');
const path = require('node:path');
const { firstLines } = require('./first-lines.cjs');

/**
 * Playwright Test's counterpart of jest-results-reporter.cjs: writes the run's counts, and the
 * name and first message lines of each failed test, to <package>/test-results/<name>.json for the
 * summary at the end of `npm test`.
 */
class ResultsReporter {
  constructor(options = {}) {
    this.name = options.name || 'playwright';
  }

  onBegin(config, suite) {
    this.suite = suite;
  }

  onEnd(result) {
    const counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
    for (const test of this.suite?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected') counts.passed += 1;
      else if (outcome === 'skipped') counts.skipped += 1;
      else {
        counts.failed += 1;
        const last = test.results[test.results.length - 1];
        counts.failures.push({
          where: `${path.relative(process.cwd(), test.location.file)}:${test.location.line}`,
          // Past the root's, the project's and the file's titles: the describe blocks' and the test's.
          name: test.titlePath().slice(3).join(' › '),
          message: firstLines(last?.error?.message ?? last?.status ?? outcome),
        });
      }
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
