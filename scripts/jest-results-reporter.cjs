const fs = require('node:fs');
const path = require('node:path');

/** Writes the run's counts to <package>/test-results/<name>.json for the summary at the end of `npm test`. */
class ResultsReporter {
  constructor(globalConfig, options = {}) {
    this.globalConfig = globalConfig;
    this.name = options.name || 'jest';
  }

  onRunComplete(_contexts, results) {
    const dir = path.join(process.cwd(), 'test-results');
    fs.mkdirSync(dir, { recursive: true });
    const counts = {
      suite: `${path.basename(process.cwd())}:${this.name}`,
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    fs.writeFileSync(path.join(dir, `${this.name}.json`), JSON.stringify(counts));
  }
}

module.exports = ResultsReporter;
