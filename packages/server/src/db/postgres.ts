import type { Database, Queryable } from './database';

interface PgClient {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  release(error?: Error | boolean): void;
}
interface PgPool {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  connect(): Promise<PgClient>;
  end(): Promise<void>;
  on(event: 'error', listener: (error: Error) => void): void;
}

/**
 * Opens a connection pool to PostgreSQL. The driver is bundled into the bundle that imports it
 * (a Gatsby Function, the scheduled drain, the self-hosted server), so a host that ships each
 * function alone needs no `node_modules`; it is still only loaded when PostgreSQL is used.
 */
export async function openPostgres(connectionString: string, max = 10): Promise<Database> {
  const mod = (await import(/* webpackMode: "eager" */ 'pg')) as unknown as {
    default?: { Pool: new (options: object) => PgPool };
    Pool?: new (options: object) => PgPool;
  };
  const Pool = mod.Pool ?? mod.default?.Pool;
  if (!Pool) throw new Error('The pg driver could not be loaded');
  const pool = new Pool({ connectionString, max });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const run = async <T>(q: Pick<PgPool, 'query'>, sql: string, params?: readonly unknown[]) =>
    (await q.query(sql, params ? [...params] : undefined)).rows as T[];
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const scoped: Queryable = { query: (sql, params) => run(client, sql, params) };
        const result = await fn(scoped);
        await client.query('COMMIT');
        client.release();
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        client.release(error instanceof Error ? error : true);
        throw error;
      }
    },
    close: () => pool.end(),
  };
}
