import fs from 'node:fs';
import type { Database, Queryable } from './database';
import { Mutex } from './database';

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
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const mod = (await import(/* webpackIgnore: true */ '@electric-sql/pglite')) as unknown as {
    PGlite: new (dataDir?: string) => PGliteLike;
  };
  const pg = new mod.PGlite(dataDir);
  await pg.waitReady;
  const mutex = new Mutex();
  let closed = false;
  const run = async <T>(q: Pick<PGliteLike, 'query'>, sql: string, params?: readonly unknown[]) =>
    (await q.query(sql, params ? [...params] : undefined)).rows as T[];
  return {
    kind: 'pglite',
    query: (sql, params) => mutex.run(() => run(pg, sql, params)),
    transaction: (fn) =>
      mutex.run(() =>
        pg.transaction((tx) => {
          const scoped: Queryable = { query: (sql, params) => run(tx, sql, params) };
          return fn(scoped);
        }),
      ),
    close: () =>
      mutex.run(async () => {
        if (closed) return;
        closed = true;
        await pg.close();
      }),
  };
}
