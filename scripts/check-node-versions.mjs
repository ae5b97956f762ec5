// Fails when the places that name a Node version disagree: .nvmrc is the site's Node (Netlify
// reads it, CI's full run and Chromatic use it), package.json's engines is the oldest Node
// supported, and the CI workflow's matrix tests both .nvmrc's Node and the Node 24 LTS build
// scripts/node24.mjs runs the core and server suites on.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_24 } from './node-24-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const parse = (version) => version.split('.').map(Number);
/** a >= b for dotted versions (missing parts count as 0). */
function atLeast(a, b) {
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
  }
  return true;
}

const problems = [];
const nvmrc = read('.nvmrc').trim();
if (!/^\d+\.\d+\.\d+$/.test(nvmrc)) problems.push(`.nvmrc: "${nvmrc}" is not an exact version (x.y.z)`);

const engines = JSON.parse(read('package.json')).engines?.node ?? '';
const minimum = /^>=(\d+(?:\.\d+){0,2})$/.exec(engines)?.[1];
if (!minimum) problems.push(`package.json engines.node: "${engines}" is not of the form >=x.y`);
else {
  if (!atLeast(nvmrc, minimum)) problems.push(`.nvmrc ${nvmrc} is below package.json engines ${engines}`);
  if (!atLeast(NODE_24.version, minimum)) problems.push(`Node ${NODE_24.version} is below engines ${engines}`);
}

const matrix = /^\s*node: \[([^\]]*)\]/m.exec(read('.github/workflows/ci.yml'))?.[1];
const tested = (matrix ?? '').split(',').map((entry) => entry.trim());
for (const [what, version] of [
  ['.nvmrc', nvmrc],
  ['scripts/node-24-build.mjs', NODE_24.version],
]) {
  if (!tested.includes(version)) {
    problems.push(`.github/workflows/ci.yml: the node matrix [${tested.join(', ')}] lacks ${version} (${what})`);
  }
}

const netlify = read('sites/broker/netlify.toml');
const pinned = /^\s*NODE_VERSION\s*=\s*"([^"]*)"/m.exec(netlify)?.[1];
if (pinned !== undefined && pinned !== nvmrc) {
  problems.push(
    `sites/broker/netlify.toml: NODE_VERSION "${pinned}" is not .nvmrc's ${nvmrc} (leave it out: Netlify reads .nvmrc)`,
  );
}

for (const [, image] of read('Dockerfile').matchAll(/^FROM node:(\S+?)-/gm)) {
  if (image !== nvmrc) problems.push(`Dockerfile: FROM node:${image} is not .nvmrc's ${nvmrc}`);
}

if (problems.length > 0) {
  console.error(`Node versions disagree:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Node versions: .nvmrc ${nvmrc} (engines ${engines}), CI also on ${NODE_24.version}.`);
