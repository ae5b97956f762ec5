import { clientAddress } from '../http/respond';
import { leadEmail, crmFields, type LeadForDelivery } from '../outbox/message';
import type { Deliverer } from '../outbox/deliverers';
import type { ServerConfig } from '../config';
import { createServer, type BrokerServer } from '../server';
import { STORE_KINDS, useTestDatabase } from '../testing/databases';
import { contact, memoryLogger, parse, post, prequalification, testConfig } from '../testing/fixtures';

const NUL = '\u0000';
const LONE_SURROGATE = '\uD83C';

describe.each(STORE_KINDS)('POST /api/submit with hostile input (%s)', (kind) => {
  const store = useTestDatabase(kind);
  let server: BrokerServer;
  let clock: number;
  let delivered: LeadForDelivery[];

  function start(overrides: Partial<ServerConfig> = {}) {
    delivered = [];
    const recorder: Deliverer = { deliver: async (lead) => (delivered.push(lead), { ok: true }) };
    server = createServer(testConfig(overrides), {
      db: store.db,
      logger: memoryLogger(),
      now: () => clock,
      deliverers: { crm: recorder },
    });
  }

  beforeEach(async () => {
    clock = Date.now();
    start();
  });
  afterEach(async () => {
    await server.close();
  });

  const prequalificationText = ['first_name', 'last_name', 'propertyLocation', 'monthlyDebt', 'additionalInfo'];
  const contactText = ['first_name', 'last_name', 'message'];

  it.each([
    ...prequalificationText.map((field) => ['Pre-qualification', field] as const),
    ...contactText.map((field) => ['Contact', field] as const),
  ])('stores a %s lead with NUL and an unpaired surrogate in %s, both cleaned', async (form, field) => {
    const base = form === 'Contact' ? contact() : prequalification();
    const value = `Ana${NUL} Mar${LONE_SURROGATE}ía`;
    const response = await server.submit(post({ ...base, [field]: value }));
    expect(response.status).toBe(200);
    const [row] = await store.db.query<{ first_name: string; last_name: string; payload: unknown }>(
      'SELECT first_name, last_name, payload FROM leads',
    );
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('\\u0000');
    expect(stored).toContain('Ana Mar\uFFFDía');
  });

  it.each([
    ...Object.keys(prequalification()).map((field) => ['Pre-qualification', field] as const),
    ...Object.keys(contact()).map((field) => ['Contact', field] as const),
  ])('answers a %s with NUL or a lone surrogate in %s with 2xx or 4xx, never 5xx', async (form, field) => {
    const base = form === 'Contact' ? contact() : prequalification();
    const original = base[field];
    for (const bad of [NUL, LONE_SURROGATE, `\uDC00${NUL}\uD800`]) {
      const value = typeof original === 'string' ? `${original.slice(0, 3)}${bad}${original.slice(3)}` : bad;
      const response = await server.submit(
        post({ ...base, [field]: value, idempotencyKey: `k${Math.random()}`.replace('.', '') }),
      );
      expect([200, 400]).toContain(response.status);
    }
  });

  it('removes line breaks from single-line fields before they reach the CRM and the e-mail', async () => {
    const body = prequalification({
      first_name: 'Eve\r\nBcc: attacker@evil.example',
      last_name: 'Smith\rX-Injected: 1',
      propertyLocation: 'Brickell\n\nSubject: free money',
      additionalInfo: 'Line one\r\nLine two',
    });
    expect((await server.submit(post(body))).status).toBe(200);
    await server.drain();
    const [lead] = delivered;
    expect(lead!.firstName).toBe('Eve Bcc: attacker@evil.example');
    for (const [name, value] of crmFields(lead!)) {
      if (name !== 'Message') expect(value).not.toMatch(/[\r\n]/);
    }
    const { text } = leadEmail(lead!, 'lead');
    expect(text.split('\n').filter((line) => /^(Bcc|X-Injected|Subject):/.test(line))).toEqual([]);
    expect(text).toMatch(/Additional information: +Line one\n +Line two\n/);
  });

  it('removes bidi overrides and zero-width characters from single-line fields, so the broker reads what was typed', async () => {
    const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF\u061C]/;
    const body = prequalification({
      // Shown as "Anaexe.jpg" where the override is honoured.
      first_name: 'Ana\u202Egpj.exe',
      last_name: '\uFEFFP\u200Bérez\u200F',
      email: 'ana\u200C@example.com',
      phone: '305\u2066555\u20690100\u061C',
      propertyLocation: '\u202ABrickell\u202C',
      additionalInfo: 'Line one\u202E',
    });
    expect((await server.submit(post(body))).status).toBe(200);
    await server.drain();
    const [lead] = delivered;
    expect(lead).toMatchObject({ firstName: 'Anagpj.exe', lastName: 'Pérez', email: 'ana@example.com' });
    expect(lead!.phone).toBe('3055550100');
    expect(lead!.payload.propertyLocation).toBe('Brickell');
    for (const [name, value] of crmFields(lead!)) {
      if (name !== 'Message') expect([name, value]).toEqual([name, expect.not.stringMatching(INVISIBLE)]);
    }
    const { subject, text, html } = leadEmail(lead!, 'lead');
    expect(subject).not.toMatch(INVISIBLE);
    expect(text).toContain('Anagpj.exe');
    expect(html).toContain('Anagpj.exe');
    const csv = await server.exportLeads({ format: 'csv' });
    expect(csv).toContain('Anagpj.exe');
    expect(
      csv
        .split('\n')
        .slice(1)
        .join('\n')
        .replace(/Line one\u202E/, ''),
    ).not.toMatch(INVISIBLE);
  });

  it('answers 422 when an idempotency key comes back with a different submission, keeping the first', async () => {
    const first = prequalification();
    const id = parse(await server.submit(post(first))).id;
    // The browser resending the same submission later (even with a new timestamp) gets the same answer.
    const resend = await server.submit(
      post({ ...first, ts: new Date(Date.parse(first.ts as string) + 5000).toISOString() }),
    );
    expect(resend.status).toBe(200);
    expect(parse(resend).id).toBe(id);
    const reused = await server.submit(post({ ...first, first_name: 'Someone', email: 'someone@else.example' }));
    expect(reused.status).toBe(422);
    expect(parse(reused)).toMatchObject({
      ok: false,
      error: 'idempotency_conflict',
      errors: { form: expect.stringContaining('(305) 555-0142') },
    });
    const rows = await store.db.query<{ first_name: string }>('SELECT first_name FROM leads');
    expect(rows).toEqual([{ first_name: 'Marisol' }]);
  });

  it('keeps only a bounded summary of a spam submission', async () => {
    let nested: unknown = 'x';
    for (let i = 0; i < 1500; i += 1) nested = [nested, i];
    const body = { ...prequalification({ website: 'http://spam.example' }), junk: nested, pad: 'y'.repeat(3000) };
    const text = JSON.stringify(body);
    expect(text.length).toBeLessThan(16 * 1024);
    expect((await server.submit(post(text))).status).toBe(200);
    const [row] = await store.db.query<{ status: string; payload: unknown }>('SELECT status, payload FROM leads');
    expect(row!.status).toBe('spam');
    const payload = typeof row!.payload === 'string' ? JSON.parse(row!.payload) : row!.payload;
    expect(JSON.stringify(payload).length).toBeLessThanOrEqual(4100);
    expect(payload).toMatchObject({ formType: 'Pre-qualification', omitted: 1 });
    expect(payload.pad).toHaveLength(300);
    const exported = await server.exportLeads({ format: 'csv', includeSpam: true });
    expect(exported.length).toBeLessThan(10_000);
  });

  describe('rate limits', () => {
    const limits = (max: number, windowMs = 60_000) => ({
      limits: { ...testConfig().limits, submitPerAddress: { max, windowMs } },
    });

    it('count accepted submissions only, not refused ones', async () => {
      await server.close();
      start(limits(2));
      for (let i = 0; i < 5; i += 1) {
        expect((await server.submit(post(prequalification({ email: 'not-an-email' })))).status).toBe(400);
      }
      expect((await server.submit(post(prequalification()))).status).toBe(200);
      const body = prequalification();
      expect((await server.submit(post(body))).status).toBe(200);
      // A resend of a stored submission is not a new one.
      expect((await server.submit(post(body))).status).toBe(200);
      const third = await server.submit(post(prequalification()));
      expect(third.status).toBe(429);
    });

    it('use a sliding window: no burst passes across a window boundary', async () => {
      await server.close();
      start(limits(2, 60_000));
      clock = Math.floor(clock / 60_000) * 60_000 + 59_000; // one second before a fixed window would end
      expect((await server.submit(post(prequalification()))).status).toBe(200);
      expect((await server.submit(post(prequalification()))).status).toBe(200);
      clock += 2000; // a fixed window would have started over here
      const refused = await server.submit(post(prequalification()));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['Retry-After'])).toBe(58);
      clock += 58_000;
      expect((await server.submit(post(prequalification()))).status).toBe(200);
    });

    it('behind a proxy, count the right-most address the proxy added, not what the client wrote', async () => {
      await server.close();
      start({ ...limits(1), clientAddress: { from: 'x-forwarded-for', trustedHops: 1 } });
      const from = (spoofed: string) =>
        post(prequalification(), { 'x-forwarded-for': `${spoofed}, 203.0.113.9` }, '10.0.0.2');
      expect((await server.submit(from('192.0.2.1'))).status).toBe(200);
      expect((await server.submit(from('192.0.2.2'))).status).toBe(429);
      expect(
        (await server.submit(post(prequalification(), { 'x-forwarded-for': '198.51.100.4' }, '10.0.0.2'))).status,
      ).toBe(200);
    });
  });

  describe('the Origin check', () => {
    const withOrigin = (origin: string, protocol?: 'http' | 'https', host = 'www.grove.example') => ({
      ...post(prequalification(), { origin, host }),
      protocol,
    });

    it('refuses a plain-http page of the same host posting over https', async () => {
      expect((await server.submit(withOrigin('http://www.grove.example', 'https'))).status).toBe(403);
      expect((await server.submit(withOrigin('https://www.grove.example', 'https'))).status).toBe(200);
      expect((await server.submit(withOrigin('ftp://www.grove.example', 'https'))).status).toBe(403);
      // Plain http end to end, or https ended by a proxy in front.
      expect((await server.submit(withOrigin('http://www.grove.example', 'http'))).status).toBe(200);
      expect((await server.submit(withOrigin('https://www.grove.example', 'http'))).status).toBe(200);
    });

    it('trusts the forwarded scheme only from the host or proxy the address comes from', async () => {
      const behindProxy = (origin: string) => ({
        ...post(prequalification(), { origin, host: 'www.grove.example', 'x-forwarded-proto': 'https' }),
        protocol: 'http' as const,
      });
      expect((await server.submit(behindProxy('http://www.grove.example'))).status).toBe(200);
      await server.close();
      start({ clientAddress: { from: 'netlify', trustedHops: 1 } });
      expect((await server.submit(behindProxy('http://www.grove.example'))).status).toBe(403);
      expect((await server.submit(behindProxy('https://www.grove.example'))).status).toBe(200);
    });

    it('accepts plain http only on a loopback host when the scheme is unknown', async () => {
      expect((await server.submit(withOrigin('http://www.grove.example'))).status).toBe(403);
      expect((await server.submit(withOrigin('https://www.grove.example'))).status).toBe(200);
      expect((await server.submit(withOrigin('http://localhost:9000', undefined, 'localhost:9000'))).status).toBe(200);
    });
  });
});

