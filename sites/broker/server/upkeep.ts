import { createServer, loadConfig, type BrokerServer } from '@broker/server';
import { serverSettings } from '../src/serverSettings';

/**
 * Scheduled upkeep of the store, for hosts whose functions are frozen once they have answered
 * (Netlify runs it every five minutes: netlify/functions/outbox-drain.mts). The delivery attempted
 * right after a lead is stored may never run there; this drain delivers every lead still waiting
 * (and retries those whose backoff has passed) within minutes.
 *
 * Every task of `UPKEEP` runs in turn on each schedule; other periodic work on the store is added
 * to that list. `retention` purges what is older than the privacy policy's periods (leads
 * `LEAD_RETENTION_MONTHS`, 24; the anonymous consent records and the do-not-contact list five
 * years): at most once a day across all instances, so most runs report `purged: 0`.
 */
type UpkeepTask = (server: BrokerServer) => Promise<Record<string, number>>;

export const UPKEEP: Record<string, UpkeepTask> = {
  deliveries: async (server) => ({ ...(await server.drain()) }),
  retention: async (server) => {
    const purged = await server.dailyPurge();
    if (!purged) return { purged: 0 };
    const { before: _before, recordsBefore: _recordsBefore, ...counts } = purged;
    return { purged: 1, ...counts };
  },
};

export interface UpkeepResult {
  status: number;
  body: { ok: boolean } & Record<string, unknown>;
}

// One server per warm function instance: its PostgreSQL pool is reused by the next run.
let server: BrokerServer | undefined;

export async function runUpkeep(env: Record<string, string | undefined>): Promise<UpkeepResult> {
  const started = Date.now();
  const results: Record<string, Record<string, number>> = {};
  try {
    const settings = serverSettings(process.cwd(), { ...env, HOSTING: env.HOSTING || 'netlify' });
    server ??= createServer(loadConfig(settings.env, settings));
    for (const [name, task] of Object.entries(UPKEEP)) results[name] = await task(server);
  } catch (error) {
    // The message is the server's own (a missing setting, an unreachable store), never visitor data.
    process.stderr.write(
      `${JSON.stringify({ level: 'error', event: 'upkeep.failed', message: (error as Error).message })}\n`,
    );
    return { status: 500, body: { ok: false, ...results } };
  }
  process.stderr.write(
    `${JSON.stringify({ level: 'info', event: 'upkeep.done', ms: Date.now() - started, ...results })}\n`,
  );
  return { status: 200, body: { ok: true, ...results } };
}
