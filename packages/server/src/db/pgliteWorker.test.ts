import path from 'node:path';
import { setImmediate as turn } from 'node:timers/promises';
import type { Database } from './database';
import { StoreUnavailableError } from './database';
import { openPglite, type PgliteWorker } from './pglite';

/** The thread script from source, as the built server runs its bundle. */
const WORKER: PgliteWorker = { filename: path.join(__dirname, 'pgliteWorker.ts'), execArgv: ['--require', 'tsx/cjs'] };

/** How many times this thread's event loop turned while `work` ran. */
async function turnsDuring(work: Promise<unknown>): Promise<number> {
  let done = false;
  void work.finally(() => (done = true));
  let turns = 0;
  while (!done) {
    await turn();
    turns += 1;
  }
  await work;
  return turns;
}

describe('the embedded store in its own thread', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite(undefined, { worker: WORKER });
    await db.query('CREATE TABLE t (id integer PRIMARY KEY, at timestamptz, doc jsonb)');
  });
  afterAll(async () => {
    await db.close();
  });

  it('answers statements and transactions with the same values as in this thread', async () => {
    const at = new Date('2026-11-29T15:00:00Z');
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t VALUES ($1, $2, $3::jsonb)', [1, at.toISOString(), JSON.stringify({ a: [1] })]);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES (2, now(), null)');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const rows = await db.query<{ id: number; at: Date; doc: unknown }>('SELECT * FROM t');
    expect(rows).toEqual([{ id: 1, at, doc: { a: [1] } }]);
  });

  it('passes a statement error on with its SQLSTATE, and keeps serving', async () => {
    const error = await db.query('INSERT INTO t VALUES (1, now(), null)').catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(StoreUnavailableError);
    expect(error).toMatchObject({ code: '23505', severity: 'ERROR', message: expect.stringMatching(/duplicate key/) });
    expect(await db.query('SELECT count(*)::int AS n FROM t')).toEqual([{ n: 1 }]);
  });

  it('is broken, to be reopened, once its thread is lost', async () => {
    // A thread that opens, then stops in the middle of the first statement.
    const dying = new URL(
      'data:text/javascript,' +
        encodeURIComponent(`import { parentPort } from 'node:worker_threads';
          parentPort.on('message', (m) => m.op === 'open' ? parentPort.postMessage({ id: m.id, rows: [] }) : process.exit(3));`),
    );
    const lost = await openPglite(undefined, { worker: { filename: dying } });
    await expect(lost.query('SELECT 1')).rejects.toMatchObject({ name: 'StoreUnavailableError', broken: true });
    await expect(lost.transaction(async () => 'never')).rejects.toBeInstanceOf(StoreUnavailableError);
    await lost.close();
  });

  it('keeps this thread free while it works', async () => {
    const long = 'SELECT count(*)::int AS n FROM generate_series(1, 500000)';
    expect(await turnsDuring(db.query(long))).toBeGreaterThan(50);
    const here = await openPglite();
    try {
      // The same statement in this thread holds it until it is done.
      expect(await turnsDuring(here.query(long))).toBeLessThan(5);
    } finally {
      await here.close();
    }
  });
});
