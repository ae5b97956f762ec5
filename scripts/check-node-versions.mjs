// Fails when the places that name a Node version disagree: .nvmrc is the site's Node, Node 24 LTS
// (Netlify reads it, the Docker image names it, CI's full run and Chromatic use it), the Node 24
// build .ci/run fetches where the machine has another Node is that one, package.json's engines is
// the oldest Node supported for development, and the CI workflow's matrix tests both.
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

if (nvmrc !== NODE_24.version) {
  problems.push(`.nvmrc ${nvmrc} is not scripts/node-24-build.mjs's ${NODE_24.version} (the Node CI fetches)`);
}

const engines = JSON.parse(read('package.json')).engines?.node ?? '';
const minimum = /^>=(\d+(?:\.\d+){0,2})$/.exec(engines)?.[1];
if (!minimum) problems.push(`package.json engines.node: "${engines}" is not of the form >=x.y`);
else {
  if (!atLeast(nvmrc, minimum)) problems.push(`.nvmrc ${nvmrc} is below package.json engines ${engines}`);
  if (!atLeast(NODE_24.version, minimum)) problems.push(`Node ${NODE_24.version} is below engines ${engines}`);
}

const matrix = /^\s*node: \[([^\]]*)\]/m.exec(read('.github/workflows/ci.yml'))?.[1];
const tested = (matrix ?? '').split(',').map((entry) => entry.trim());
if (!tested.includes(nvmrc)) {
  problems.push(`.github/workflows/ci.yml: the node matrix [${tested.join(', ')}] lacks .nvmrc's ${nvmrc}`);
}
const oldest = minimum?.split('.')[0];
if (oldest && !tested.some((version) => version.split('.')[0] === oldest)) {
  problems.push(
    `.github/workflows/ci.yml: the node matrix [${tested.join(', ')}] has no Node ${oldest} (engines ${engines})`,
  );
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
console.log(`Node versions: .nvmrc ${nvmrc}, engines ${engines}, CI matrix [${tested.join(', ')}].`);
