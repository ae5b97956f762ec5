import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { REDIRECTS } from '@broker/core';
import { startCrm, startPostgres, startSmtp, type RunningPostgres } from '@broker/server/testing';
import { ensureNetlifyCli } from './cli';
import { contactLead, prequalificationLead, request } from './http';
import { invokeIsolated } from './packagedFunction';
import { EDITOR_PAGE, editorSecurityPolicy } from '../../src/config/hosting';
import { contentRoutes } from '../../src/content/routes';

/**
 * The production output on Netlify's own runtime, offline: `netlify serve` runs the site's build
 * command (the production context: `npm run db:migrate`, then the build, with the go-live gate
 * off: the deploy context and BROKER_GO_LIVE are part of the build's cache key, so turbo builds again
 * rather than replaying the normal build), packages the functions as a deploy would and serves the
 * adapter's output, with a real PostgreSQL, a local CRM endpoint and a local SMTP server.
 *
 * Deliveries right after the answer are off here (OUTBOX_DELIVER_IMMEDIATELY=false), as when
 * Netlify freezes a function once it has answered: the scheduled drain must deliver.
 */

const run = promisify(execFile);
const siteDir = path.resolve(__dirname, '../..');
const repoDir = path.resolve(siteDir, '../..');
const resultsDir = path.join(siteDir, 'test-results');

const SUBMIT_LIMIT = 3;
// Addresses at a domain that could receive mail: production refuses reserved ones such as .example.
const BROKER_INBOX = 'broker@groveharbor-mortgage.net';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const stripAnsi = (text: string) => text.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');

