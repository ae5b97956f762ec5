import fs from 'node:fs';
import type { ServerConfig } from '../config';
import { createServer, type BrokerServer } from '../server';
import { STORE_KINDS, copyTemplate, openTestDatabase, type TestDatabase } from '../testing/databases';
import { memoryLogger, parse, post, prequalification, testConfig } from '../testing/fixtures';
import { startPostgres, type RunningPostgres } from '../testing/postgresServer';
import { Gate, StoreUnavailableError, type Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `condition` holds, checking every 20 ms; fails after `timeoutMs`. */
async function eventually(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`The condition did not hold within ${timeoutMs} ms`);
    await sleep(20);
  }
}

const hasPostgres = STORE_KINDS.includes('postgres');
/** PostgreSQL's own failures are tested where the test setup could start it (always on CI). */
const describePostgres = (name: string, fn: () => void) => {
  if (hasPostgres) describe(name, fn);
};

describe('Gate', () => {
  it('starts waiting urgent tasks before the other waiting tasks', async () => {
    const gate = new Gate(1);
    const order: string[] = [];
    const task = (name: string) => () => sleep(5).then(() => order.push(name));
    const all = [gate.run(task('running')), gate.run(task('visitor 1')), gate.run(task('visitor 2'))];
    all.push(gate.run(task('urgent'), true));
    await Promise.all(all);
    expect(order).toEqual(['running', 'urgent', 'visitor 1', 'visitor 2']);
  });
});

describe.each(STORE_KINDS)('The store under load and failure (%s)', (kind) => {
  let store: TestDatabase;
  beforeAll(async () => {
    store = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await store.dispose();
  });

  it('runs the outbox’s urgent queries ahead of the visitors’ queries waiting for a connection', async () => {
    const order: string[] = [];
    const visitors = Array.from({ length: 12 }, (_, i) =>
      store.db.query('SELECT pg_sleep(0.05)').then(() => order.push(`visitor ${i}`)),
    );
    const urgent = store.db.urgent.query('SELECT 1').then(() => order.push('urgent'));
    await Promise.all([...visitors, urgent]);
    // PGlite has one connection and the test pool four: at most one round of visitors ran first.
    expect(order.indexOf('urgent')).toBeLessThanOrEqual(4);
  });
});

describe('The embedded store after an engine failure', () => {
  // A copy of the migrated template opens in a fraction of the time a new store takes to create.
  const dirs: string[] = [];
  const open = () => {
    const dir = copyTemplate();
    dirs.push(dir);
    return openPglite(dir);
  };
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers StoreUnavailableError (broken) for a failure outside SQL, and keeps answering it', async () => {
    const db = await open();
    // A parameter that cannot even be encoded fails in the engine's own code, not in a statement.
    const unencodable = {
      toString() {
        throw new Error('cannot encode');
      },
    };
    await expect(db.query('SELECT $1::text', [unencodable])).rejects.toMatchObject({
      name: 'StoreUnavailableError',
      broken: true,
    });
    await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(StoreUnavailableError);
    await db.close();
  });

  it('passes statement errors through unchanged', async () => {
    const db = await open();
    await expect(db.query('SELECT * FROM no_such_table')).rejects.toMatchObject({ code: '42P01' });
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await db.close();
  });
});

describe.each(STORE_KINDS)('A server whose store fails (%s)', (kind) => {
  let store: TestDatabase;
  let server: BrokerServer;
  beforeAll(async () => {
    store = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await server?.close();
    await store.dispose();
  });

  it('answers 503 with Retry-After while the store fails, and serves again once it answers', async () => {
    const real = store.db;
    let failing = false;
    const fail = () => Promise.reject(new StoreUnavailableError('embedded store failed', kind === 'pglite'));
    const flaky: Database = {
      kind: real.kind,
      query: (sql, params) => (failing ? fail() : real.query(sql, params)),
      urgent: { query: (sql, params) => (failing ? fail() : real.urgent.query(sql, params)) },
      transaction: (fn) => (failing ? fail() : real.transaction(fn)),
      close: async () => undefined,
    };
    const logger = memoryLogger();
    server = createServer(testConfig(), { db: flaky, logger });
    expect((await server.submit(post(prequalification()))).status).toBe(200);
    failing = true;
    const during = await server.submit(post(prequalification()));
    expect(during.status).toBe(503);
    expect(during.headers['Retry-After']).toBe('15');
    expect(parse(during)).toMatchObject({ ok: false, error: 'server' });
    expect((await server.health({ method: 'GET', url: '/api/health', headers: {} })).status).toBe(503);
    failing = false;
    expect((await server.submit(post(prequalification()))).status).toBe(200);
    expect(logger.lines.some((l) => l.includes('store.unavailable'))).toBe(true);
  });
});

