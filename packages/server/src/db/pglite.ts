import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Database, Queryable } from './database';
import { Gate, sqlState, StoreUnavailableError } from './database';

/**
 * PGlite's settings: 16 MB of shared buffers instead of PostgreSQL's 128 MB (the leads of a broker
 * fit many times over) keeps about 120 MB less resident (645 MB against 763 MB after 20,000 rows
 * and 2,000 reads); `initialMemory` changes nothing measurable. Written into the data directory's
 * postgresql.conf on open.
 */
const SETTINGS = { postgresqlconf: 'shared_buffers=16MB' };

interface PGliteLike {
  waitReady: Promise<void>;
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

/** A statement sent to the store's thread ({@link PgliteWorker}). */
export type Request = { id: number } & ({ op: 'query'; sql: string; params?: unknown[] } | { op: 'open' | 'close' });
/** Its answer: the rows, or the error's message and fields. */
export type Reply = { id: number; rows: unknown[] } | { id: number; error: Record<string, unknown> };

/** Where the embedded store's thread script is: pgliteWorker.ts, or its bundle in a built server. */
export interface PgliteWorker {
  filename: string | URL;
  /** Node options of the thread (a TypeScript source needs a loader: `['--require', 'tsx/cjs']`). */
  execArgv?: string[];
}

/** Runs statements; what PGlite does in this thread or in its own. */
interface Engine {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>;
  close(): Promise<void>;
}

async function inThisThread(dataDir?: string): Promise<Engine> {
  const mod = (await import(/* webpackIgnore: true */ '@electric-sql/pglite')) as unknown as {
    PGlite: new (dataDir: string | undefined, options: typeof SETTINGS) => PGliteLike;
  };
  const pg = new mod.PGlite(dataDir, SETTINGS);
  await pg.waitReady;
  return {
    query: async (sql, params) => (await pg.query(sql, params ? [...params] : undefined)).rows,
    close: () => pg.close(),
  };
}

async function inItsThread(dataDir: string | undefined, worker: PgliteWorker): Promise<Engine> {
  const thread = new Worker(worker.filename, {
    workerData: { dataDir, settings: SETTINGS },
    execArgv: worker.execArgv,
  });
  const waiting = new Map<number, { resolve(rows: unknown[]): void; reject(error: Error): void }>();
  let next = 0;
  let lost: Error | undefined;
  const lose = (error: Error) => {
    lost ??= error;
    for (const call of waiting.values()) call.reject(lost);
    waiting.clear();
  };
  thread.on('message', (reply: Reply) => {
    const call = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (!call) return;
    if ('rows' in reply) call.resolve(reply.rows);
    // The fields (code, severity, detail…) as the driver's error had them, so statement errors
    // stay statement errors.
    else call.reject(Object.assign(new Error(String(reply.error.message)), reply.error));
  });
  thread.on('error', lose);
  thread.on('exit', (code) => lose(new Error(`The embedded store's thread stopped (exit code ${code})`)));
  const send = (request: { op: 'query'; sql: string; params?: unknown[] } | { op: 'open' | 'close' }) =>
    new Promise<unknown[]>((resolve, reject) => {
      if (lost) return reject(lost);
      const id = (next += 1);
      waiting.set(id, { resolve, reject });
      thread.postMessage({ ...request, id } satisfies Request);
    });
  try {
    await send({ op: 'open' });
  } catch (error) {
    await thread.terminate();
    throw error;
  }
  return {
    query: (sql, params) => send({ op: 'query', sql, params: params ? [...params] : undefined }),
    close: async () => {
      await send({ op: 'close' }).catch(() => undefined);
      await thread.terminate();
    },
  };
}

/**
 * Opens the embedded store. `dataDir` undefined keeps it in memory (tests). Loaded at run time
 * from `node_modules` and never bundled: bundling PGlite's WASM build breaks it, and hosts that
 * ship functions alone (Netlify) use PostgreSQL, so their bundles must not carry it.
 *
 * With `worker`, PGlite runs in a thread of its own (the site server), so its work never holds up
 * the pages and the API; without, in this thread (tests, broker commands).
 *
 * PGlite is one connection: every query and transaction waits its turn at one gate, the outbox's
 * `urgent` ones first. An error without a SQLSTATE is a failure of the engine itself (not of a
 * statement), as is the loss of its thread: the store is then treated as broken and answers
 * {@link StoreUnavailableError} until it is reopened.
 */
export async function openPglite(dataDir?: string, options: { worker?: PgliteWorker } = {}): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const engine = options.worker ? await inItsThread(dataDir, options.worker) : await inThisThread(dataDir);
  const gate = new Gate(1);
  let closed = false;
  let broken = false;

  const failed = (error: unknown): never => {
    if (sqlState(error) !== undefined || error instanceof StoreUnavailableError) throw error;
    broken = true;
    throw new StoreUnavailableError('embedded store failed', true, { cause: error });
  };
  const check = () => {
    if (closed || broken) throw new StoreUnavailableError(closed ? 'closed' : 'embedded store failed', true);
  };
  const run = async <T>(sql: string, params?: readonly unknown[]) => {
    check();
    try {
      return (await engine.query(sql, params)) as T[];
    } catch (error) {
      return failed(error);
    }
  };
  const scoped: Queryable = { query: run };

  return {
    kind: 'pglite',
    query: (sql, params) => gate.run(() => run(sql, params)),
    urgent: { query: (sql, params) => gate.run(() => run(sql, params), true) },
    transaction: (fn) =>
      gate.run(async () => {
        await run('BEGIN');
        let result;
        try {
          result = await fn(scoped);
        } catch (error) {
          // The caller's own error (a refused request, a conflict) is passed on as it is.
          await run('ROLLBACK').catch(() => undefined);
          throw error;
        }
        await run('COMMIT');
        return result;
      }),
    close: () =>
      gate.run(async () => {
        if (closed) return;
        closed = true;
        await engine.close().catch(() => undefined);
      }, true),
  };
}
