import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, loadConfig, stopOnSignals } from '@broker/server';
import { serverSettings } from '../src/serverSettings';
import { intSetting, startSite, type RunningSite } from './site';

/**
 * `npm start` and self-hosting: one process that serves the built site (`public/`) and runs the
 * API handlers in-process, loaded once.
 *
 *   PORT (9000; 0 picks a free port), HOST (0.0.0.0), SHUTDOWN_TIMEOUT_MS (25000), plus the
 *   server settings (DATABASE_URL or DATA_DIR, CRM_ENDPOINT_URL, SMTP_*, … see
 *   packages/server/README.md).
 *
 * Stops on SIGTERM or SIGINT: stops accepting connections, lets requests in flight finish and
 * the deliveries they started complete (for up to a third of SHUTDOWN_TIMEOUT_MS, at most 10 s;
 * a send still running then, to a receiver that hangs, is aborted and sent again after the next
 * start), closes the store and releases its lock, then exits 0.
 */
async function main() {
  const env = process.env;
  const siteDir = path.resolve(env.SITE_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..'));
  let logger = createLogger('info');
  let site: RunningSite;
  try {
    logger = createLogger(loadConfig(env, serverSettings(siteDir, env)).logLevel);
    // The embedded store works in its own thread (server/dist/pgliteWorker.mjs, beside this bundle).
    site = await startSite(env, siteDir, logger, { filename: new URL('./pgliteWorker.mjs', import.meta.url) });
  } catch (error) {
    logger.error('site.start_failed', { message: (error as Error).message });
    process.exit(1);
  }
  const timeoutMs = intSetting(env.SHUTDOWN_TIMEOUT_MS, 25_000, 'SHUTDOWN_TIMEOUT_MS');
  stopOnSignals((options) => site.stop(options), { timeoutMs, logger });
}

void main();
