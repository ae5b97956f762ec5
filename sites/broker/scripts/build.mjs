// `npm run build` for the site: runs `gatsby build` (with gatsby-adapter-netlify: pages, functions,
// headers and redirects for Netlify), bundles the self-hosted server, and reports the time and the
// pages written.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = process.hrtime.bigint();
const result = spawnSync(process.execPath, [require.resolve('gatsby/cli.js'), 'build', ...process.argv.slice(2)], {
  cwd: siteDir,
  stdio: 'inherit',
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
});
if (result.status !== 0) process.exit(result.status ?? 1);
const seconds = Number(process.hrtime.bigint() - started) / 1e9;

// One page-data.json per page (the adapter moves each page's HTML to `<path>.html`); the 404
// page's two copies are not pages.
const NOT_PAGES = new Set(['404', '404.html', 'dev-404-page']);
function pageCount(dir, top = true) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && !(top && NOT_PAGES.has(entry.name)))
      count += pageCount(path.join(dir, entry.name), false);
    else if (entry.name === 'page-data.json') count += 1;
  }
  return count;
}
const pages = pageCount(path.join(siteDir, 'public', 'page-data'));
const cold = !fs.existsSync(path.join(siteDir, '.cache', 'build-report.json'));
fs.writeFileSync(
  path.join(siteDir, '.cache', 'build-report.json'),
  JSON.stringify({ seconds, pages, at: new Date().toISOString() }),
);
const bundled = spawnSync(process.execPath, [path.join(siteDir, 'server', 'build.mjs')], { stdio: 'inherit' });
if (bundled.status !== 0) process.exit(bundled.status ?? 1);
console.log(`\nBuilt ${pages} pages in ${seconds.toFixed(1)} s${cold ? ' (cold build: no earlier build cache)' : ''}.`);
