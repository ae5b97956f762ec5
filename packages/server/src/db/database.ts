export type Row = Record<string, unknown>;

export interface Queryable {
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** The few operations the store needs, the same over PGlite and PostgreSQL. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Queries that go ahead of the visitors' queries waiting for a connection: the outbox's own
   * bookkeeping (marking a delivery done, renewing its lease) must not wait behind a burst of
   * submissions, or a crash in between would send the delivery again.
   */
  readonly urgent: Queryable;
  /** Runs `fn` in one transaction: everything it wrote is committed together or not at all. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The store cannot answer right now: PostgreSQL is unreachable or restarting, or the embedded
 * store failed. Requests get 503 with `Retry-After`; `broken` means the connection must be
 * reopened (the embedded store after an internal failure), otherwise it recovers by itself.
 */
export class StoreUnavailableError extends Error {
  constructor(
    readonly reason: string,
    readonly broken = false,
    options?: { cause?: unknown },
  ) {
    super(`The store is unavailable (${reason})`, options);
    this.name = 'StoreUnavailableError';
  }
}

/** An error the database reported about a statement (it has a SQLSTATE), as opposed to a failure to reach it. */
export function sqlState(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string' ? code : undefined;
}

/**
 * Lets at most `size` tasks run at once; waiting tasks start in order, urgent ones before the
 * others. PGlite is one connection (size 1); the PostgreSQL pool gets its own size, so the pool
 * itself never queues and the outbox's urgent queries are not stuck behind visitors'.
 */
export class Gate {
  private running = 0;
  private readonly waiting: { urgent: (() => void)[]; normal: (() => void)[] } = { urgent: [], normal: [] };

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>, urgent = false): Promise<T> {
    if (this.running >= this.size) {
      await new Promise<void>((resolve) => this.waiting[urgent ? 'urgent' : 'normal'].push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.urgent.shift() ?? this.waiting.normal.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Tasks waiting for their turn. */
  get queued(): number {
    return this.waiting.urgent.length + this.waiting.normal.length;
  }
}
