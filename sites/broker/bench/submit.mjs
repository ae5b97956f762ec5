/**
 * Load benchmark of /api/submit with the embedded store (PGlite), on loopback only.
 *
 *   npm run bench:submit -w @broker/site [-- --seconds 20 --connections 10]
 *
 * Serves the same handler the Gatsby Function uses on 127.0.0.1 (a fresh data directory in the
 * system's temporary folder), sends valid pre-qualifications with unique idempotency keys with
 * autocannon, then checks that the stored leads equal the accepted answers. Each lead is written
 * with its two outbox rows (CRM and e-mail), as in production; deliveries are not run.
 */
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/cjs/api';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '10' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);

// The server package is TypeScript consumed from source (a CommonJS package): compile it on load.
register();
const serverPackage = createRequire(import.meta.url).resolve('@broker/server/package.json');
const autocannon = createRequire(serverPackage)('autocannon');
const { createServer, loadConfig, openPglite, createLogger, toHandlerRequest, sendHandlerResponse } = createRequire(
  import.meta.url,
)('@broker/server');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'broker-bench-'));
const siteDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const base = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, { siteDir });
const unlimited = { max: 1e9, windowMs: 60_000 };
const db = await openPglite(dataDir);
const server = createServer(
  {
    ...base,
    limits: { ...base.limits, submitPerAddress: unlimited },
    outbox: { ...base.outbox, drainIntervalMs: 0, deliverImmediately: false },
  },
  {
    db,
    logger: createLogger('silent'),
    // Both outbox rows are written with each lead, as in production; nothing is sent.
    deliverers: { crm: { deliver: async () => ({ ok: true }) }, email: { deliver: async () => ({ ok: true }) } },
  },
);
await server.ready();

// Counted where the answers are sent: autocannon drops the answers still in flight when it stops.
let inFlight = 0;
let accepted = 0;
const listener = http.createServer(async (req, res) => {
  inFlight += 1;
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const request = toHandlerRequest(req);
  request.body = Buffer.concat(chunks);
  const answer = await server.submit(request);
  if (answer.status >= 200 && answer.status < 300) accepted += 1;
  sendHandlerResponse(res, answer);
  inFlight -= 1;
});
await new Promise((resolve) => listener.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${listener.address().port}/api/submit`;

let sequence = 0;
function body() {
  sequence += 1;
  const ts = new Date().toISOString();
  return JSON.stringify({
    formType: 'Pre-qualification',
    first_name: 'Bench',
    last_name: `Visitor ${sequence}`,
    email: `bench${sequence}@example.com`,
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
    idempotencyKey: `bench-${process.pid}-${sequence}`,
    website: '',
    startedAt: Date.parse(ts) - 60_000,
  });
}

console.log(`POST ${url} for ${seconds} s with ${connections} connections (embedded store in ${dataDir})`);
const result = await autocannon({
  url,
  method: 'POST',
  connections,
  duration: seconds,
  headers: { 'content-type': 'application/json' },
  requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }],
});

while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
const stored = (await db.query(`SELECT count(*)::int AS n FROM leads WHERE status = 'received'`))[0].n;
const outbox = (await db.query('SELECT count(*)::int AS n FROM outbox'))[0].n;
console.log(
  [
    `requests:        ${result.requests.total} (${result.non2xx} not 2xx, ${result.errors} errors, ${result.timeouts} timeouts)`,
    `sustained rate:  ${result.requests.average.toFixed(0)} requests/s`,
    `latency:         p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    `accepted (2xx):  ${accepted} sent by the server (${result['2xx']} received before autocannon stopped)`,
    `stored leads:    ${stored}${stored === accepted ? ' (equal)' : ' (MISMATCH)'}`,
    `outbox rows:     ${outbox} (${outbox === 2 * stored ? 'CRM + e-mail for every lead' : 'MISMATCH'})`,
  ].join('\n'),
);

listener.close();
await server.close();
await db.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(stored === accepted && outbox === 2 * stored && result.errors === 0 ? 0 : 1);
