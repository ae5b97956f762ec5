import type { ServerConfig } from './config';
import { startAdminEndpoint, type AdminOperations } from './admin';
import { Assistant } from './chat/assistant';
import type { KnowledgeData } from './chat/knowledge/types';
import type { Runtime } from './context';
import type { Database } from './db/database';
import { acquireLock, type StoreLock } from './db/lock';
import { assertSchemaCurrent, migrate } from './db/migrations';
import { openPglite } from './db/pglite';
import { openPostgres } from './db/postgres';
import { formatLeads, type ExportFormat } from './export';
import { handleChat } from './handlers/chat';
import { errorAnswer } from './handlers/common';
import { handleSubmit } from './handlers/submit';
import { json } from './http/respond';
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
}

export interface BrokerServer extends AdminOperations {
  submit(request: HandlerRequest): Promise<HandlerResponse>;
  chat(request: HandlerRequest): Promise<HandlerResponse>;
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
  /** Resolves when deliveries started after answers have finished. */
  idle(): Promise<void>;
  /**
   * Gives the assistant its knowledge when the server was created without it (the functions of one
   * process share one server, and only the chat function imports the knowledge).
   */
  useKnowledge(knowledge: KnowledgeData): void;
  close(): Promise<void>;
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

  async function start(): Promise<Runtime> {
    const cleanups: (() => Promise<void> | void)[] = [];
    try {
      let db = deps.db;
      let lock: StoreLock | undefined;
      if (!db) {
        if (config.databaseUrl) {
          db = await openPostgres(config.databaseUrl);
        } else {
          lock = await acquireLock(config.dataDir, deps.lockWaitMs ?? 30_000);
          const held = lock;
          cleanups.push(() => held.release());
          db = await openPglite(config.dataDir);
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
      });
      const rt: Runtime = {
        config,
        db,
        logger,
        outbox,
        assistant: currentAssistant,
        destinations,
        now,
        fetch: deps.fetch ?? fetch,
        background(name, task) {
          const p = task()
            .catch((error: unknown) => logger.error('background.failed', { task: name, ...errorFields(error) }))
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
      teardown = async () => {
        for (const c of cleanups) await c();
      };
      return rt;
    } catch (error) {
      for (const c of cleanups) await Promise.resolve(c()).catch(() => undefined);
      throw error;
    }
  }

  function ready(): Promise<Runtime> {
    if (closed) return Promise.reject(new Error('The server is closed'));
    runtime ??= start().catch((error: unknown) => {
      runtime = undefined;
      throw error;
    });
    return runtime;
  }

  function guarded(name: string, handler: (request: HandlerRequest, rt: Runtime) => Promise<HandlerResponse>) {
    return async (request: HandlerRequest): Promise<HandlerResponse> => {
      let rt: Runtime;
      try {
        rt = await ready();
      } catch (error) {
        logger.error('store.unavailable', { handler: name, ...errorFields(error) });
        return errorAnswer(503, 'unavailable', 'en', { config }, { 'Retry-After': '30' });
      }
      try {
        return await handler(request, rt);
      } catch (error) {
        logger.error('request.failed', { handler: name, ...errorFields(error) });
        return errorAnswer(500, 'unavailable', 'en', { config });
      }
    };
  }

  async function purgeWith(rt: Runtime, before?: Date): Promise<PurgeSummary> {
    const cutoff = before ?? monthsBefore(now(), config.retentionMonths);
    const summary = await purgeBefore(rt.db, cutoff);
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
    async drain(): Promise<DrainSummary> {
      return (await ready()).outbox.drain();
    },
    async purge(options = {}) {
      return purgeWith(await ready(), options.before);
    },
    async forget(email) {
      const summary = await forgetEmail((await ready()).db, email);
      logger.info('store.forgotten', { ...summary, email: undefined });
      return summary;
    },
    async status() {
      return storeStatus((await ready()).db, now());
    },
  };

  return {
    ...operations,
    submit: guarded('submit', handleSubmit),
    chat: guarded('chat', handleChat),
    health: guarded('health', async (request, rt) => {
      if (request.method.toUpperCase() !== 'GET' && request.method.toUpperCase() !== 'HEAD') {
        return json(405, { ok: false }, { Allow: 'GET' });
      }
      const rows = await rt.db.query<{ status: string; n: number }>(
        `SELECT status, count(*)::int AS n FROM outbox WHERE status IN ('pending', 'dead') GROUP BY status`,
      );
      const count = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
      return json(200, { ok: true, store: rt.db.kind, outbox: { pending: count('pending'), dead: count('dead') } });
    }),
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
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    async close() {
      if (closed) return;
      const started = runtime;
      if (started) await started.catch(() => undefined);
      closed = true;
      while (pending.size > 0) await Promise.allSettled([...pending]);
      await teardown?.();
    },
  };
}
