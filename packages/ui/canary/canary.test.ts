import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * The story test run fails a story on an accessibility violation and on a play function that does
 * not hold: run on the canary stories (Broken.stories.tsx), both fail.
 */
it('fails a story with an unlabelled field and a story whose play function fails', () => {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'story-canary-')), 'report.json');
  const run = spawnSync(
    process.execPath,
    [
      path.resolve(__dirname, '../../../node_modules/vitest/vitest.mjs'),
      'run',
      '--project=stories',
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    { cwd: path.resolve(__dirname, '..'), env: { ...process.env, BROKER_STORY_CANARY: '1' }, encoding: 'utf8' },
  );
  expect(run.status).toBe(1);
  const { testResults } = JSON.parse(fs.readFileSync(report, 'utf8')) as {
    testResults: Array<{ assertionResults: Array<{ title: string; status: string; failureMessages: string[] }> }>;
  };
  const results = Object.fromEntries(
    testResults.flatMap((file) => file.assertionResults).map((test) => [test.title, test]),
  );
  expect(results['Missing Label']?.status).toBe('failed');
  expect(results['Missing Label']?.failureMessages.join('\n')).toMatch(/Form elements must have labels/);
  expect(results['Failing Play']?.status).toBe('failed');
  expect(results['Failing Play']?.failureMessages.join('\n')).toMatch(/toHaveValue/);
});
