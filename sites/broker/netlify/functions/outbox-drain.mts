import { businessFromSiteConfig, createServer, loadConfig, type BrokerServer } from '@broker/server';
import { siteConfig } from '../../site.config';

/**
 * Scheduled upkeep on Netlify, every five minutes. Functions are frozen once they have answered,
 * so the delivery attempted right after a lead is stored may never run; this drain delivers every
 * lead still waiting (and retries the ones whose backoff has passed) within minutes.
 *
 * Each task of `UPKEEP` runs in turn on every schedule; other periodic work on the store (such as
 * purging leads past their retention period) is added to that list.
 */
export const config = { schedule: '*/5 * * * *' };

type UpkeepTask = (server: BrokerServer) => Promise<Record<string, number>>;

const UPKEEP: Record<string, UpkeepTask> = {
  deliveries: async (server) => ({ ...(await server.drain()) }),
};

// One server per warm function instance: its PostgreSQL pool is reused by the next run.
let server: BrokerServer | undefined;

export default async function outboxDrain(): Promise<Response> {
  const started = Date.now();
  const results: Record<string, Record<string, number>> = {};
  try {
    server ??= createServer(
      loadConfig(
        { ...globalThis.process.env, HOSTING: globalThis.process.env.HOSTING || 'netlify' },
        { siteDir: process.cwd(), business: businessFromSiteConfig(siteConfig) },
      ),
    );
    for (const [name, task] of Object.entries(UPKEEP)) results[name] = await task(server);
  } catch (error) {
    // The message is the server's own (a missing setting, an unreachable store), never visitor data.
    process.stderr.write(
      `${JSON.stringify({ level: 'error', event: 'upkeep.failed', message: (error as Error).message })}\n`,
    );
    return Response.json({ ok: false, ...results }, { status: 500 });
  }
  process.stderr.write(
    `${JSON.stringify({ level: 'info', event: 'upkeep.done', ms: Date.now() - started, ...results.deliveries })}\n`,
  );
  return Response.json({ ok: true, ...results });
}
