import { timingSafeEqual } from 'node:crypto';
import type { ServerConfig } from './config';
import { startAdminEndpoint, type AdminOperations, type DrainReport } from './admin';
import { Assistant } from './chat/assistant';
import type { KnowledgeData } from './chat/knowledge/types';
import type { Runtime } from './context';
import { sqlState, StoreUnavailableError, type Database } from './db/database';
import { acquireLock, StoreBusyError, type StoreLock } from './db/lock';
import { assertSchemaCurrent, migrate } from './db/migrations';
import { openPglite, type PgliteWorker } from './db/pglite';
import { openPostgres } from './db/postgres';
import { formatLeads, type ExportFormat } from './export';
import { handleChat } from './handlers/chat';
import { storedSecret } from './handlers/chatSession';
import { errorAnswer } from './handlers/common';
import { handleSubmit } from './handlers/submit';
import { header, json } from './http/respond';
import type { HandlerRequest, HandlerResponse } from './http/types';
import { createLogger, errorFields, type Logger } from './logger';
import {
  claimDailyRun,
  forgetEmail,
  monthsBefore,
  purgeBefore,
  queueDeadLetterAlert,
  storeStatus,
  type PurgeSummary,
} from './maintenance';
import { alertDeliverer } from './outbox/alert';
import { crmDeliverer, emailDeliverer, type Deliverer } from './outbox/deliverers';
import { Outbox, type DrainSummary } from './outbox/outbox';
import { webhookDeliverer } from './outbox/webhook';
import { listLeads, pruneRateLimits, type Destination } from './store';
import { addSuppressions, contactPoints, findSuppressions, type Suppression } from './suppression';

/** The destinations every new lead is delivered to, when configured. */
const LEAD_DESTINATIONS = ['crm', 'email', 'webhook'] as const;

/** What the scheduled drain did. */
export interface MaintenanceSummary {
  drain: DrainSummary;
  /** The daily retention purge, when this run was the day's first. */
  purge?: PurgeSummary;
}

export interface ServerDependencies {
  /** An open database; when given, the server neither opens nor closes one. */
  db?: Database;
  logger?: Logger;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
  /** Replaces the configured CRM/e-mail/webhook/alert senders. */
  deliverers?: Partial<Record<Destination, Deliverer>>;
  /** How long to wait for a broker command that holds the embedded store (ms). */
  lockWaitMs?: number;
  /** Runs the embedded store in a thread of its own, from this script (the site server's bundle). */
  pgliteWorker?: PgliteWorker;
}

export interface BrokerServer extends AdminOperations {
  /** The settings it runs with (adapters read the body limit from it). */
  readonly config: ServerConfig;
  submit(request: HandlerRequest): Promise<HandlerResponse>;
  chat(request: HandlerRequest): Promise<HandlerResponse>;
  /**
   * `/api/health`: whether leads get through (for an uptime monitor). With `?probe=live`, only
   * whether the process answers (for container and platform health checks): 200 whatever the
   * store and the deliveries are doing.
   */
  health(request: HandlerRequest): Promise<HandlerResponse>;
  /** Opens the store and applies migrations (the first request does it otherwise). */
  ready(): Promise<Runtime>;
  /**
   * The scheduled drain: delivers what is due, drops old rate-limit windows and, once a day across
   * all instances, purges what is older than the retention period. Hosting schedules call this.
   */
  maintain(): Promise<MaintenanceSummary>;
  /**
   * The retention purge (`LEAD_RETENTION_MONTHS`) if it has not run in the last 24 hours on any
   * instance; `undefined` when it had. For hosts that schedule their own upkeep.
   */
  dailyPurge(): Promise<PurgeSummary | undefined>;
  /**
   * Whether this process can still answer requests: the store answers, or the only problem is a
   * PostgreSQL outage (it answers 503 meanwhile and recovers by itself) or a broker command holding
   * the embedded store. A broken embedded store is reopened once before the answer is no.
   */
  canServe(): Promise<boolean>;
  /** Resolves when deliveries started after answers have finished. */
  idle(): Promise<void>;
  /**
   * Gives the assistant its knowledge when the server was created without it (the functions of one
   * process share one server, and only the chat function imports the knowledge).
   */
  useKnowledge(knowledge: KnowledgeData): void;
  /**
   * Stops: deliveries in flight get `deliveryGraceMs` (default 0) to finish, then their sends are
   * aborted and given back to the outbox (the next start sends them again, with the same delivery
   * id); then the store is closed.
   */
  close(options?: CloseOptions): Promise<void>;
}

