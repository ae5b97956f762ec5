/**
 * The embedded store's thread: PGlite runs here, so its work (WebAssembly, on one thread) never
 * holds up the thread that serves pages and the API. `openPglite` with a `worker` starts this
 * script (bundled by the site's build as server/dist/pgliteWorker.mjs) and sends it statements
 * one at a time; it answers each with the rows, or with the error's message and fields (its
 * SQLSTATE `code` and `severity` among them), which a thread boundary would otherwise drop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Reply, Request } from './pglite';

interface PGliteLike {
  waitReady: Promise<void>;
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

const port = parentPort;
if (!port) throw new Error('pgliteWorker runs as a worker thread (openPglite with a worker)');
const opened = (async () => {
  const { PGlite } = (await import(/* webpackIgnore: true */ '@electric-sql/pglite')) as unknown as {
    PGlite: new (dataDir: string | undefined, settings: object) => PGliteLike;
  };
  const { dataDir, settings } = workerData as { dataDir?: string; settings: object };
  const pg = new PGlite(dataDir, settings);
  await pg.waitReady;
  return pg;
})();

function fields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const own = Object.entries(error).filter(([, value]) => value === null || typeof value !== 'object');
  return { ...Object.fromEntries(own), name: error.name, message: error.message };
}

// Statements arrive one at a time (the caller's gate), so each is answered before the next starts.
port.on('message', (request: Request) => {
  void (async (): Promise<Reply> => {
    try {
      const pg = await opened;
      if (request.op !== 'query') {
        if (request.op === 'close') await pg.close();
        return { id: request.id, rows: [] };
      }
      return { id: request.id, rows: (await pg.query(request.sql, request.params)).rows };
    } catch (error) {
      return { id: request.id, error: fields(error) };
    }
  })().then((reply) => port.postMessage(reply));
});
