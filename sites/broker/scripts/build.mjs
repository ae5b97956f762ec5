// `npm run build` for the site: runs `gatsby build` and reports its time and the pages it wrote.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const siteDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const started = process.hrtime.bigint();
const result = spawnSync(process.execPath, [require.resolve('gatsby/cli.js'), 'build', ...process.argv.slice(2)], {
  cwd: siteDir,
  stdio: 'inherit',
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
});
if (result.status !== 0) process.exit(result.status ?? 1);
const seconds = Number(process.hrtime.bigint() - started) / 1e9;

function htmlPages(dir) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'page-data' && entry.name !== 'static' && entry.name !== '~partytown')
        count += htmlPages(full);
    } else if (entry.name === 'index.html') count += 1;
  }
  return count;
}
const pages = htmlPages(path.join(siteDir, 'public'));
const cold = !fs.existsSync(path.join(siteDir, '.cache', 'build-report.json'));
fs.writeFileSync(
  path.join(siteDir, '.cache', 'build-report.json'),
  JSON.stringify({ seconds, pages, at: new Date().toISOString() }),
);
console.log(`\nBuilt ${pages} pages in ${seconds.toFixed(1)} s${cold ? ' (cold build: no earlier build cache)' : ''}.`);
