/**
 * The process under test of the chaos suite and the lock tests: Node's http server over the
 * site's three handlers through the Node adapter, configured from its environment like the site.
 * It prints one JSON line `{"listening":port,"pid":pid}` on stdout once it accepts connections.
 * With `SHUTDOWN_TIMEOUT_MS` set, SIGTERM stops it the way it stops the site server (`npm start`):
 * gracefully, exit 0 within that limit. Without it, the store's own signal handling applies.
 * Run with `node --conditions=source --import tsx src/chaos/siteProcess.ts`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { nodeFunction, sharedServer, type SharedServerOptions } from '../adapters/node';
import { stopOnSignals } from '../adapters/shutdown';
import { createLogger } from '../logger';
import { TEST_BUSINESS } from '../testing/fixtures';

const options = (): SharedServerOptions => ({
  env: process.env,
  siteDir: process.env.SITE_DIR ?? process.cwd(),
  business: TEST_BUSINESS,
});

const routes: Record<string, ReturnType<typeof nodeFunction>> = {
  '/api/submit': nodeFunction('submit', options),
  '/api/chat': nodeFunction('chat', options),
  '/api/health': nodeFunction('health', options),
};

const server = http.createServer((req, res) => {
  const route = routes[(req.url ?? '/').split('?')[0]!];
  if (!route) {
    res.statusCode = 404;
    res.end();
    return;
  }
  route(req, res).catch(() => {
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
server.keepAliveTimeout = 5000;
if (process.env.SHUTDOWN_TIMEOUT_MS) {
  stopOnSignals(
    async (closeOptions) => {
      // Requests in flight finish; then deliveries get their grace period and the store closes.
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await sharedServer(options).close(closeOptions);
    },
    { timeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS), logger: createLogger('info') },
  );
}
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ listening: port, pid: process.pid })}\n`);
});
