import type { ServerConfig } from '../config';
import { createServer, type BrokerServer } from '../server';
import { STORE_KINDS, useTestDatabase } from '../testing/databases';
import { memoryLogger, parse, post, prequalification, testConfig, contact } from '../testing/fixtures';
import { parseMail, startReceiver, startSmtp } from '../testing/localServers';
import { emailDeliverer } from './deliverers';
import { verifyWebhook, WEBHOOK_TOLERANCE_SECONDS, signWebhook, type LeadWebhookBody } from './webhook';

const SECRET = 'test-secret-0123456789abcdef0123456789abcdef';
const ATTRIBUTION = {
  utm_source: 'google',
  utm_campaign: 'brickell',
  gclid: 'abc',
  landingPage: '/brickell-mortgage',
  referrer: 'https://www.google.com',
};

describe.each(STORE_KINDS)('Lead deliveries the broker reads (%s)', (kind) => {
  const store = useTestDatabase(kind);
  let server: BrokerServer;
  let logger: ReturnType<typeof memoryLogger>;
  let clock: number;
  const closers: (() => Promise<void>)[] = [];

  beforeEach(async () => {
    // 2:05 PM UTC on 23 November 2026 is 9:05 AM in Miami (EST).
    clock = Date.parse('2026-11-23T14:05:00Z');
  });
  afterEach(async () => {
    await server?.close();
    for (const close of closers.splice(0)) await close();
  });

  function start(overrides: Partial<ServerConfig>) {
    logger = memoryLogger();
    server = createServer(testConfig(overrides), { db: store.db, logger, now: () => clock, random: () => 1 });
    return server;
  }

  async function smtpServer(rejections: number[] = []) {
    const smtp = await startSmtp(rejections);
    closers.push(smtp.close);
    return smtp;
  }

  async function receiver(script: { status: number }[]) {
    const hook = await startReceiver(script);
    closers.push(hook.close);
    return hook;
  }

  it('e-mails an HTML and a text part in Miami time, with labels, the page, attribution and consent', async () => {
    const smtp = await smtpServer();
    start({
      email: { smtp: smtp.settings, to: 'broker@grove.example', from: 'Website <site@grove.example>', timeoutMs: 5000 },
    });
    const id = parse(
      await server.submit(
        post(
          prequalification({ source: '/brickell-mortgage', attribution: ATTRIBUTION, consentVersion: 'en-2026-11-27' }),
        ),
      ),
    ).id as string;
    expect((await server.drain()).delivered).toBe(1);
    const mail = await parseMail(smtp.received[0]!.raw);
    expect(mail.subject).toBe('New pre-qualification: Marisol Quintero-Vega — Purchase');
    expect(mail.from).toBe('site@grove.example');
    expect(mail.to).toEqual(['broker@grove.example']);
    expect(mail.replyTo).toEqual(['marisol.quintero@example.com']);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Nov 23, 2026, 9:05 AM EST');
      expect(part).toContain('Self-Employed');
      expect(part).toContain('Within 60 days');
      expect(part).toContain('Good (680-739)');
      expect(part).toContain('$650,000');
      expect(part).toContain('/brickell-mortgage');
      expect(part).toContain('English');
      expect(part).toContain('brickell');
      expect(part).toContain('abc');
      expect(part).toContain('https://www.google.com');
      expect(part).toContain('en-2026-11-27');
      expect(part).toContain('No automated-contact consent');
      expect(part).toContain(id);
      expect(part).not.toContain('self-employed');
      expect(part).not.toContain('60-days');
    }
    expect(mail.text).not.toContain('CALCULATOR SCENARIO');
    expect(mail.text).toMatch(/Employment status: +Self-Employed/);
    expect(mail.text).toMatch(/Campaign \(utm_campaign\): +brickell/);
    expect(mail.html).toMatch(/<a href="mailto:marisol\.quintero@example\.com">/);
    expect(mail.html).toMatch(/<html lang="en">/);
  });

  it('adds the calculator scenario sent with a pre-qualification, in the broker’s language', async () => {
    const smtp = await smtpServer();
    start({
      brokerLanguage: 'es',
      email: { smtp: smtp.settings, to: 'broker@grove.example', from: 'site@grove.example', timeoutMs: 5000 },
    });
    const scenario = {
      tool: 'payment',
      url: '/es/calculadora?price=400000&down=0&rate=6.5&term=30',
      inputs: { homePrice: 400000, downPayment: 0, rate: 6.5 },
      results: { principalAndInterest: 2528.27, loanAmount: 400000 },
    };
    await server.submit(post(prequalification({ language: 'es', scenario })));
    await server.drain();
    const mail = await parseMail(smtp.received[0]!.raw);
    expect(mail.text).toContain('ESCENARIO DE LA CALCULADORA ENVIADO CON LA SOLICITUD');
    expect(mail.text).toMatch(/Calculadora: +Pago de la hipoteca/);
    expect(mail.text).toMatch(/Escenario: resultados: +loan amount: 400,000\n +principal and interest: 2,528\.27/);
    expect(mail.html).toContain('Escenario de la calculadora enviado con la solicitud');
    expect(mail.html).toContain('/es/calculadora?price=400000&amp;down=0&amp;rate=6.5&amp;term=30');
    expect(mail.html).toContain('down payment: 0<br>home price: 400,000<br>rate: 6.5');
  });

  it('writes the e-mail in the broker’s language, and escapes what the visitor typed', async () => {
    const smtp = await smtpServer();
    start({
      brokerLanguage: 'es',
      email: { smtp: smtp.settings, to: 'broker@grove.example', from: 'site@grove.example', timeoutMs: 5000 },
    });
    await server.submit(post(contact({ message: '<script>alert(1)</script> ¿Refinanciar?' })));
    await server.drain();
    const mail = await parseMail(smtp.received[0]!.raw);
    expect(mail.subject).toBe('Nuevo mensaje de contacto: Teodoro Alcántara — Refinanciamiento');
    expect(mail.text).toContain('23 nov 2026, 9:05 a. m. EST');
    expect(mail.text).toMatch(/Idioma del visitante: +Español/);
    expect(mail.text).toContain('Directo o desconocido');
    expect(mail.text).toContain('No se registró ningún aviso de consentimiento');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; ¿Refinanciar?');
    expect(mail.html).not.toContain('<script>');
  });

  it('never sends over plain SMTP to a server that offers no TLS, unless configured for local use', async () => {
    const smtp = await smtpServer();
    start({
      email: {
        smtp: { ...smtp.settings, insecure: false },
        to: 'broker@grove.example',
        from: 'site@grove.example',
        timeoutMs: 5000,
      },
    });
    await server.submit(post(prequalification()));
    // The server answers STARTTLS with a 5xx: a setting to fix, so the delivery waits for retry-dead.
    expect(await server.drain()).toMatchObject({ delivered: 0, retrying: 0, dead: 1 });
    expect(smtp.received).toHaveLength(0);
    await server.close();
    start({ email: { smtp: smtp.settings, to: 'broker@grove.example', from: 'site@grove.example', timeoutMs: 5000 } });
    expect(await server.retryDead()).toBe(1);
    expect((await server.drain()).delivered).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('posts a signed JSON webhook the receiver verifies, and the receiver sees each lead once after a 500', async () => {
    const hook = await receiver([{ status: 500 }, { status: 200 }]);
    start({ webhook: { url: hook.url, secret: SECRET, timeoutMs: 5000 } });
    const id = parse(
      await server.submit(
        post(
          prequalification({ source: '/brickell-mortgage', attribution: ATTRIBUTION, consentVersion: 'en-2026-11-27' }),
        ),
      ),
    ).id as string;
    const second = parse(
      await server.submit(post(contact({ consentVersion: 'es-2026-11-27', automatedContact: true }))),
    ).id as string;
    // After the 500, the webhook's later rows wait for the next drain, so they keep their order.
    expect(await server.drain()).toMatchObject({ delivered: 0, retrying: 1, dead: 0 });
    clock += 2000;
    expect(await server.drain()).toMatchObject({ delivered: 2, retrying: 0, dead: 0 });
    expect(hook.received).toHaveLength(3);

    // The receiver: verify each request, then act once per delivery id.
    const processed = new Map<string, LeadWebhookBody>();
    for (const request of hook.received) {
      expect(verifyWebhook(SECRET, request.headers, request.body, clock)).toBe(true);
      const body = JSON.parse(request.body) as LeadWebhookBody;
      expect(request.headers['x-webhook-id']).toBe(body.deliveryId);
      expect(request.headers['idempotency-key']).toBe(body.deliveryId);
      expect(request.headers['content-type']).toBe('application/json; charset=utf-8');
      if (!processed.has(body.deliveryId)) processed.set(body.deliveryId, body);
    }
    expect([...processed.keys()].sort()).toEqual([id, second].sort());
    const lead = processed.get(id)!;
    expect(lead).toMatchObject({
      schemaVersion: 2,
      event: 'lead.created',
      leadId: id,
      createdAt: '2026-11-23T14:05:00.000Z',
      createdAtMiami: '2026-11-23 09:05:00',
      form: 'prequalification',
      formLabel: 'Pre-qualification',
      language: 'en',
      page: '/brickell-mortgage',
      fullName: 'Marisol Quintero-Vega',
      email: 'marisol.quintero@example.com',
      details: { employmentStatus: 'self-employed', propertyValue: 650000 },
      detailLabels: { employmentStatus: 'Self-Employed', propertyValue: '$650,000' },
      attribution: ATTRIBUTION,
      consent: {
        version: 'en-2026-11-27',
        automatedContact: false,
        automatedContactLabel: 'No automated-contact consent (box not ticked)',
        language: 'en',
      },
    });
    expect(lead.consent?.sha256).toMatch(/^[0-9a-f]{64}$/);
    const ticked = processed.get(second)?.consent;
    expect(ticked).toMatchObject({ version: 'es-2026-11-27', automatedContact: true });
    expect(ticked?.automatedContactLabel).toBe(`Agreed (ticked the box; wording SHA-256 ${ticked?.sha256})`);
    const rows = await store.db.query<{ status: string }>("SELECT status FROM outbox WHERE destination = 'webhook'");
    expect(rows.map((r) => r.status)).toEqual(['delivered', 'delivered']);
  });

  it('treats a redirect or a 4xx from the webhook as permanent', async () => {
    const hook = await receiver([{ status: 301 }]);
    start({ webhook: { url: hook.url, secret: SECRET, timeoutMs: 5000 } });
    await server.submit(post(prequalification()));
    expect(await server.drain()).toMatchObject({ delivered: 0, retrying: 0, dead: 1 });
    expect(hook.received).toHaveLength(1);
  });

  it('sends the broker one alert e-mail naming the lead id, and no personal data, when a delivery dies', async () => {
    const smtp = await smtpServer();
    const hook = await receiver([{ status: 410 }]);
    start({
      webhook: { url: hook.url, secret: SECRET, timeoutMs: 5000 },
      email: {
        smtp: smtp.settings,
        to: 'broker@grove.example',
        alertTo: 'webmaster@grove.example',
        from: 'site@grove.example',
        timeoutMs: 5000,
      },
    });
    const id = parse(await server.submit(post(prequalification()))).id as string;
    expect(await server.drain()).toMatchObject({ delivered: 1, retrying: 0, dead: 1 });
    expect(await server.drain()).toMatchObject({ delivered: 1, retrying: 0, dead: 0 });
    expect(await server.drain()).toMatchObject({ delivered: 0, retrying: 0, dead: 0 });
    const alerts = smtp.received.filter((m) => m.to.includes('webmaster@grove.example'));
    expect(alerts).toHaveLength(1);
    const alert = await parseMail(alerts[0]!.raw);
    expect(alert.subject).toBe(`Lead delivery failed: ${id}`);
    expect(alert.text).toContain(id);
    expect(alert.text).toContain('Webhook (lead): 1 attempts, last answer 410');
    expect(alert.text).toContain('npm run leads -- retry-dead');
    for (const personal of ['Marisol', 'Quintero', 'marisol.quintero', '555-0199', 'Brickell']) {
      expect(alert.text).not.toContain(personal);
    }
    expect(logger.lines.join('\n')).not.toContain('Marisol');
  });

  it('signs over the timestamp and the body, within a replay window', () => {
    const body = '{"leadId":"x"}';
    const now = Date.parse('2026-11-23T14:05:00Z');
    const timestamp = Math.floor(now / 1000);
    const headers = {
      'x-webhook-timestamp': String(timestamp),
      'x-webhook-signature': signWebhook(SECRET, timestamp, body),
    };
    expect(headers['x-webhook-signature']).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(SECRET, headers, body, now)).toBe(true);
    expect(verifyWebhook(SECRET, headers, body, now + (WEBHOOK_TOLERANCE_SECONDS + 1) * 1000)).toBe(false);
    expect(verifyWebhook(SECRET, headers, '{"leadId":"y"}', now)).toBe(false);
    expect(verifyWebhook(`${SECRET}x`, headers, body, now)).toBe(false);
    expect(verifyWebhook(SECRET, { ...headers, 'x-webhook-timestamp': String(timestamp + 1) }, body, now)).toBe(false);
    expect(
      verifyWebhook(
        SECRET,
        { ...headers, 'x-webhook-signature': `v1=old ${headers['x-webhook-signature']}` },
        body,
        now,
      ),
    ).toBe(true);
  });
});

describe('emailDeliverer', () => {
  it('reports an unreachable mail server as a retry, not a loss', async () => {
    const smtp = await startSmtp();
    await smtp.close();
    const result = await emailDeliverer({
      smtp: smtp.settings,
      to: 'broker@grove.example',
      from: 'site@grove.example',
      timeoutMs: 2000,
    }).deliver(
      {
        id: '00000000-0000-4000-8000-000000000001',
        createdAt: '2026-11-23T14:05:00.000Z',
        formType: 'contact',
        status: 'received',
        language: 'en',
        source: '/contact',
        firstName: 'Ana',
        lastName: null,
        email: 'ana@example.com',
        phone: null,
        payload: {},
        attribution: null,
        consent: null,
        deliveries: [],
        transcript: [],
        doNotContact: [],
      },
      'lead',
    );
    expect(result).toMatchObject({ ok: false, retry: true });
  });
});
