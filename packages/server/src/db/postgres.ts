import type { Database, Queryable } from './database';
import { Gate, sqlState, StoreUnavailableError } from './database';

interface PgClient {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  release(error?: Error | boolean): void;
  on(event: 'error', listener: (error: Error) => void): unknown;
}
interface PgPool {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  connect(): Promise<PgClient>;
  end(): Promise<void>;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'connect', listener: (client: PgClient) => void): unknown;
}

export interface PostgresOptions {
  /** Connections at most (default 5). Serverless functions want 1-2 per instance. */
  max?: number;
  /** Give up opening a connection after this long (ms; default 5000). */
  connectTimeoutMs?: number;
  /** Close a connection idle this long (ms; default 10000), so a frozen function holds none. */
  idleTimeoutMs?: number;
  /** PostgreSQL cancels a statement running longer (ms; default 15000; 0: no limit). */
  statementTimeoutMs?: number;
  /** Told about connections that failed while idle or between queries (never thrown). */
  onConnectionError?: (error: Error) => void;
}

/**
 * SQLSTATE classes that mean the server cannot take work right now rather than that the statement
 * was wrong: 08 connection exception, 53 insufficient resources, 57 operator intervention
 * (57P01 admin shutdown when PostgreSQL restarts, 57014 a statement timed out).
 */
const UNAVAILABLE_CLASSES = new Set(['08', '53', '57']);

/** Turns a failure to reach PostgreSQL into {@link StoreUnavailableError}; statement errors pass through. */
function classify(error: unknown): never {
  if (error instanceof StoreUnavailableError) throw error;
  const state = sqlState(error);
  if (state !== undefined && !UNAVAILABLE_CLASSES.has(state.slice(0, 2))) throw error;
  // No SQLSTATE: the driver lost or could not open the connection (ECONNREFUSED, "Connection
  // terminated unexpectedly", a connect timeout…).
  throw new StoreUnavailableError(state ?? 'connection', false, { cause: error });
}

/**
 * Opens a connection pool to PostgreSQL. Every connection, idle or lent out (transactions), has an
 * error listener, so a connection dropped by a PostgreSQL restart fails the request using it
 * ({@link StoreUnavailableError}: 503) and never the process; the pool opens new connections once
 * the server is back. Connection and idle timeouts keep it fit for serverless hosting. The driver
 * is bundled into the bundle that imports it (a Gatsby Function, the scheduled drain, the
 * self-hosted server), so a host that ships each function alone needs no `node_modules`; it is
 * still only loaded when PostgreSQL is used.
 */
export async function openPostgres(
  connectionString: string,
  options: PostgresOptions | number = {},
): Promise<Database> {
  const settings: PostgresOptions = typeof options === 'number' ? { max: options } : options;
  const mod = (await import(/* webpackMode: "eager" */ 'pg')) as unknown as {
    default?: { Pool: new (options: object) => PgPool };
    Pool?: new (options: object) => PgPool;
  };
  const Pool = mod.Pool ?? mod.default?.Pool;
  if (!Pool) throw new Error('The pg driver could not be loaded');
  const max = Math.max(1, settings.max ?? 5);
  const statementTimeout = settings.statementTimeoutMs ?? 15_000;
  const pool = new Pool({
    connectionString,
    max,
    connectionTimeoutMillis: settings.connectTimeoutMs ?? 5000,
    idleTimeoutMillis: settings.idleTimeoutMs ?? 10_000,
    allowExitOnIdle: true,
    keepAlive: true,
    application_name: 'broker-site',
    ...(statementTimeout > 0 ? { statement_timeout: statementTimeout } : {}),
  });
  const onError = (error: Error) => settings.onConnectionError?.(error);
  // An idle connection that drops is reported on the pool; one lent out (between the queries of a
  // transaction) on the client itself. Unhandled, either would end the process.
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
  });
  // The gate, not the pool, queues the callers, so the outbox's urgent queries can go first.
  const gate = new Gate(max);
  let ended: Promise<void> | undefined;
  const run = async <T>(q: Pick<PgPool, 'query'>, sql: string, params?: readonly unknown[]) => {
    try {
      return (await q.query(sql, params ? [...params] : undefined)).rows as T[];
    } catch (error) {
      return classify(error);
    }
  };
  return {
    kind: 'postgres',
    query: (sql, params) => gate.run(() => run(pool, sql, params)),
    urgent: { query: (sql, params) => gate.run(() => run(pool, sql, params), true) },
    transaction: (fn) =>
      gate.run(async () => {
        let client: PgClient;
        try {
          client = await pool.connect();
        } catch (error) {
          return classify(error);
        }
        try {
          await run(client, 'BEGIN');
          const scoped: Queryable = { query: (sql, params) => run(client, sql, params) };
          const result = await fn(scoped);
          await run(client, 'COMMIT');
          client.release();
          return result;
        } catch (error) {
          const rolledBack = await client.query('ROLLBACK').then(
            () => true,
            () => false,
          );
          // A connection that failed is closed rather than given back to the pool.
          client.release(rolledBack ? undefined : true);
          throw error;
        }
      }),
    close: () => (ended ??= pool.end()),
  };
}