let pg: RunningPostgres;
let crm: Awaited<ReturnType<typeof startCrm>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let cli: ChildProcess | undefined;
let base = '';
let log = '';
let databaseUrl = '';

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (cli && cli.exitCode !== null)
      throw new Error(`netlify serve exited (${cli.exitCode}) before ${what}:\n${log.slice(-4000)}`);
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Timed out waiting for ${what}:\n${log.slice(-4000)}`);
}

beforeAll(async () => {
  const started = Date.now();
  const { netlify, binDir } = ensureNetlifyCli();
  pg = await startPostgres();
  // The local server trusts every connection; a password keeps pg from looking for ~/.pgpass.
  databaseUrl = pg.url.replace('postgres://postgres@', 'postgres://postgres:unused@');
  // Two leads are accepted, then the CRM refuses the third for good (422: dead-lettered at once).
  crm = await startCrm([{ status: 200 }, { status: 200 }, { status: 422 }]);
  smtp = await startSmtp();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  fs.mkdirSync(resultsDir, { recursive: true });
  const logFile = fs.openSync(path.join(resultsDir, 'netlify-serve.log'), 'w');
  // Jest's NODE_ENV=test is left out: NODE_ENV is part of the build's cache key, and the build
  // command replays the build this run already made only when the key is the same.
  const { NODE_ENV: _jestNodeEnv, ...serveEnv } = process.env;
  cli = spawn(netlify, ['serve', '--offline', '--port', String(port), '--filter', '@broker/site'], {
    cwd: repoDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...serveEnv,
      PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`,
      BROWSER: 'none',
      // The production context's build with the sample business data: the go-live gate is off here.
      BROKER_GO_LIVE: 'false',
      DATABASE_URL: databaseUrl,
      CRM_ENDPOINT_URL: crm.url,
      SMTP_URL: smtp.url,
      // The local SMTP server speaks plain SMTP on loopback; anywhere else TLS is required.
      SMTP_INSECURE: 'true',
      LEAD_EMAIL_TO: BROKER_INBOX,
      LEAD_EMAIL_FROM: 'leads@groveharbor-mortgage.net',
      RATE_LIMIT_SUBMIT_MAX: String(SUBMIT_LIMIT),
      SPAM_MIN_FILL_MS: '1000',
      OUTBOX_DELIVER_IMMEDIATELY: 'false',
      // Retries of a failed delivery wait a day here, so each drain below sees only new work.
      OUTBOX_BASE_DELAY_MS: String(24 * 3600_000),
    },
  });
  const collect = (chunk: Buffer) => {
    const text = stripAnsi(chunk.toString('utf8'));
    log += text;
    fs.writeSync(logFile, text);
  };
  cli.stdout?.on('data', collect);
  cli.stderr?.on('data', collect);
  await until('the local Netlify server', () => log.includes('Local dev server ready'), 20 * 60_000);
  await until(
    'the health function',
    async () => (await request(base, 'GET', '/api/health').catch(() => ({ status: 0 }))).status === 200,
    120_000,
  );
  process.stderr.write(`netlify serve ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}, 25 * 60_000);

afterAll(async () => {
  if (cli?.pid && cli.exitCode === null) {
    const exited = new Promise((resolve) => cli!.once('exit', resolve));
    process.kill(-cli.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (cli.exitCode === null) process.kill(-cli.pid, 'SIGKILL');
  }
  cli?.stdout?.destroy();
  cli?.stderr?.destroy();
  await crm?.close();
  await smtp?.close();
  pg?.stop();
});

async function exportedLeads(): Promise<Array<Record<string, unknown>>> {
  const { stdout } = await run(
    process.execPath,
    // The broker's command, compiled by the build (sites/broker/cli/leads.ts).
    [path.join(siteDir, 'dist', 'cli', 'leads.js'), 'export', '--format', 'json'],
    { cwd: siteDir, env: { ...process.env, DATABASE_URL: databaseUrl }, maxBuffer: 10 * 1024 * 1024 },
  );
  const parsed = JSON.parse(stdout) as Array<Record<string, unknown>> | { leads: Array<Record<string, unknown>> };
  return Array.isArray(parsed) ? parsed : parsed.leads;
}

const drain = () => request(base, 'POST', '/.netlify/functions/outbox-drain');

describe('the Netlify output under netlify serve', () => {
  it('was built by gatsby-adapter-netlify, migrated by the deploy step, and serves packaged functions', async () => {
    expect(log).toMatch(/Using gatsby-adapter-netlify adapter/);
    expect(log).toMatch(/\$ npm run db:migrate && npm run build -- --filter=@broker\/site/);
    expect(log).toMatch(/Applied migration|Nothing to apply/);
    expect(log).toMatch(
      /Packaging Functions from sites\/broker\/\.netlify\/functions-internal directory:\s+- chat-js\/chat-js\.js\s+- health-js\/health-js\.js\s+- submit-js\/submit-js\.js/,
    );
    expect(log).toMatch(/Packaging Functions from sites\/broker\/netlify\/functions directory:\s+- outbox-drain\.mts/);
    const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, '.netlify/functions/manifest.json'), 'utf8')) as {
      functions: Array<{ name: string; generator?: string; schedule?: string; path: string; runtimeVersion?: string }>;
    };
    const byName = Object.fromEntries(manifest.functions.map((f) => [f.name, f]));
    // Packaged for the runtime of the Node that built them: on Netlify, .nvmrc's Node 24.
    const runtime = `nodejs${process.versions.node.split('.')[0]}.x`;
    expect(manifest.functions.map((f) => [f.name, f.runtimeVersion])).toEqual(
      manifest.functions.map((f) => [f.name, runtime]),
    );
    for (const name of ['chat-js', 'health-js', 'submit-js']) {
      expect(byName[name]?.generator).toBe('gatsby-adapter-netlify@1.4.0');
      expect(fs.existsSync(byName[name]!.path)).toBe(true);
    }
    expect(byName['outbox-drain']?.schedule).toBe('*/5 * * * *');
    const excerpt = log
      .split('\n')
      .filter((line) =>
        /adapter|Packaging Functions|^ - |db:migrate|Applied migration|cache (hit|miss)|Loaded function|Rewrote URL/.test(
          line,
        ),
      )
      .slice(0, 30);
    process.stderr.write(`\nnetlify serve log (excerpt):\n${excerpt.join('\n')}\n`);
  });

  it('runs each packaged /api function with nothing but its own package', async () => {
    const unzipped = path.join(siteDir, '.netlify/functions-serve/.unzipped');
    const env = { DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' };
    const health = await invokeIsolated(
      path.join(unzipped, 'health-js'),
      'health-js.js',
      { path: '/api/health', httpMethod: 'GET' },
      env,
    );
    expect(health.statusCode).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ ok: true, store: 'postgres' });

    const chat = await invokeIsolated(
      path.join(unzipped, 'chat-js'),
      'chat-js.js',
      {
        path: '/api/chat',
        httpMethod: 'POST',
        body: { message: 'What is a DSCR loan?', sessionId: null, userInfo: null, language: 'en' },
      },
      env,
    );
    expect(chat.statusCode).toBe(200);
    // Grounded in the knowledge bundled with the function: the answer links the page it drew from.
    expect(JSON.parse(chat.body).sources.length).toBeGreaterThan(0);

    // Without DATABASE_URL the function refuses to start on the embedded store, naming the variable.
    const unset = await invokeIsolated(
      path.join(unzipped, 'health-js'),
      'health-js.js',
      { path: '/api/health', httpMethod: 'GET' },
      {},
    );
    expect(unset.statusCode).toBe(503);
    expect(unset.stderr).toMatch(/DATABASE_URL is required on Netlify/);

    const zips = fs.readdirSync(path.join(siteDir, '.netlify/functions')).filter((f) => f.endsWith('.zip'));
    expect(zips.sort()).toEqual(['chat-js.zip', 'health-js.zip', 'outbox-drain.zip', 'submit-js.zip']);
    for (const dir of fs.readdirSync(unzipped)) {
      expect([dir, fs.existsSync(path.join(unzipped, dir, 'node_modules/@electric-sql/pglite'))]).toEqual([dir, false]);
    }
  });

  it('stores contact and pre-qualification leads in PostgreSQL and lists them in the export', async () => {
    const contact = await request(base, 'POST', '/api/submit', { body: contactLead('Ortega'), from: '127.0.0.10' });
    const prequal = await request(base, 'POST', '/api/submit', {
      body: prequalificationLead('Ríos'),
      from: '127.0.0.10',
    });
    expect([contact.status, prequal.status]).toEqual([200, 200]);
    const ids = [contact.json().leadId, prequal.json().leadId];
    const leads = await exportedLeads();
    const exported = leads.filter((l) => ids.includes(l.id));
    expect(exported.map((l) => l.form_type ?? l.formType).sort()).toEqual(['contact', 'prequalification']);
    expect(log).toMatch(/Rewrote URL to \/\.netlify\/functions\/submit-js/);
  });

  it('delivers waiting leads from the scheduled drain, once to the CRM and once by e-mail', async () => {
    // Nothing was delivered when the leads were stored (as on a frozen function).
    expect([crm.received.length, smtp.received.length]).toEqual([0, 0]);
    const first = await drain();
    expect(first.status).toBe(200);
    expect(first.json()).toMatchObject({ ok: true, deliveries: { delivered: 4, dead: 0 } });
    expect(crm.received.map((r) => r.fields.lastname).sort()).toEqual(['Ortega', 'Ríos']);
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received.every((m) => m.to.includes(BROKER_INBOX))).toBe(true);
    const again = await drain();
    expect(again.json()).toMatchObject({ ok: true, deliveries: { delivered: 0 } });
    expect([crm.received.length, smtp.received.length]).toEqual([2, 2]);
    expect((await request(base, 'GET', '/api/health')).status).toBe(200);
  });

  it('answers /api/health with a failure once a delivery is dead-lettered, without personal data', async () => {
    const lead = contactLead('Quintero');
    expect((await request(base, 'POST', '/api/submit', { body: lead, from: '127.0.0.11' })).status).toBe(200);
    expect((await drain()).json()).toMatchObject({ deliveries: { dead: 1 } });
    const health = await request(base, 'GET', '/api/health');
    expect(health.status).toBeGreaterThanOrEqual(500);
    expect(health.text).not.toContain('Quintero');
    expect(health.text).not.toContain(lead.email);
  });

  it('answers the chat from the site’s content, linking the page it drew from', async () => {
    const answer = await request(base, 'POST', '/api/chat', {
      body: { message: 'What is a DSCR loan for investors?', sessionId: null, userInfo: null, language: 'en' },
      from: '127.0.0.12',
    });
    expect(answer.status).toBe(200);
    const body = answer.json<{ response: string; sources: Array<{ title: string; path: string }> }>();
    const pages = new Set<string>(contentRoutes().routes.flatMap((r) => [r.en, r.es]));
    expect(body.sources.length).toBeGreaterThan(0);
    for (const source of body.sources) {
      expect(pages.has(source.path)).toBe(true);
      expect(body.response).toContain(`](${source.path})`);
    }
    expect(body.response).toMatch(/DSCR/);
  });

  it('redirects the other DSCR reading with 301 and answers unknown paths with the bilingual 404 page', async () => {
    const [redirect] = REDIRECTS;
    const moved = await request(base, 'GET', redirect!.from);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(redirect!.to);
    const missing = await request(base, 'GET', '/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('We couldn’t find that page');
    expect(missing.text).toContain('No encontramos esa página');
    const perdida = await request(base, 'GET', '/es/no-existe');
    expect(perdida.status).toBe(404);
    expect(perdida.text).toMatch(/<html[^>]* lang="es"/);
    expect(perdida.text).toMatch(/<h1[^>]*>No encontramos esa página<\/h1>/);
  });

  it('sends the security headers with a page and with a function’s answer', async () => {
    for (const answer of [await request(base, 'GET', '/'), await request(base, 'GET', '/api/health')]) {
      expect(answer.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['permissions-policy']).toMatch(/camera=\(\)/);
    }
    expect((await request(base, 'GET', '/api/health')).headers['cache-control']).toBe('no-store');
  });

  it('serves the content editor under its own security policy, out of search', async () => {
    const short = await request(base, 'GET', '/admin');
    expect(short.status).toBe(301);
    expect(short.headers.location).toBe(EDITOR_PAGE);
    const editor = await request(base, 'GET', EDITOR_PAGE);
    expect(editor.status).toBe(200);
    // One policy, the editor's: a second, site-wide one would also apply and block GitHub.
    expect(editor.headers['content-security-policy']).toBe(editorSecurityPolicy);
    expect(editor.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(editor.headers['x-frame-options']).toBe('DENY');
  });

  it('keeps one client’s submission limit from blocking another, and a forged X-Forwarded-For does not escape it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SUBMIT_LIMIT; i += 1) {
      statuses.push(
        (await request(base, 'POST', '/api/submit', { body: contactLead(`Limit${i}`), from: '127.0.0.21' })).status,
      );
    }
    expect(statuses).toEqual([...Array(SUBMIT_LIMIT).fill(200), 429]);
    const other = await request(base, 'POST', '/api/submit', { body: contactLead('Other'), from: '127.0.0.22' });
    expect(other.status).toBe(200);
    for (const forged of [{ 'x-forwarded-for': '198.51.100.23' }, { 'x-forwarded-for': '198.51.100.24, 127.0.0.30' }]) {
      const escaped = await request(base, 'POST', '/api/submit', {
        body: contactLead('Forged'),
        from: '127.0.0.21',
        headers: forged,
      });
      expect([forged, escaped.status]).toEqual([forged, 429]);
    }
  });
});
