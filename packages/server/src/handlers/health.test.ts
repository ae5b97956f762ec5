import type { ServerConfig } from '../config';
import type { HandlerRequest } from '../http/types';
import { createServer, type BrokerServer } from '../server';
import { STORE_KINDS, useTestDatabase } from '../testing/databases';
import { memoryLogger, parse, post, prequalification, testConfig } from '../testing/fixtures';

describe.each(STORE_KINDS)('GET /api/health (%s)', (kind) => {
  const store = useTestDatabase(kind);
  let server: BrokerServer;
  let clock: number;

  beforeEach(async () => {
    clock = Date.now();
  });
  afterEach(async () => {
    await server.close();
  });

  function start(crm: 'ok' | 'refuses' | 'fails', overrides: Partial<ServerConfig> = {}) {
    server = createServer(
      testConfig({ health: { maxPendingAgeMs: 60_000, token: 'health-token-for-tests' }, ...overrides }),
      {
        db: store.db,
        logger: memoryLogger(),
        now: () => clock,
        deliverers: {
          crm: {
            deliver: async () =>
              crm === 'ok'
                ? { ok: true }
                : { ok: false, retry: crm === 'fails', status: crm === 'fails' ? 503 : 422, error: 'HTTP' },
          },
        },
      },
    );
  }

  const get = (headers: Record<string, string> = {}): HandlerRequest => ({
    method: 'GET',
    url: '/api/health',
    headers,
  });
  const withToken = { authorization: 'Bearer health-token-for-tests' };

  it('answers 200 without any counts or personal data when deliveries are fine', async () => {
    start('ok');
    await server.submit(post(prequalification()));
    await server.drain();
    const response = await server.health(get());
    expect(response.status).toBe(200);
    expect(parse(response)).toEqual({ ok: true, store: kind });
  });

  it('shows the outbox counts only with the admin token', async () => {
    start('fails');
    await server.submit(post(prequalification()));
    expect(parse(await server.health(get()))).not.toHaveProperty('outbox');
    expect(parse(await server.health(get({ authorization: 'Bearer wrong' })))).not.toHaveProperty('outbox');
    expect(parse(await server.health(get(withToken)))).toMatchObject({
      ok: true,
      outbox: { pending: 1, dead: 0, oldestPendingAgeMs: expect.any(Number) },
    });
  });

  it('answers 503 while a delivery is dead-lettered', async () => {
    start('refuses');
    await server.submit(post(prequalification()));
    await server.drain();
    const response = await server.health(get());
    expect(response.status).toBe(503);
    expect(parse(response)).toEqual({ ok: false, store: kind, problems: ['dead_letters'] });
    await server.retryDead();
    expect((await server.health(get())).status).toBe(200);
  });

  it('answers the liveness probe with 200 while a delivery is dead-lettered, without reading the store', async () => {
    start('refuses');
    await server.submit(post(prequalification()));
    await server.drain();
    expect((await server.health(get())).status).toBe(503);
    const live = await server.health({ method: 'GET', url: '/api/health?probe=live', headers: {} });
    expect(live.status).toBe(200);
    expect(parse(live)).toEqual({ ok: true, live: true });
    expect(live.headers['Cache-Control'] ?? live.headers['cache-control']).toBe('no-store');
    expect((await server.health({ method: 'HEAD', url: '/api/health?probe=live', headers: {} })).status).toBe(200);
    expect((await server.health({ method: 'POST', url: '/api/health?probe=live', headers: {} })).status).toBe(405);
  });

  it('answers the liveness probe while the store is closed', async () => {
    start('ok');
    await server.close();
    expect((await server.health({ method: 'GET', url: '/api/health?probe=live', headers: {} })).status).toBe(200);
    expect((await server.health(get())).status).toBe(503);
  });

  it('answers 503 when the oldest undelivered lead waits longer than the allowed age', async () => {
    start('fails');
    await server.submit(post(prequalification()));
    await store.db.query(`UPDATE outbox SET created_at = $1`, [new Date(clock - 61_000).toISOString()]);
    const response = await server.health(get(withToken));
    expect(response.status).toBe(503);
    expect(parse(response)).toMatchObject({
      ok: false,
      problems: ['delivery_backlog'],
      outbox: { pending: 1, dead: 0, oldestPendingAgeMs: 61_000 },
    });
  });
});
