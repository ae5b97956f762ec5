import fs from 'node:fs';
import type { Database } from './database';
import { Gate, sqlState, StoreUnavailableError } from './database';

interface PGliteResults {
  rows: unknown[];
}
interface PGliteLike {
  waitReady: Promise<void>;
  query(sql: string, params?: unknown[]): Promise<PGliteResults>;
  transaction<T>(
    fn: (tx: { query(sql: string, params?: unknown[]): Promise<PGliteResults> }) => Promise<T>,
  ): Promise<T>;
  close(): Promise<void>;
}

/**
 * Opens the embedded store. `dataDir` undefined keeps it in memory (tests). Loaded at run time
 * from `node_modules` and never bundled: bundling PGlite's WASM build breaks it, and hosts that
 * ship functions alone (Netlify) use PostgreSQL, so their bundles must not carry it.
 *
 * PGlite is one connection: every query and transaction waits its turn at one gate, the outbox's
 * `urgent` ones first. An error without a SQLSTATE is a failure of the engine itself (not of a
 * statement): the store is then treated as broken and answers {@link StoreUnavailableError} until
 * it is reopened.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const mod = (await import(/* webpackIgnore: true */ '@electric-sql/pglite')) as unknown as {
    PGlite: new (dataDir?: string) => PGliteLike;
  };
  const pg = new mod.PGlite(dataDir);
  await pg.waitReady;
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
  const run = async <T>(q: Pick<PGliteLike, 'query'>, sql: string, params?: readonly unknown[]) => {
    check();
    try {
      return (await q.query(sql, params ? [...params] : undefined)).rows as T[];
    } catch (error) {
      return failed(error);
    }
  };
  const query = <T>(sql: string, params: readonly unknown[] | undefined, urgent: boolean) =>
    gate.run(() => run<T>(pg, sql, params), urgent);

  return {
    kind: 'pglite',
    query: (sql, params) => query(sql, params, false),
    urgent: { query: (sql, params) => query(sql, params, true) },
    transaction: (fn) =>
      gate.run(async () => {
        check();
        // Errors of `fn` itself (a refused request, a conflict) are the caller's, not the engine's.
        let own: { error: unknown } | undefined;
        try {
          return await pg.transaction(async (tx) => {
            try {
              return await fn({ query: (sql, params) => run(tx, sql, params) });
            } catch (error) {
              own = { error };
              throw error;
            }
          });
        } catch (error) {
          if (own && own.error === error) throw error;
          return failed(error);
        }
      }),
    close: () =>
      gate.run(async () => {
        if (closed) return;
        closed = true;
        await pg.close().catch(() => undefined);
      }, true),
  };
}
