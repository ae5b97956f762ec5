import { createServer, type BrokerServer } from '../server';
import { STORE_KINDS, useTestDatabase } from '../testing/databases';
import { createHash } from 'node:crypto';
import { consentText, currentConsent } from '@broker/core';
import { contact, memoryLogger, parse, post, prequalification, TEST_BUSINESS, testConfig } from '../testing/fixtures';
import type { ServerConfig } from '../config';
import type { Deliverer } from '../outbox/deliverers';

const okDeliverer = (): Deliverer => ({ deliver: async () => ({ ok: true }) });

describe.each(STORE_KINDS)('POST /api/submit (%s)', (kind) => {
  const store = useTestDatabase(kind);
  let server: BrokerServer;
  let logger: ReturnType<typeof memoryLogger>;

  function start(overrides: Partial<ServerConfig> = {}) {
    logger = memoryLogger();
    server = createServer(testConfig(overrides), {
      db: store.db,
      logger,
      deliverers: { crm: okDeliverer(), email: okDeliverer() },
    });
    return server;
  }

  beforeEach(async () => {
    start();
  });
  afterEach(async () => {
    await server.close();
  });

  it('stores a pre-qualification and answers 200 with the lead id, not cacheable and not sniffable', async () => {
    const response = await server.submit(post(prequalification()));
    expect(response.status).toBe(200);
    expect(response.headers['Cache-Control']).toBe('no-store');
    expect(response.headers['X-Content-Type-Options']).toBe('nosniff');
    expect(response.headers['Content-Type']).toMatch(/^application\/json/);
    const body = parse(response);
    expect(body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/), leadId: body.id });
    const rows = await store.db.query<{ first_name: string; status: string; form_type: string }>(
      'SELECT first_name, status, form_type FROM leads WHERE id = $1',
      [body.id],
    );
    expect(rows).toEqual([{ first_name: 'Marisol', status: 'received', form_type: 'prequalification' }]);
    const outbox = await store.db.query<{ destination: string }>(
      'SELECT destination FROM outbox WHERE lead_id = $1 ORDER BY destination',
      [body.id],
    );
    expect(outbox.map((r) => r.destination)).toEqual(['crm', 'email']);
  });

  it('stores a calculator scenario with the lead, and refuses one out of bounds without storing it', async () => {
    const scenario = {
      tool: 'dscr',
      url: '/calculator/dscr?rent=4200&price=520000&downpct=20',
      inputs: { monthlyRent: 4200, homePrice: 520000, downPayment: 104000 },
      results: { ratio: 1.12, monthlyCashFlow: 452.31, rentForTarget: 4687.5 },
    };
    const response = await server.submit(post(prequalification({ scenario })));
    expect(response.status).toBe(200);
    const { id } = parse(response);
    const [row] = await store.db.query<{ payload: Record<string, unknown> | string }>(
      'SELECT payload FROM leads WHERE id = $1',
      [id],
    );
    const payload = typeof row?.payload === 'string' ? JSON.parse(row.payload) : row?.payload;
    expect(payload).toMatchObject({ scenario });
    const exported = JSON.parse(await server.exportLeads({ format: 'json' })) as Array<{
      id: unknown;
      payload?: { scenario?: unknown };
    }>;
    expect(exported.find((lead) => lead.id === id)?.payload?.scenario).toEqual(scenario);

    const tooMany = { ...scenario, inputs: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`f${i}`, i])) };
    const refused = await server.submit(post(prequalification({ scenario: tooMany })));
    expect(refused.status).toBe(400);
    expect(parse(refused).errors).toHaveProperty('scenario');
    const [count] = await store.db.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM leads');
    expect(Number(count?.n)).toBe(1);
  });

  it('stores a contact message sent as an already-parsed body', async () => {
    const request = post(contact());
    request.body = JSON.parse(request.body as string);
    const response = await server.submit(request);
    expect(response.status).toBe(200);
    const [row] = await store.db.query<{ form_type: string; language: string }>(
      'SELECT form_type, language FROM leads',
    );
    expect(row).toEqual({ form_type: 'contact', language: 'es' });
  });

  it('answers 400 with per-field errors in the request language', async () => {
    const en = await server.submit(post(prequalification({ email: 'not-an-email', first_name: '' })));
    expect(en.status).toBe(400);
    const errors = parse(en).errors as Record<string, string>;
    expect(Object.keys(errors).sort()).toEqual(['email', 'first_name']);
    expect(parse(en)).toMatchObject({ ok: false, error: 'validation', fieldErrors: errors });
    const es = await server.submit(post(contact({ email: 'nope' })));
    expect(es.status).toBe(400);
    const esErrors = parse(es).errors as Record<string, string>;
    expect(esErrors.email).toBeTruthy();
    expect(esErrors.email).not.toEqual(errors.email);
    expect(await store.db.query('SELECT id FROM leads')).toHaveLength(0);
  });

  it('answers 400 for an unknown form, malformed JSON and a body that is not an object', async () => {
    expect((await server.submit(post(prequalification({ formType: 'Newsletter' })))).status).toBe(400);
    expect((await server.submit(post('{"formType": "Contact",'))).status).toBe(400);
    // Names of Object.prototype are not form types, filled honeypot or not.
    expect((await server.submit(post({ formType: 'toString', website: '!' }))).status).toBe(400);
    expect((await server.submit(post({ formType: 'constructor' }))).status).toBe(400);
    expect((await server.submit(post('[1,2,3]'))).status).toBe(400);
    expect((await server.submit(post('null'))).status).toBe(400);
  });

  it('answers 413 for a body over 16 KB, by declared or measured size', async () => {
    const big = prequalification({ additionalInfo: 'x'.repeat(17 * 1024) });
    expect((await server.submit(post(big))).status).toBe(413);
    expect((await server.submit(post(prequalification(), { 'content-length': String(20_000) }))).status).toBe(413);
    const bytes = post(big);
    bytes.body = Buffer.from(bytes.body as string);
    expect((await server.submit(bytes)).status).toBe(413);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await server.submit(
      post(prequalification(), { 'content-type': 'application/x-www-form-urlencoded' }),
    );
    expect(response.status).toBe(415);
    expect((await server.submit(post(prequalification(), { 'content-type': 'text/plain' }))).status).toBe(415);
  });

  it('answers 405 with Allow for other methods', async () => {
    const response = await server.submit({ ...post(prequalification()), method: 'GET' });
    expect(response.status).toBe(405);
    expect(response.headers.Allow).toBe('POST');
  });

  it('answers 403 to a cross-site request and accepts the site itself', async () => {
    expect((await server.submit(post(prequalification(), { origin: 'https://evil.example' }))).status).toBe(403);
    expect((await server.submit(post(prequalification(), { 'sec-fetch-site': 'cross-site' }))).status).toBe(403);
    expect((await server.submit(post(prequalification(), { origin: 'null' }))).status).toBe(403);
    expect(
      (
        await server.submit(
          post(prequalification(), { origin: 'http://localhost:9000', 'sec-fetch-site': 'same-origin' }),
        )
      ).status,
    ).toBe(200);
    await server.close();
    start({ allowedOrigins: ['https://www.example.com'] });
    expect((await server.submit(post(prequalification(), { origin: 'https://www.example.com' }))).status).toBe(200);
  });

  it('answers 429 with Retry-After once an address sends too much, per address', async () => {
    await server.close();
    start({ limits: { ...testConfig().limits, submitPerAddress: { max: 2, windowMs: 60_000 } } });
    expect((await server.submit(post(prequalification()))).status).toBe(200);
    expect((await server.submit(post(prequalification()))).status).toBe(200);
    const third = await server.submit(post(prequalification()));
    expect(third.status).toBe(429);
    expect(Number(third.headers['Retry-After'])).toBeGreaterThan(0);
    expect(parse(third)).toMatchObject({
      ok: false,
      error: 'rate_limited',
      retryAfterSeconds: Number(third.headers['Retry-After']),
    });
    expect((await server.submit(post(prequalification(), {}, '198.51.100.1'))).status).toBe(200);
  });

  it('keeps one lead and gives the same answer when the same idempotency key is sent twice', async () => {
    const body = prequalification();
    const first = await server.submit(post(body));
    const second = await server.submit(post(body));
    const concurrent = await Promise.all([server.submit(post(body)), server.submit(post(body))]);
    expect(second.status).toBe(200);
    expect(second.body).toBe(first.body);
    for (const r of concurrent) expect(r.body).toBe(first.body);
    expect(await store.db.query('SELECT id FROM leads')).toHaveLength(1);
    expect(await store.db.query('SELECT id FROM outbox')).toHaveLength(2);
  });

  it('answers a filled honeypot with 200 but stores it as spam and never queues it', async () => {
    const response = await server.submit(post(prequalification({ website: 'http://spam.example', email: 'broken' })));
    expect(response.status).toBe(200);
    const id = parse(response).id;
    const rows = await store.db.query<{ status: string; spam_reason: string }>(
      'SELECT status, spam_reason FROM leads WHERE id = $1',
      [id],
    );
    expect(rows).toEqual([{ status: 'spam', spam_reason: 'honeypot' }]);
    expect(await store.db.query('SELECT id FROM outbox')).toHaveLength(0);
  });

  it('stores an implausibly fast submission as spam', async () => {
    const ts = new Date().toISOString();
    const response = await server.submit(post(contact({ ts, startedAt: Date.parse(ts) - 800 })));
    expect(response.status).toBe(200);
    const rows = await store.db.query<{ status: string; spam_reason: string }>('SELECT status, spam_reason FROM leads');
    expect(rows).toEqual([{ status: 'spam', spam_reason: 'too_fast' }]);
    expect(await store.db.query('SELECT id FROM outbox')).toHaveLength(0);
    expect(await server.exportLeads({ format: 'json' })).toBe('[]\n');
  });

  it('records the consent notice shown: its exact words, SHA-256, version, language, checkbox, time, page and address', async () => {
    const before = Date.now();
    const response = await server.submit(
      post(contact({ consentVersion: 'es-2026-11-27', automatedContact: true }), {}, '192.0.2.44'),
    );
    const id = parse(response).id;
    const rows = await store.db.query<{
      version: string;
      text: string;
      text_sha256: string;
      language: string;
      automated_contact: boolean;
      page: string;
      ip_address: string;
      consented_at: Date;
    }>(
      `SELECT version, text, text_sha256, language, automated_contact, page, ip_address, consented_at
         FROM consents WHERE lead_id = $1`,
      [id],
    );
    const text = consentText(currentConsent('es'), TEST_BUSINESS.companyName);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      version: 'es-2026-11-27',
      text,
      text_sha256: createHash('sha256').update(text, 'utf8').digest('hex'),
      language: 'es',
      automated_contact: true,
      page: '/es/contacto',
      ip_address: '192.0.2.44',
    });
    expect(text).toContain('Grove Harbor Mortgage');
    expect(new Date(rows[0]!.consented_at).getTime()).toBeGreaterThanOrEqual(before - 5000);
  });

  it('stores a lead with the automated-contact box unticked as such, and no consent for a lead sent without a notice', async () => {
    const response = await server.submit(post(prequalification({ consentVersion: 'en-2026-11-27' })));
    expect(response.status).toBe(200);
    const unticked = parse(response).id;
    const without = parse(await server.submit(post(prequalification()))).id;
    const rows = await store.db.query<{ lead_id: string; automated_contact: boolean; version: string }>(
      'SELECT lead_id, automated_contact, version FROM consents',
    );
    expect(rows).toEqual([{ lead_id: unticked, automated_contact: false, version: 'en-2026-11-27' }]);
    expect(without).toBeTruthy();
  });

  it('stores the box of a submission queued by a page of the older wording, sent as marketingTexts', async () => {
    const id = parse(await server.submit(post(contact({ consentVersion: 'es-2026-11-23', marketingTexts: true })))).id;
    const rows = await store.db.query<{ lead_id: string; automated_contact: boolean; version: string }>(
      'SELECT lead_id, automated_contact, version FROM consents',
    );
    expect(rows).toEqual([{ lead_id: id, automated_contact: true, version: 'es-2026-11-23' }]);
  });

  it('refuses a consent version it never published, and a ticked box without a notice', async () => {
    const unknown = await server.submit(post(prequalification({ consentVersion: 'en-1999-01-01' })));
    expect(unknown.status).toBe(400);
    expect(Object.keys(parse(unknown).errors as object)).toEqual(['consentVersion']);
    const boxOnly = await server.submit(post(prequalification({ automatedContact: true })));
    expect(boxOnly.status).toBe(400);
    expect(await store.db.query('SELECT id FROM leads')).toHaveLength(0);
  });

  it('stores the attribution the page sent, and the consent text never from the request', async () => {
    const attribution = {
      utm_source: 'google',
      utm_campaign: 'brickell',
      gclid: 'abc',
      landingPage: '/brickell-mortgage',
      referrer: 'https://www.google.com',
    };
    const id = parse(
      await server.submit(
        post(prequalification({ attribution, consentVersion: 'en-2026-11-23', consentText: 'I agree to nothing' })),
      ),
    ).id;
    const [lead] = await store.db.query<{ attribution: unknown }>('SELECT attribution FROM leads WHERE id = $1', [id]);
    expect(lead?.attribution).toEqual(attribution);
    const [consent] = await store.db.query<{ text: string }>('SELECT text FROM consents WHERE lead_id = $1', [id]);
    expect(consent?.text).toMatch(/^By submitting, you agree that Grove Harbor Mortgage/);
    const tooLong = await server.submit(post(prequalification({ attribution: { utm_campaign: 'x'.repeat(201) } })));
    expect(tooLong.status).toBe(400);
  });

  it('never logs names, e-mail addresses, phone numbers or message text', async () => {
    const planted = {
      first_name: 'Zebulon',
      last_name: 'Quackenbush',
      email: 'zebulon.q@planted.example',
      phone: '(305) 555-0177',
      additionalInfo: 'secret-message-text-8675309',
    };
    await server.submit(post(prequalification(planted)));
    await server.submit(post(prequalification({ ...planted, email: 'invalid' })));
    await server.submit(post(prequalification({ ...planted, website: 'spam' })));
    await server.drain();
    // Lead ids are random UUIDs, which may contain "305" by chance; only the logged values count.
    const log = logger.lines
      .join('\n')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>');
    expect(log).toContain('"leadId":"<id>"');
    expect(logger.lines.length).toBeGreaterThan(2);
    for (const value of [...Object.values(planted), '305', '0177', 'planted.example']) expect(log).not.toContain(value);
  });

  it('starts delivering right after the answer when asked to', async () => {
    await server.close();
    const delivered: string[] = [];
    server = createServer(testConfig({ outbox: { ...testConfig().outbox, deliverImmediately: true } }), {
      db: store.db,
      logger: memoryLogger(),
      deliverers: { crm: { deliver: async (lead) => (delivered.push(lead.id), { ok: true }) } },
    });
    const id = parse(await server.submit(post(prequalification()))).id;
    await server.idle();
    expect(delivered).toEqual([id]);
    const rows = await store.db.query<{ status: string }>('SELECT status FROM outbox WHERE lead_id = $1', [id]);
    expect(rows).toEqual([{ status: 'delivered' }]);
  });
});
