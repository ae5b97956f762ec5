/**
 * Load benchmark of /api/submit through the site server `npm start` runs (server/dist/main.mjs),
 * on loopback only, with the embedded store or a throw-away PostgreSQL, alternated round by round
 * with a reference (bench/reference.mjs: a bare Fastify endpoint answering the same post, storing
 * nothing), so the ratio between them holds whatever else the machine is doing.
 *
 *   npm run bench:submit -- [--store pglite|postgres] [--seconds 20 | --requests 100000] [--connections 10]
 *                           [--rounds 3] [--mixed] [--cpu-prof <folder>]
 *
 * With --mixed, visitors also read pages while the submissions run (10 more connections cycling
 * through the home, a calculator, an article and the contact page in both languages), and the
 * pages' latency is reported: what a visitor feels of the store's work.
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
    rounds: { type: 'string', default: '3' },
    mixed: { type: 'boolean', default: false },
    // Writes a V8 CPU profile of the server (open it in Chrome DevTools) into this folder.
    'cpu-prof': { type: 'string' },
  },
});
const store = values.store;
if (store !== 'pglite' && store !== 'postgres') throw new Error('--store is pglite or postgres');
const connections = Number(values.connections);
const amount = values.requests ? Number(values.requests) : undefined;
const seconds = Number(values.seconds);
const rounds = Math.max(1, Number(values.rounds));

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

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });

/** Starts a server process and waits until its health answers. */
async function startServer(args, env) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: siteDir,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { PATH: process.env.PATH, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  let log = '';
  child.stderr.on('data', (chunk) => (log += chunk));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.at(-1)} exited:\n${log}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { child, url: `http://127.0.0.1:${port}/api/submit` };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const profile = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['cpu-prof'])}`] : [];
const { child: server, url } = await startServer([...profile, serverEntry], {
  ...storeEnv,
  LOG_LEVEL: 'warn',
  // Each submission comes from a visitor of its own (X-Forwarded-For, as behind a proxy), within
  // the production rate limits.
  TRUST_PROXY: 'true',
  // Both destinations configured, so each lead is written with its two outbox rows; never called.
  CRM_ENDPOINT_URL: 'http://127.0.0.1:9/never-called',
  SMTP_URL: 'smtp://127.0.0.1:9',
  LEAD_EMAIL_TO: 'broker@example.test',
  OUTBOX_DELIVER_IMMEDIATELY: 'false',
  OUTBOX_DRAIN_INTERVAL_MS: '0',
  ADMIN_ENDPOINT: 'false',
});
const reference = await startServer([path.join(siteDir, 'bench', 'reference.mjs')], {});

const rssMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
};
let sent = 0;
const samples = [];
const sampler = setInterval(() => samples.push({ at: sent, rss: rssMb() }), 1000);

/** A valid pre-qualification; the site's each with its own idempotency key. */
function body(counted) {
  if (counted) sent += 1;
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

const load = (target, options) =>
  autocannon({
    method: 'POST',
    connections,
    ...options,
    url: target,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const counted = target === url;
          const payload = body(counted);
          const visitor = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
          return { ...request, body: payload, headers: { ...request.headers, 'x-forwarded-for': visitor } };
        },
      },
    ],
  });

const startRss = rssMb();
console.log(
  `POST ${url} through the site server (${store}), ${amount ? `${amount} requests` : `${seconds} s`} with ${connections} connections, ` +
    `in ${rounds} rounds alternated with the reference (a bare Fastify endpoint)`,
);
const PAGES = ['/', '/es', '/calculator', '/es/calculadora', '/contact', '/es/contacto'];
/** Page views alongside the submissions (--mixed), until `done` settles. */
function readPages(done) {
  const instance = autocannon(
    {
      url: new URL('/', url).href,
      connections,
      duration: 3600,
      requests: PAGES.map((page) => ({ method: 'GET', path: page })),
    },
    () => undefined,
  );
  const result = new Promise((resolve) => instance.once('done', resolve));
  void Promise.resolve(done).finally(() => instance.stop());
  return result;
}

const site = [];
const bare = [];
const pages = [];
for (let round = 0; round < rounds; round += 1) {
  const running = load(url, amount ? { amount: Math.ceil(amount / rounds) } : { duration: seconds / rounds });
  if (values.mixed) pages.push(await readPages(running));
  const run = await running;
  site.push(run);
  bare.push(await load(reference.url, { duration: amount ? run.duration : seconds / rounds }));
  console.log(
    `round ${round + 1}: site ${run.requests.average.toFixed(0)} requests/s (p99 ${run.latency.p99} ms), ` +
      `reference ${bare.at(-1).requests.average.toFixed(0)} requests/s (p99 ${bare.at(-1).latency.p99} ms)`,
  );
}
clearInterval(sampler);
const endRss = rssMb();
reference.child.kill('SIGTERM');

const total = (runs) => {
  const requests = runs.reduce((n, r) => n + r.requests.total, 0);
  const duration = runs.reduce((n, r) => n + r.duration, 0);
  const sum = (key) => runs.reduce((n, r) => n + r[key], 0);
  return {
    requests,
    rate: requests / duration,
    // Each round's own percentile; the worst round stands for the run.
    p50: Math.max(...runs.map((r) => r.latency.p50)),
    p99: Math.max(...runs.map((r) => r.latency.p99)),
    max: Math.max(...runs.map((r) => r.latency.max)),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    accepted: sum('2xx'),
  };
};
const result = total(site);
const ref = total(bare);

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

const accepted = result.accepted;
// With a request count every answer is awaited; when a duration ends, autocannon drops the answers
// still in flight (at most one per connection and round), which the server did store.
const storedMatches = amount ? stored === accepted : stored >= accepted && stored - accepted <= connections * rounds;
const storedNote =
  stored === accepted ? 'equal' : `${stored - accepted} more: answers still in flight when the run stopped`;
const after = (fraction) => samples.find((s) => s.at >= fraction * sent)?.rss ?? endRss;
const steady = after(0.2);
console.log(
  [
    `requests:        ${result.requests} (${result.non2xx} not 2xx, ${result.errors} errors, ${result.timeouts} timeouts)`,
    `sustained rate:  ${result.rate.toFixed(0)} requests/s (reference ${ref.rate.toFixed(0)}: ${(result.rate / ref.rate).toFixed(2)} of it)`,
    `latency:         p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms (worst round; reference p99 ${ref.p99} ms)`,
    ...(values.mixed
      ? [
          `pages alongside: ${total(pages).requests} views, ${total(pages).rate.toFixed(0)}/s, p50 ${total(pages).p50} ms, ` +
            `p99 ${total(pages).p99} ms, max ${total(pages).max} ms (worst round), ${total(pages).non2xx} not 2xx`,
        ]
      : []),
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
