import { createApiClient } from '@broker/core';
import type { HandlerRequest } from '../http/types';
import { createServer, type BrokerServer } from '../server';
import { openTestDatabase, type TestDatabase } from '../testing/databases';
import { memoryLogger, testConfig } from '../testing/fixtures';
import { fixtureKnowledge } from '../testing/knowledge';

/** The site's own API client (from @broker/core) talking to the handlers, as the browser would. */
describe('The handlers read by the API client of @broker/core', () => {
  let store: TestDatabase;
  let server: BrokerServer;
  let client: ReturnType<typeof createApiClient>;

  beforeAll(async () => {
    store = await openTestDatabase('pglite');
    const base = testConfig({ knowledge: await fixtureKnowledge() });
    server = createServer(
      { ...base, limits: { ...base.limits, submitPerAddress: { max: 2, windowMs: 60_000 } } },
      {
        db: store.db,
        logger: memoryLogger(),
      },
    );
    const fetchThroughHandlers = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const request: HandlerRequest = {
        method: init?.method ?? 'GET',
        url,
        headers: {
          ...(Object.fromEntries(new Headers(init?.headers).entries()) as Record<string, string>),
          host: 'localhost',
        },
        body: typeof init?.body === 'string' ? init.body : undefined,
        ip: '203.0.113.50',
      };
      const answer = url.endsWith('/api/chat') ? await server.chat(request) : await server.submit(request);
      return new Response(answer.body, { status: answer.status, headers: answer.headers });
    };
    client = createApiClient({ fetch: fetchThroughHandlers, storage: null, now: () => Date.now() });
  });
  afterAll(async () => {
    await server.close();
    await store.dispose();
  });

  it('reports a stored contact message with its lead id', async () => {
    const outcome = await client.submitContact(
      { name: 'Lucía Fernández Ortiz', email: 'lucia@example.com', phone: '', loanType: 'purchase', message: 'Hola' },
      { language: 'es', source: '/es/contacto', startedAt: Date.now() - 20_000 },
    );
    expect(outcome.status).toBe('stored');
    const [row] = await store.db.query<{ id: string; last_name: string }>('SELECT id, last_name FROM leads');
    expect(outcome).toMatchObject({ leadId: row!.id });
    expect(row!.last_name).toBe('Fernández Ortiz');
  });

  it('reads the chat answer and the captured lead id', async () => {
    const answer = await client.sendChatMessage({ message: '¿Cuál es su horario?', sessionId: null, language: 'es' });
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.data.response).toMatch(/lunes a viernes/);
    const captured = await client.captureChatLead({
      sessionId: answer.data.sessionId,
      userInfo: { name: 'Lucía F', email: 'lucia@example.com', phone: '3055550100', propertyType: 'second-home' },
      language: 'es',
    });
    expect(captured).toEqual({
      ok: true,
      data: { leadId: expect.stringMatching(/^[0-9a-f-]{36}$/), response: expect.stringMatching(/^¡Gracias, Lucía!/) },
    });
  });

  it('does not take a rate-limited answer for a stored lead', async () => {
    const send = () =>
      client.submitContact(
        { name: 'Ana', email: 'ana@example.com', phone: '', loanType: '', message: '' },
        { language: 'en', source: '/contact', startedAt: Date.now() - 20_000 },
      );
    expect((await send()).status).toBe('stored');
    // The limit is two per address; with nowhere to queue it, the third is reported as failed.
    expect((await send()).status).toBe('failed');
  });
});
