import path from 'node:path';
import { createServer, loadConfig, type Logger, type PgliteWorker } from '@broker/server';
import knowledge from '../src/generated/chatKnowledge';
import { serverSettings } from '../src/serverSettings';
import { createSiteServer } from './app';

export interface RunningSite {
  port: number;
  /**
   * Graceful stop; resolves once the store is closed. Deliveries in flight get `deliveryGraceMs`
   * to finish, then are aborted and left for the next start (same delivery id).
   */
  stop(options?: { deliveryGraceMs?: number }): Promise<void>;
}

export function intSetting(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

/** Opens the store, builds the assistant, and listens: the whole site in this process. */
export async function startSite(
  env: Record<string, string | undefined>,
  siteDir: string,
  logger: Logger,
  pgliteWorker?: PgliteWorker,
): Promise<RunningSite> {
  const settings = serverSettings(siteDir, env);
  // The assistant's knowledge, built from the Markdown by the build and bundled with the server.
  const config = loadConfig(settings.env, { ...settings, knowledge });
  const broker = createServer(config, { logger, pgliteWorker });
  const started = Date.now();
  try {
    // The store is opened and migrated, and the assistant's index built, before the first visitor.
    await broker.ready();
    const app = await createSiteServer({
      publicDir: path.resolve(siteDir, env.PUBLIC_DIR ?? 'public'),
      api: { submit: broker.submit, chat: broker.chat, health: broker.health },
      bodyLimit: config.limits.bodyBytes,
      bodyTimeoutMs: config.limits.bodyTimeoutMs,
    });
    const port = intSetting(env.PORT, 9000, 'PORT');
    await app.listen({ port, host: env.HOST || '0.0.0.0' });
    const address = app.server.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;
    logger.info('site.listening', {
      port: actualPort,
      store: config.databaseUrl ? 'postgres' : 'pglite',
      startMs: Date.now() - started,
    });

    let stopping: Promise<void> | undefined;
    return {
      port: actualPort,
      stop(options = {}) {
        stopping ??= (async () => {
          // New connections are refused and idle ones closed; requests in flight finish.
          await app.close();
          // Deliveries started after answers finish (or are aborted after the grace period), the
          // store closes and its lock is released.
          await broker.close(options);
        })();
        return stopping;
      },
    };
  } catch (error) {
    await broker.close().catch(() => undefined);
    throw error;
  }
}
