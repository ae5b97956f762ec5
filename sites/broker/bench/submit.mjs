/**
 * Load benchmark of /api/submit through the site server `npm start` runs (server/dist/main.mjs),
 * on loopback only, with the embedded store or a throw-away PostgreSQL.
 *
 *   npm run bench:submit -- [--store pglite|postgres] [--seconds 20 | --requests 100000] [--connections 10]
 *                           [--cpu-prof <folder>]
 *
 * Starts the built server as its own process (run `npm run build` first) with a fresh store, sends
 * valid pre-qualifications with unique idempotency keys with autocannon, samples the server's
 * resident memory every second, stops it with SIGTERM (a graceful stop under load), then counts
 * the stored leads and outbox rows and compares them with the accepted answers. Each lead is
 * written with its two outbox rows (CRM and e-mail), as in production; deliveries are not run
 * (OUTBOX_DELIVER_IMMEDIATELY=false) so the figure is the site's, not the receivers'.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { register } from 'tsx/cjs/api';

const { values } = parseArgs({
  options: {
    store: { type: 'string', default: 'pglite' },
    seconds: { type: 'string', default: '20' },
    requests: { type: 'string' },
    connections: { type: 'string', default: '10' },
    // Writes a V8 CPU profile of the server (open it in Chrome DevTools) into this folder.
    'cpu-prof': { type: 'string' },
  },
});
const store = values.store;
if (store !== 'pglite' && store !== 'postgres') throw new Error('--store is pglite or postgres');
const connections = Number(values.connections);
const amount = values.requests ? Number(values.requests) : undefined;
const seconds = Number(values.seconds);

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(siteDir, 'server', 'dist', 'main.mjs');
if (!existsSync(serverEntry)) throw new Error('The site is not built: run `npm run build` first.');

// The server package is TypeScript consumed from source (a CommonJS package): compile it on load.
register();
const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const { openPglite, openPostgres } = require('@broker/server');
const { startPostgres } = require('@broker/server/testing');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'broker-bench-'));
const postgres = store === 'postgres' ? await startPostgres() : undefined;
const storeEnv = postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: path.join(dataDir, 'pglite') };

const port = await new Promise((resolve, reject) => {
  const probe = net.createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const profile = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['cpu-prof'])}`] : [];
const server = spawn(process.execPath, [...profile, serverEntry], {
  cwd: siteDir,
  stdio: ['ignore', 'ignore', 'pipe'],
  env: {
    PATH: process.env.PATH,
    ...storeEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SUBMIT_MAX: '1000000000',
    // Both destinations configured, so each lead is written with its two outbox rows; never called.
    CRM_ENDPOINT_URL: 'http://127.0.0.1:9/never-called',
    SMTP_URL: 'smtp://127.0.0.1:9',
    LEAD_EMAIL_TO: 'broker@example.test',
    OUTBOX_DELIVER_IMMEDIATELY: 'false',
    OUTBOX_DRAIN_INTERVAL_MS: '0',
    ADMIN_ENDPOINT: 'false',
  },
});
let serverLog = '';
server.stderr.on('data', (chunk) => (serverLog += chunk));
for (;;) {
  if (server.exitCode !== null) throw new Error(`The site server exited:\n${serverLog}`);
  const ready = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    (res) => res.ok,
    () => false,
  );
  if (ready) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const url = `http://127.0.0.1:${port}/api/submit`;

const rssMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
};
let sent = 0;
const samples = [];
const sampler = setInterval(() => samples.push({ at: sent, rss: rssMb() }), 1000);

function body() {
  sent += 1;
  const ts = new Date().toISOString();
  return JSON.stringify({
    formType: 'Pre-qualification',
    first_name: 'Bench',
    last_name: `Visitor ${sent}`,
    email: `bench${sent}@example.com`,
    phone: '(305) 555-0100',
    propertyType: 'condo',
    propertyValue: '500000',
    downPayment: '100000',
    creditScore: 'good',
    annualIncome: '120000',
    employmentStatus: 'employed',
    propertyLocation: 'Coral Gables',
    loanPurpose: 'purchase',
    timeline: '90-days',
    monthlyDebt: '',
    additionalInfo: '',
    language: 'en',
    source: '/',
    ts,
    idempotencyKey: `bench-${process.pid}-${sent}`,
    website: '',
    startedAt: Date.parse(ts) - 60_000,
  });
}

const startRss = rssMb();
console.log(
  `POST ${url} through the site server (${store}), ${amount ? `${amount} requests` : `${seconds} s`} with ${connections} connections`,
);
const result = await autocannon({
  url,
  method: 'POST',
  connections,
  ...(amount ? { amount } : { duration: seconds }),
  headers: { 'content-type': 'application/json' },
  requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }],
});
clearInterval(sampler);
const endRss = rssMb();

// A graceful stop while the last answers are written: in-flight requests finish, the store closes.
const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
server.kill('SIGTERM');
const exitCode = await exited;

const db = postgres ? await openPostgres(postgres.url) : await openPglite(path.join(dataDir, 'pglite'));
const stored = (await db.query(`SELECT count(*)::int AS n FROM leads WHERE status = 'received'`))[0].n;
const outbox = (await db.query('SELECT count(*)::int AS n FROM outbox'))[0].n;
await db.close();
postgres?.stop();
rmSync(dataDir, { recursive: true, force: true });

const accepted = result['2xx'];
// With a request count every answer is awaited; when a duration ends, autocannon drops the answers
// still in flight (at most one per connection), which the server did store.
const storedMatches = amount ? stored === accepted : stored >= accepted && stored - accepted <= connections;
const storedNote =
  stored === accepted ? 'equal' : `${stored - accepted} more: answers still in flight when the run stopped`;
const after = (fraction) => samples.find((s) => s.at >= fraction * sent)?.rss ?? endRss;
const steady = after(0.2);
console.log(
  [
    `requests:        ${result.requests.total} (${result.non2xx} not 2xx, ${result.errors} errors, ${result.timeouts} timeouts)`,
    `sustained rate:  ${result.requests.average.toFixed(0)} requests/s`,
    `latency:         p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    `accepted (2xx):  ${accepted}`,
    `stored leads:    ${stored} (${storedMatches ? storedNote : 'MISMATCH'})`,
    `outbox rows:     ${outbox} (${outbox === 2 * stored ? 'CRM + e-mail for every lead' : 'MISMATCH'})`,
    `server memory:   RSS ${startRss.toFixed(0)} MB before, ${steady.toFixed(0)} MB after 20% of the requests, ` +
      `${after(0.6).toFixed(0)} MB after 60%, ${endRss.toFixed(0)} MB at the end ` +
      `(peak ${Math.max(...samples.map((s) => s.rss), endRss).toFixed(0)} MB)`,
    `graceful stop:   exit code ${exitCode}`,
  ].join('\n'),
);
process.exit(storedMatches && outbox === 2 * stored && result.errors === 0 && exitCode === 0 ? 0 : 1);
