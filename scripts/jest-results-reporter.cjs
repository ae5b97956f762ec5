const fs = require('node:fs');
const path = require('node:path');
const { firstLines } = require('./first-lines.cjs');

/**
 * Writes the run's counts, and the name and first message lines of each failed test, to
 * <package>/test-results/<name>.json for the summary at the end of `npm test`.
 * BROKER_TEST_RESULTS_SUFFIX names a run of the same suite on another runtime apart
 * (scripts/other-node.mjs: "unit:node20", written to unit-node20.json).
 */
class ResultsReporter {
  constructor(globalConfig, options = {}) {
    this.globalConfig = globalConfig;
    const suffix = process.env.BROKER_TEST_RESULTS_SUFFIX;
    this.name = [options.name || 'jest', suffix].filter(Boolean).join(':');
  }

  onRunComplete(_contexts, results) {
    const dir = path.join(process.cwd(), 'test-results');
    fs.mkdirSync(dir, { recursive: true });
    const counts = {
      suite: `${path.basename(process.cwd())}:${this.name}`,
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
      failures: results.testResults.flatMap((file) => {
        const where = path.relative(process.cwd(), file.testFilePath);
        const tests = file.testResults
          .filter((test) => test.status === 'failed')
          .map((test) => ({ where, name: test.fullName, message: firstLines(test.failureMessages.join('\n')) }));
        // A file that failed to run (a syntax error, a failing beforeAll with no test reported).
        if (tests.length === 0 && file.testExecError) {
          return [{ where, name: '(the file did not run)', message: firstLines(file.testExecError.message) }];
        }
        return tests;
      }),
    };
    fs.writeFileSync(path.join(dir, `${this.name.replaceAll(':', '-')}.json`), JSON.stringify(counts));
  }
}

module.exports = ResultsReporter;