export interface CloseOptions {
  /** How long deliveries in flight may still run before they are aborted (ms). */
  deliveryGraceMs?: number;
}

/** `Retry-After` of a 503 while the store cannot be reached. */
const UNAVAILABLE_RETRY_SECONDS = 15;
/** `Retry-After` of a 503 while a broker command holds the embedded store. */
const BUSY_RETRY_SECONDS = 30;
const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new StoreUnavailableError('no answer')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** `?probe=live` on the health URL: the liveness check, which reads nothing. */
function isLivenessProbe(request: HandlerRequest): boolean {
  const query = request.url.indexOf('?');
  return query >= 0 && new URLSearchParams(request.url.slice(query + 1)).get('probe') === 'live';
}

function liveness(request: HandlerRequest): HandlerResponse {
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return json(405, { ok: false }, { Allow: 'GET' });
  return json(200, { ok: true, live: true });
}

function bearer(request: HandlerRequest, token: string | undefined): boolean {
  if (!token) return false;
  const given = Buffer.from(header(request, 'authorization')?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The framework-free server behind the site's functions. Nothing happens until the first request
 * (or `ready()`): then the store is opened, migrated, and the assistant's index built.
 */
export function createServer(config: ServerConfig, deps: ServerDependencies = {}): BrokerServer {
  const logger = deps.logger ?? createLogger(config.logLevel);
  const now = deps.now ?? Date.now;
  const pending = new Set<Promise<unknown>>();
  let runtime: Promise<Runtime> | undefined;
  let teardown: (() => Promise<void>) | undefined;
  let closed = false;
  let knowledge = config.knowledge;
  let assistant: Assistant | undefined;

  /** Built on the first chat message, from the knowledge the site shipped with the function. */
  function currentAssistant(): Assistant | undefined {
    if (!assistant && knowledge) {
      assistant = new Assistant(knowledge, config.business);
      logger.info('assistant.ready', { passages: assistant.passageCount, builtAt: knowledge.builtAt });
    }
    return assistant;
  }
  let closing: Promise<void> | undefined;

  async function start(self: { promise?: Promise<Runtime> }): Promise<Runtime> {
    const cleanups: (() => Promise<void> | void)[] = [];
    try {
      let db = deps.db;
      let lock: StoreLock | undefined;
      if (!db) {
        if (config.databaseUrl) {
          db = await openPostgres(config.databaseUrl, {
            max: config.database.poolMax,
            connectTimeoutMs: config.database.connectTimeoutMs,
            idleTimeoutMs: config.database.idleTimeoutMs,
            statementTimeoutMs: config.database.statementTimeoutMs,
            onConnectionError: (error) => logger.warn('store.connection_lost', errorFields(error)),
          });
        } else {
          lock = await acquireLock(config.dataDir, deps.lockWaitMs ?? 30_000);
          const held = lock;
          cleanups.push(() => held.release());
          db = await openPglite(config.dataDir, { worker: deps.pgliteWorker });
        }
        const owned = db;
        cleanups.unshift(() => owned.close());
      }
      if (config.migrateOnStart) {
        const applied = await migrate(db);
        if (applied.length) logger.info('store.migrated', { versions: applied.join(','), store: db.kind });
      } else {
        await assertSchemaCurrent(db);
      }
      const sessionSecret = await storedSecret(db, 'chat-session');

      const language = config.brokerLanguage;
      const deliverers: Partial<Record<Destination, Deliverer>> = deps.deliverers ?? {
        ...(config.crm.endpointUrl
          ? { crm: crmDeliverer(config.crm.endpointUrl, config.crm.timeoutMs, deps.fetch) }
          : {}),
        ...(config.email.smtp && config.email.to ? { email: emailDeliverer(config.email, language) } : {}),
        ...(config.webhook ? { webhook: webhookDeliverer(config.webhook, language, deps.fetch, now) } : {}),
        ...(config.email.smtp && config.email.alertTo ? { alert: alertDeliverer(config.email, language) } : {}),
      };
      for (const d of Object.values(deliverers)) cleanups.unshift(async () => d?.close?.());
      const destinations = LEAD_DESTINATIONS.filter((d) => deliverers[d]);
      if (destinations.length < LEAD_DESTINATIONS.length) {
        logger.warn('outbox.destinations', {
          crm: Boolean(deliverers.crm),
          email: Boolean(deliverers.email),
          webhook: Boolean(deliverers.webhook),
          note: 'leads without a destination are kept in the store only (npm run leads -- export)',
        });
      }
      const outbox = new Outbox({
        db,
        settings: config.outbox,
        deliverers,
        logger,
        now,
        random: deps.random,
        onDeadLetter: async (dead) => {
          if (!deliverers.alert) return;
          const queued = await queueDeadLetterAlert(db, dead, now());
          if (queued) logger.info('outbox.alert_queued', { leadId: dead.leadId, destination: dead.destination });
        },
        transcriptChars: config.limits.transcriptChars,
      });
      const rt: Runtime = {
        config,
        db,
        logger,
        outbox,
        assistant: currentAssistant,
        sessionSecret,
        destinations,
        now,
        fetch: deps.fetch ?? fetch,
        background(name, task) {
          const p = task()
            .catch((error: unknown) => {
              logger.error('background.failed', { task: name, ...errorFields(error) });
              if (error instanceof StoreUnavailableError && error.broken) reset(self.promise);
            })
            .finally(() => pending.delete(p));
          pending.add(p);
        },
      };

      if (config.outbox.drainIntervalMs > 0) {
        const timer = setInterval(() => {
          rt.background('drain', () => maintainWith(rt));
        }, config.outbox.drainIntervalMs);
        timer.unref();
        cleanups.unshift(() => clearInterval(timer));
        // Deliver what an earlier process left behind.
        rt.background('drain', () => outbox.drain());
      }
      if (lock && config.adminEndpoint) {
        const endpoint = await startAdminEndpoint(operations, lock.info.token);
        lock.setPort(endpoint.port);
        cleanups.unshift(() => endpoint.close());
      }
      if (lock) cleanups.unshift(releaseOnSignals());
      teardown = async () => {
        for (const c of cleanups) await Promise.resolve(c()).catch(() => undefined);
      };
      return rt;
    } catch (error) {
      for (const c of cleanups) await Promise.resolve(c()).catch(() => undefined);
      throw error;
    }
  }

  /**
   * While this process holds the embedded store, a stop signal closes the store and releases its
   * lock before the process ends, unless another part of the process handles the signal (it then
   * exits, and the lock is released on exit). Returns the function that removes the handlers.
   */
  function releaseOnSignals(): () => void {
    const handlers = SHUTDOWN_SIGNALS.map((signal) => {
      const handler = () => {
        if (process.listenerCount(signal) > 1) return;
        logger.info('process.stopping', { signal });
        const stop = () => {
          remove();
          process.kill(process.pid, signal);
        };
        const fallback = setTimeout(stop, 5000);
        fallback.unref();
        void closeServer({ deliveryGraceMs: 3000 }).finally(() => {
          clearTimeout(fallback);
          stop();
        });
      };
      process.on(signal, handler);
      return [signal, handler] as const;
    });
    const remove = () => {
      for (const [signal, handler] of handlers) process.off(signal, handler);
    };
    return remove;
  }

  function ready(): Promise<Runtime> {
    if (closed) return Promise.reject(new StoreUnavailableError('closed'));
    if (!runtime) {
      const self: { promise?: Promise<Runtime> } = {};
      const attempt = start(self).catch((error: unknown) => {
        if (runtime === attempt) runtime = undefined;
        throw error;
      });
      self.promise = attempt;
      runtime = attempt;
    }
    return runtime;
  }

  /** Drops a broken runtime (the embedded store failed): the next request opens the store again. */
  function reset(which: Promise<Runtime> | undefined): void {
    if (!which || runtime !== which) return;
    runtime = undefined;
    const stop = teardown;
    teardown = undefined;
    logger.warn('store.reopening', {});
    void stop?.();
  }

  function guarded(name: string, handler: (request: HandlerRequest, rt: Runtime) => Promise<HandlerResponse>) {
    return async (request: HandlerRequest): Promise<HandlerResponse> => {
      let rt: Runtime;
      const current = ready();
      try {
        rt = await current;
      } catch (error) {
        logger.error('store.unavailable', { handler: name, ...errorFields(error) });
        const seconds = error instanceof StoreBusyError ? BUSY_RETRY_SECONDS : UNAVAILABLE_RETRY_SECONDS;
        return errorAnswer(503, 'unavailable', 'en', { config }, { 'Retry-After': String(seconds) });
      }
      try {
        return await handler(request, rt);
      } catch (error) {
        if (error instanceof StoreUnavailableError) {
          logger.error('store.unavailable', { handler: name, ...errorFields(error), reason: error.reason });
          if (error.broken) reset(current);
          return errorAnswer(
            503,
            'unavailable',
            'en',
            { config },
            { 'Retry-After': String(UNAVAILABLE_RETRY_SECONDS) },
          );
        }
        // A value the database refused (a data exception): the request is at fault, not the server.
        if (sqlState(error)?.startsWith('22')) {
          logger.error('request.refused_by_store', { handler: name, ...errorFields(error) });
          return errorAnswer(400, 'malformed', 'en', { config });
        }
        logger.error('request.failed', { handler: name, ...errorFields(error) });
        return errorAnswer(500, 'unavailable', 'en', { config });
      }
    };
  }

  /** A do-not-contact entry with the date the purge will remove it. */
  function keptUntil(entry: Suppression): Suppression & { keptUntil: string } {
    const until = monthsBefore(Date.parse(entry.requestedAt), -12 * config.consentRecordYears);
    return { ...entry, keptUntil: until.toISOString() };
  }

  async function purgeWith(rt: Runtime, before?: Date): Promise<PurgeSummary> {
    const cutoff = before ?? monthsBefore(now(), config.retentionMonths);
    // An earlier cut-off given by hand never removes a consent record before its years are up.
    const recordsDefault = monthsBefore(now(), 12 * config.consentRecordYears);
    const recordsCutoff = cutoff < recordsDefault ? cutoff : recordsDefault;
    const summary = await purgeBefore(rt.db, cutoff, recordsCutoff);
    logger.info('store.purged', { ...summary });
    return summary;
  }

  /** The retention purge, at most once a day across every process and instance. */
  async function dailyPurgeWith(rt: Runtime): Promise<PurgeSummary | undefined> {
    return (await claimDailyRun(rt.db, 'daily-purge', now())) ? purgeWith(rt) : undefined;
  }

  async function maintainWith(rt: Runtime): Promise<MaintenanceSummary> {
    const drain = await rt.outbox.drain();
    await pruneRateLimits(rt.db, now());
    const purge = await dailyPurgeWith(rt);
    return purge ? { drain, purge } : { drain };
  }

  const operations: AdminOperations = {
    async exportLeads(options: { since?: Date; format: ExportFormat; includeSpam?: boolean }) {
      const rt = await ready();
      return formatLeads(await listLeads(rt.db, options), options.format, config.brokerLanguage);
    },
    async retryDead() {
      return (await ready()).outbox.retryDead();
    },
    async drain(options: { now?: boolean } = {}): Promise<DrainReport> {
      const { outbox } = await ready();
      const forced = options.now ? await outbox.makeDueNow() : 0;
      const summary = await outbox.drain();
      return { ...summary, ...(await outbox.waiting()), forced };
    },
    async purge(options = {}) {
      return purgeWith(await ready(), options.before);
    },
    async forget(email, options = {}) {
      const summary = await forgetEmail((await ready()).db, email, { doNotContact: options.doNotContact, now: now() });
      logger.info('store.forgotten', { ...summary, email: undefined, suppressed: summary.suppressed.length });
      return summary;
    },
    async suppress(contact) {
      const points = contactPoints(contact);
      const entries = await addSuppressions((await ready()).db, points, now());
      logger.info('store.suppressed', { entries: entries.length });
      return { entries: entries.map(keptUntil) };
    },
    async checkSuppressed(contact) {
      return { entries: (await findSuppressions((await ready()).db, contact)).map(keptUntil) };
    },
    async status() {
      return storeStatus((await ready()).db, now());
    },
  };

  async function health(request: HandlerRequest, rt: Runtime): Promise<HandlerResponse> {
    if (request.method.toUpperCase() !== 'GET' && request.method.toUpperCase() !== 'HEAD') {
      return json(405, { ok: false }, { Allow: 'GET' });
    }
    const [row] = await rt.db.query<{ pending: number; dead: number; oldest: Date | string | null }>(
      `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
              count(*) FILTER (WHERE status = 'dead')::int AS dead,
              min(created_at) FILTER (WHERE status = 'pending') AS oldest
         FROM outbox WHERE status IN ('pending', 'dead')`,
    );
    const pendingCount = Number(row?.pending ?? 0);
    const dead = Number(row?.dead ?? 0);
    const oldestPendingAgeMs = row?.oldest ? Math.max(0, rt.now() - new Date(row.oldest).getTime()) : 0;
    const problems = [
      ...(dead > 0 ? ['dead_letters'] : []),
      ...(oldestPendingAgeMs > config.health.maxPendingAgeMs ? ['delivery_backlog'] : []),
    ];
    const ok = problems.length === 0;
    return json(ok ? 200 : 503, {
      ok,
      store: rt.db.kind,
      ...(ok ? {} : { problems }),
      ...(bearer(request, config.health.token) ? { outbox: { pending: pendingCount, dead, oldestPendingAgeMs } } : {}),
    });
  }

  const deliveryHealth = guarded('health', health);

  return {
    ...operations,
    config,
    submit: guarded('submit', handleSubmit),
    chat: guarded('chat', handleChat),
    health: async (request) => (isLivenessProbe(request) ? liveness(request) : deliveryHealth(request)),
    ready,
    useKnowledge(data) {
      if (knowledge) return;
      knowledge = data;
    },
    async maintain() {
      return maintainWith(await ready());
    },
    async dailyPurge() {
      return dailyPurgeWith(await ready());
    },
    async canServe() {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const current = ready();
        try {
          const rt = await withTimeout(current, 60_000);
          await withTimeout(rt.db.urgent.query('SELECT 1'), 10_000);
          return true;
        } catch (error) {
          if (error instanceof StoreBusyError) return true;
          if (error instanceof StoreUnavailableError && !error.broken && config.databaseUrl) return true;
          reset(current);
        }
      }
      return false;
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    close: closeServer,
  };

  async function settled(): Promise<void> {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  }

  function closeServer(options: CloseOptions = {}): Promise<void> {
    closing ??= (async () => {
      const current = runtime;
      const rt = current ? await current.catch(() => undefined) : undefined;
      closed = true;
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        settled(),
        new Promise<void>((resolve) => (grace = setTimeout(resolve, options.deliveryGraceMs ?? 0))),
      ]).finally(() => clearTimeout(grace));
      await rt?.outbox.close();
      await settled();
      await teardown?.();
    })();
    return closing;
  }
}
