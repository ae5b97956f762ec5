// Adds up the counts every test run of `npm test` wrote to <workspace>/test-results/*.json, and
// names the tests that failed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const totals = { passed: 0, failed: 0, skipped: 0 };
const rows = [];
const failures = [];
for (const group of ['packages', 'sites']) {
  const groupDir = path.join(root, group);
  if (!fs.existsSync(groupDir)) continue;
  for (const name of fs.readdirSync(groupDir)) {
    const dir = path.join(groupDir, name, 'test-results');
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const counts = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      rows.push(
        `  ${counts.suite.padEnd(28)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
      );
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      totals.skipped += counts.skipped;
      for (const failure of counts.failures ?? []) failures.push({ suite: counts.suite, ...failure });
    }
  }
}
// The failed tests come last but one, so the end of a long CI log names them.
if (failures.length > 0) {
  console.log('\nFailed tests');
  for (const { suite, where, name, message } of failures) {
    console.log(`  ${suite}  ${where}\n    ${name}`);
    if (message) console.log(message.replace(/^/gm, '      '));
  }
}
console.log('\nTest summary');
console.log(rows.join('\n'));
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || (process.env.CI && totals.skipped > 0) ? 1 : 0);