describePostgres('PostgreSQL connections', () => {
  const url = process.env.BROKER_TEST_DATABASE_URL as string;
  let store: TestDatabase;
  let admin: Database;
  beforeAll(async () => {
    store = await openTestDatabase('postgres');
    admin = await openPostgres(url, 1);
  });
  afterAll(async () => {
    await admin.close();
    await store.dispose();
  });

  it('fails a transaction whose connection is dropped, not the process, and reconnects', async () => {
    const reported: Error[] = [];
    const db = await openPostgres(url, { max: 2, onConnectionError: (e) => reported.push(e) });
    const transaction = db.transaction(async (tx) => {
      const [row] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await admin.query('SELECT pg_terminate_backend($1)', [row!.pid]);
      // The connection drops while the transaction holds it between two statements.
      await eventually(
        async () => (await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [row!.pid])).length === 0,
      );
      await tx.query('SELECT 1');
    });
    await expect(transaction).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(reported.length).toBeGreaterThan(0);
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await db.close();
  });

  it('keeps a small pool that closes idle connections (fit for serverless hosting)', async () => {
    const db = await openPostgres(url, { max: 2, idleTimeoutMs: 200 });
    const connections = () =>
      admin.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'broker-site' AND backend_type = 'client backend'`,
      );
    const before = Number((await connections())[0]!.n);
    let peak = 0;
    const work = Array.from({ length: 6 }, () => db.query('SELECT pg_sleep(0.1)'));
    for (let i = 0; i < 4; i += 1) {
      await sleep(40);
      peak = Math.max(peak, Number((await connections())[0]!.n) - before);
    }
    await Promise.all(work);
    expect(peak).toBeLessThanOrEqual(2);
    // Idle for its timeout, every connection of the pool closes.
    await eventually(async () => Number((await connections())[0]!.n) - before <= 0);
    await db.close();
  });
});

describePostgres('A site on PostgreSQL when PostgreSQL restarts under load', () => {
  let pg: RunningPostgres;
  let server: BrokerServer;
  beforeAll(async () => {
    pg = await startPostgres();
  });
  afterAll(async () => {
    await server?.close();
    pg?.stop();
  });

  it('answers 503 with Retry-After during the outage, never 500, and serves again without a restart', async () => {
    const base = testConfig();
    const config: ServerConfig = {
      ...base,
      databaseUrl: pg.url,
      database: { ...base.database, poolMax: 4, connectTimeoutMs: 1000 },
      limits: { ...base.limits, submitPerAddress: { max: 10_000, windowMs: 60_000 } },
    };
    server = createServer(config, { logger: memoryLogger() });
    expect((await server.submit(post(prequalification()))).status).toBe(200);

    const statuses: number[] = [];
    let stop = false;
    const load = (async () => {
      while (!stop) {
        const batch = await Promise.all(Array.from({ length: 4 }, () => server.submit(post(prequalification()))));
        for (const answer of batch) {
          statuses.push(answer.status);
          if (answer.status === 503) expect(answer.headers['Retry-After']).toBe('15');
        }
      }
    })();
    await sleep(300);
    pg.halt();
    await sleep(500);
    pg.resume();
    const deadline = Date.now() + 15_000;
    let after = 0;
    while (Date.now() < deadline) {
      after = (await server.submit(post(prequalification()))).status;
      if (after === 200) break;
      await sleep(200);
    }
    stop = true;
    await load;
    expect(after).toBe(200);
    expect(statuses).toContain(503);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
  });
});
