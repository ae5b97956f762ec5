/**
 * The reference of `bench:submit`: a bare Fastify endpoint on the same machine that reads the JSON
 * body and answers 200 with an id, as /api/submit does, storing nothing. The benchmark alternates
 * it with the site server, so both are measured under the same load of the machine.
 */
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/api/submit', async (request) => ({
  ok: true,
  id: randomUUID(),
  received: Object.keys(request.body).length,
}));
app.get('/api/health', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
