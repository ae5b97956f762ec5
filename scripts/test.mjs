// `npm test`: every check of the repository, then one summary line.
//   0. the lock file check (every platform's native builds), the Node versions check (.nvmrc,
//      engines, the CI matrix, netlify.toml and the Dockerfile agree), lint (ESLint, one workspace
//      at a time), the workflows against GitHub's schema, the format check (Prettier) and knip (unused files, exports and dependencies;
//      knip.jsonc), side by side: they are light and run before anything heavy;
//   1. types, unit and database tests, visual regression and the site's build, two tasks at a time
//      (one per core); then the core and server suites once more on the project's other Node
//      (scripts/other-node.mjs: Node 24 from a machine's Node 20, the machine's Node from CI's
//      Node 24; skipped, with a message, where there is none);
//   2. every story as a test (Vitest: render, play function, axe), the browser tests on the built
//      site (Playwright Test: journeys, leads, every page, layouts, screenshots), its Netlify run
//      and the server's chaos suite, one task at a time so browser timings and the chaos suite's
//      faults are not shared with other work;
//   3. the page-weight and Lighthouse budgets, alone on the machine;
//   4. the summary of all counts. Exits non-zero when anything failed.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: '1',
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
};
const turbo = path.join(root, 'node_modules', '.bin', 'turbo');

const MINUTE = 60_000;

/** Runs a stage; one that hangs is stopped after its time limit and counts as failed. */
function run(command, args, timeoutMinutes) {
  if (!Number.isFinite(timeoutMinutes) || timeoutMinutes <= 0) {
    throw new TypeError(`run(${command}): a time limit in minutes is required`);
  }
  const result = spawnSync(command, args, {
    cwd: root,
    env,
    stdio: 'inherit',
    timeout: timeoutMinutes * MINUTE,
    killSignal: 'SIGINT',
  });
  if (result.error?.code === 'ETIMEDOUT') {
    console.error(`\n${args.slice(0, 4).join(' ')} did not finish within ${timeoutMinutes} minutes: stopped.`);
  }
  return result.status ?? 1;
}

function start(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const checks = await Promise.all([
  start(process.execPath, [path.join(root, 'scripts', 'check-lock.mjs')]),
  start(process.execPath, [path.join(root, 'scripts', 'check-workflows.mjs')]),
  start(process.execPath, [path.join(root, 'scripts', 'check-node-versions.mjs')]),
  start(turbo, ['run', 'lint', 'lint:root', '--concurrency=1', '--continue']),
  start(process.execPath, [
    path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs'),
    '--check',
    '--cache',
    '.',
  ]),
  start(process.execPath, ['--conditions=source', path.join(root, 'node_modules', 'knip', 'bin', 'knip.js')]),
]);
const staticChecks = checks.find((code) => code !== 0) ?? 0;

const unit = run(turbo, ['run', 'typecheck', 'test', 'test:visual', 'build', '--concurrency=2', '--continue'], 40);
const otherNode = run(process.execPath, [path.join(root, 'scripts', 'other-node.mjs')], 20);
const browser = run(
  turbo,
  ['run', 'test:stories', 'test:e2e', 'test:netlify', 'test:chaos', '--concurrency=1', '--continue'],
  55,
);
const budgets = run(turbo, ['run', 'test:budgets', '--concurrency=1'], 45);
const summary = run(process.execPath, [path.join(root, 'scripts', 'test-summary.mjs')], 5);
process.exit(staticChecks || unit || otherNode || browser || budgets || summary);
