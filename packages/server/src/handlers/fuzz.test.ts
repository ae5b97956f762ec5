import fc from 'fast-check';
import { createServer, type BrokerServer } from '../server';
import { STORE_KINDS, openTestDatabase, type TestDatabase } from '../testing/databases';
import { contact, memoryLogger, post, prequalification, testConfig } from '../testing/fixtures';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

/** Any JSON value, and objects shaped like real requests whose fields hold anything. */
function bodies(template: Record<string, unknown>) {
  const anything = fc.oneof(
    fc.jsonValue(),
    fc.string({ maxLength: 50 }),
    fc.integer(),
    fc.constant(null),
    fc.constant(''),
  );
  const keys = Object.keys(template);
  const shaped = fc
    .record(
      Object.fromEntries(keys.map((k) => [k, fc.oneof(fc.constant(template[k]), anything)])) as Record<
        string,
        fc.Arbitrary<unknown>
      >,
      {
        requiredKeys: [],
      },
    )
    .chain((record) =>
      fc
        .dictionary(fc.string({ maxLength: 12 }), fc.jsonValue(), { maxKeys: 3 })
        .map((extra) => ({ ...extra, ...record })),
    );
  return fc.oneof({ weight: 1, arbitrary: fc.jsonValue() }, { weight: 3, arbitrary: shaped });
}

describe.each(STORE_KINDS)('Handlers under random JSON bodies (%s)', (kind) => {
  let store: TestDatabase;
  let server: BrokerServer;
  const unlimited = { max: 1_000_000, windowMs: 60_000 };

  beforeAll(async () => {
    store = await openTestDatabase(kind);
    const base = testConfig();
    server = createServer(
      testConfig({
        limits: { ...base.limits, submitPerAddress: unlimited, chatPerAddress: unlimited, chatPerSession: unlimited },
      }),
      { db: store.db, logger: memoryLogger() },
    );
  });
  afterAll(async () => {
    await server.close();
    await store.dispose();
  });

  const runs = kind === 'pglite' ? RUNS : Math.ceil(RUNS / 2);

  it('answers /api/submit with 2xx or 4xx only', async () => {
    const template = { ...prequalification(), ...contact(), formType: 'Contact', consent: true, consentText: 'ok' };
    await fc.assert(
      fc.asyncProperty(bodies(template), fc.boolean(), async (body, raw) => {
        const request = post(body);
        if (!raw) request.body = body;
        const response = await server.submit(request);
        expect(response.status).toBeGreaterThanOrEqual(200);
        expect(response.status).toBeLessThan(500);
        expect(() => JSON.parse(response.body)).not.toThrow();
      }),
      { numRuns: runs },
    );
  });

  it('answers /api/chat with 2xx or 4xx only', async () => {
    const template = {
      message: 'What documents do I need?',
      sessionId: null,
      userInfo: { name: 'A B', email: 'a@b.example', phone: '3055550100', propertyType: 'second-home' },
      action: 'lead_capture',
      language: 'es',
    };
    await fc.assert(
      fc.asyncProperty(bodies(template), async (body) => {
        const response = await server.chat(post(body));
        expect(response.status).toBeGreaterThanOrEqual(200);
        expect(response.status).toBeLessThan(500);
        expect(() => JSON.parse(response.body)).not.toThrow();
      }),
      { numRuns: runs },
    );
  });
});
