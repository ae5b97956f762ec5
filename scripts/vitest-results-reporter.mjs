import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const { firstLines } = createRequire(import.meta.url)('./first-lines.cjs');

/**
 * Vitest's counterpart of jest-results-reporter.cjs: writes the run's counts, and the name and
 * first message lines of each failed test, to <package>/test-results/<name>.json for the summary
 * at the end of `npm test`.
 */
export default class ResultsReporter {
  constructor(options = {}) {
    this.name = options.name || 'vitest';
  }

  onTestRunEnd(testModules, unhandledErrors) {
    const counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const { state, errors } = test.result();
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') {
          counts.failed += 1;
          counts.failures.push({
            where: path.relative(process.cwd(), module.moduleId),
            name: test.fullName,
            message: firstLines(errors?.map((error) => error.message).join('\n') ?? 'failed'),
          });
        } else counts.skipped += 1;
      }
      // A file that does not load counts as a failure.
      if (module.state() === 'failed' && module.children.size === 0) counts.failed += 1;
    }
    counts.failed += unhandledErrors.length;
    const dir = path.join(process.cwd(), 'test-results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, `${this.name}.json`),
      JSON.stringify({ suite: `${path.basename(process.cwd())}:${this.name}`, ...counts }),
    );
  }
}
