/**
 * Load benchmark of /api/submit with the embedded store (PGlite), on loopback only.
 *
 *   npm run bench:submit -w @broker/site [-- --seconds 20 --connections 10]
 *
 * Serves the same handler the Gatsby Function uses on 127.0.0.1 (a fresh data directory in the
 * system's temporary folder), sends valid pre-qualifications with unique idempotency keys with
 * autocannon, then checks that the stored leads equal the accepted answers.
 */
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '10' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);

register();
const serverPackage = createRequire(import.meta.url).resolve('@broker/server/package.json');
const autocannon = createRequire(serverPackage)('autocannon');
const { createServer, loadConfig, openPglite, createLogger, toHandlerRequest, sendHandlerResponse } = await import('@broker/server');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'broker-bench-'));
const siteDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const base = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, { siteDir });
const unlimited = { max: 1e9, windowMs: 60_000 };
const db = await openPglite(dataDir);
const server = createServer(
  {
    ...base,
    limits: { ...base.limits, submitPerAddress: unlimited },
    outbox: { ...base.outbox, drainIntervalMs: 0 },
  },
  { db, logger: createLogger('silent') },
);
await server.ready();

const listener = http.createServer(async (req, res) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const request = toHandlerRequest(req);
  request.body = Buffer.concat(chunks);
  sendHandlerResponse(res, await server.submit(request));
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

const accepted = result['2xx'];
const stored = (await db.query(`SELECT count(*)::int AS n FROM leads WHERE status = 'received'`))[0].n;
const outbox = (await db.query('SELECT count(*)::int AS n FROM outbox'))[0].n;
console.log(
  [
    `requests:        ${result.requests.total} (${result.non2xx} not 2xx, ${result.errors} errors, ${result.timeouts} timeouts)`,
    `sustained rate:  ${result.requests.average.toFixed(0)} requests/s`,
    `latency:         p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    `accepted (2xx):  ${accepted}`,
    `stored leads:    ${stored}${stored === accepted ? ' (equal)' : ' (MISMATCH)'}`,
    `outbox rows:     ${outbox} (2 per lead when CRM and e-mail are configured; none here)`,
  ].join('\n'),
);

listener.close();
await server.close();
await db.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(stored === accepted && result.errors === 0 ? 0 : 1);
