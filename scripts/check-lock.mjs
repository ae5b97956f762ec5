// Fails when package-lock.json lacks another platform's build of a native package, which makes
// `npm ci` refuse the lock file on that platform ("Missing: <package> from lock file") and leaves it
// without the binary. For every package whose optional dependencies include a linux-x64 build, the
// lock must also hold its darwin-arm64, darwin-x64 and win32-x64 builds, when the package offers
// them. The usual cause is a release whose other-platform builds are not yet published: pin the
// package (or override it) to the newest version that has them all.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const entries = lock.packages ?? {};

/**
 * Whether the lock resolves `name` for the package at `location` as Node does (the nearest
 * node_modules, its own or an ancestor's) at the version the package asks for: a build of another
 * release higher up the tree does not count.
 */
function resolves(location, name, version) {
  let base = location;
  for (;;) {
    const found = entries[path.posix.join(base, 'node_modules', name)];
    if (found) return !/^\d+\.\d+\.\d+/.test(version) || found.version === version;
    if (base === '') return false;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

const LINUX = /linux-(x64|64)/;
const OTHERS = [
  ['darwin-arm64', /darwin-arm64/],
  ['darwin-x64', /darwin-(x64|64)/],
  ['win32-x64', /(win32|windows)-(x64|64)/],
];

const problems = [];
let natives = 0;
for (const [location, entry] of Object.entries(entries)) {
  const wanted = entry.optionalDependencies ?? {};
  const optional = Object.keys(wanted);
  if (!optional.some((name) => LINUX.test(name))) continue;
  natives += 1;
  for (const [platform, pattern] of OTHERS) {
    const builds = optional.filter((name) => pattern.test(name));
    const missing = builds.filter((name) => !resolves(location, name, wanted[name]));
    if (missing.length > 0) {
      problems.push(
        `${location || '(root)'}@${entry.version}: no ${platform} build in the lock (${missing.join(', ')})`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(`package-lock.json lacks other platforms' builds; npm ci fails there:\n  ${problems.join('\n  ')}`);
  console.error('Pin each package to the newest version whose builds exist for every platform, then npm install.');
  process.exit(1);
}
console.log(
  `package-lock.json: ${natives} native packages, each with its darwin-arm64, darwin-x64 and win32-x64 builds.`,
);