describe('clientAddress', () => {
  const request = (headers: Record<string, string>, ip = '10.0.0.2') => ({ method: 'POST', url: '/', headers, ip });

  it('reads the socket by default, whatever the headers say', () => {
    expect(
      clientAddress(request({ 'x-forwarded-for': '1.1.1.1', 'x-nf-client-connection-ip': '2.2.2.2' }), {
        from: 'socket',
        trustedHops: 1,
      }),
    ).toBe('10.0.0.2');
  });

  it('reads the header Netlify sets on Netlify', () => {
    expect(
      clientAddress(request({ 'x-forwarded-for': '1.1.1.1', 'x-nf-client-connection-ip': '2.2.2.2' }), {
        from: 'netlify',
        trustedHops: 1,
      }),
    ).toBe('2.2.2.2');
    expect(clientAddress(request({}), { from: 'netlify', trustedHops: 1 })).toBe('10.0.0.2');
  });

  it('reads the right-most hop not added by a trusted proxy', () => {
    const settings = (trustedHops: number) => ({ from: 'x-forwarded-for' as const, trustedHops });
    expect(clientAddress(request({ 'x-forwarded-for': 'spoofed, 198.51.100.7' }), settings(1))).toBe('198.51.100.7');
    expect(clientAddress(request({ 'x-forwarded-for': 'spoofed, 198.51.100.7, 10.1.1.1' }), settings(2))).toBe(
      '198.51.100.7',
    );
    expect(clientAddress(request({ 'x-forwarded-for': '198.51.100.7' }), settings(3))).toBe('198.51.100.7');
    expect(clientAddress(request({}), settings(1))).toBe('10.0.0.2');
  });
});
