import type { ServerConfig } from '../config';
import { createServer, type BrokerServer } from '../server';
import { STORE_KINDS, useTestDatabase } from '../testing/databases';
import { memoryLogger, parse, post, prequalification, contact, testConfig } from '../testing/fixtures';
import { parseMail, startCrm, startSmtp } from '../testing/localServers';
import { backoffDelay, Outbox } from './outbox';
import { crmDeliverer, parseRetryAfter, type DeliveryResult } from './deliverers';

describe('backoffDelay', () => {
  const settings = { baseDelayMs: 1000, maxDelayMs: 60_000 };

  it('doubles per attempt with half of it random, up to the cap', () => {
    expect(backoffDelay(1, settings, undefined, () => 0)).toBe(500);
    expect(backoffDelay(1, settings, undefined, () => 1)).toBe(1000);
    expect(backoffDelay(4, settings, undefined, () => 1)).toBe(8000);
    expect(backoffDelay(20, settings, undefined, () => 1)).toBe(60_000);
  });

  it('never retries sooner than Retry-After', () => {
    expect(backoffDelay(1, settings, 120_000, () => 0)).toBe(120_000);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('30')).toBe(30_000);
    expect(parseRetryAfter(new Date(Date.now() + 10_000).toUTCString())).toBeGreaterThan(8000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});

describe.each(STORE_KINDS)('Delivery outbox (%s)', (kind) => {
  const store = useTestDatabase(kind);
  let server: BrokerServer;
  let logger: ReturnType<typeof memoryLogger>;
  let clock: number;
  const closers: (() => Promise<void>)[] = [];

  beforeEach(async () => {
    clock = Date.now();
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

  async function outboxRows() {
    return store.db.query<{
      destination: string;
      status: string;
      attempts: number;
      next_attempt_at: Date;
      last_status: number | null;
    }>('SELECT destination, status, attempts, next_attempt_at, last_status FROM outbox ORDER BY id');
  }

  async function crmWith(script: { status: number; headers?: Record<string, string> }[]) {
    const crm = await startCrm(script);
    closers.push(crm.close);
    start({ crm: { endpointUrl: crm.url, timeoutMs: 5000 } });
    return crm;
  }

  it('posts the CRM field names as multipart form data and retries a 5xx with backoff', async () => {
    const crm = await crmWith([{ status: 500 }, { status: 200 }]);
    const id = parse(await server.submit(post(prequalification()))).id;
    expect(await server.drain()).toMatchObject({ delivered: 0, retrying: 1, dead: 0 });
    let [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_status: 500 });
    expect(new Date(row!.next_attempt_at).getTime()).toBe(clock + 1000);
    expect(await server.drain()).toMatchObject({ delivered: 0, retrying: 0, dead: 0 });
    clock += 1000;
    expect(await server.drain()).toMatchObject({ delivered: 1, retrying: 0, dead: 0 });
    [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'delivered', attempts: 2, last_status: 200 });
    expect(crm.received).toHaveLength(2);
    expect(crm.received[1]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(crm.received[1]!.fields).toEqual({
      firstname: 'Marisol',
      lastname: 'Quintero-Vega',
      email: 'marisol.quintero@example.com',
      phone: '(305) 555-0199',
      property_type: 'condo',
      property_value: '650000',
      down_payment: '130000',
      credit_score: 'good',
      annual_income: '145000',
      employment_status: 'self-employed',
      City: 'Brickell',
      loan_purpose: 'purchase',
      timeline: '60-days',
      monthly_debt: '900',
      Message: 'Looking at a two-bedroom unit',
      lead_id: id,
    });
    expect(logger.lines.some((l) => l.includes('outbox.delivered') && l.includes(String(id)))).toBe(true);
  });

  it('sends the contact form fields', async () => {
    const crm = await crmWith([{ status: 204 }]);
    const id = parse(await server.submit(post(contact()))).id;
    await server.drain();
    expect(crm.received[0]!.fields).toEqual({
      firstname: 'Teodoro',
      lastname: 'Alcántara',
      email: 'teo.alcantara@example.com',
      phone: '786-555-0123',
      loan_type: 'refinance',
      Message: 'Quisiera saber si me conviene refinanciar',
      lead_id: id,
    });
  });

  it('honours Retry-After on 429', async () => {
    await crmWith([{ status: 429, headers: { 'Retry-After': '120' } }, { status: 200 }]);
    await server.submit(post(prequalification()));
    await server.drain();
    const [row] = await outboxRows();
    expect(new Date(row!.next_attempt_at).getTime()).toBe(clock + 120_000);
    clock += 60_000;
    expect((await server.drain()).delivered).toBe(0);
    clock += 60_000;
    expect((await server.drain()).delivered).toBe(1);
  });

  it('dead-letters a 4xx other than 429 at once, with a clear log line', async () => {
    const crm = await crmWith([{ status: 422 }]);
    await server.submit(post(prequalification()));
    expect(await server.drain()).toMatchObject({ delivered: 0, retrying: 0, dead: 1 });
    clock += 3_600_000;
    await server.drain();
    expect(crm.received).toHaveLength(1);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'dead', attempts: 1, last_status: 422 });
    const line = logger.lines.find((l) => l.includes('outbox.dead_letter'));
    expect(line).toContain('permanent failure');
    expect(line).toContain('retry-dead');
  });

  it('dead-letters after the attempt limit, and retry-dead puts it back in the queue', async () => {
    const crm = await crmWith([{ status: 503 }, { status: 503 }, { status: 503 }, { status: 200 }]);
    await server.submit(post(prequalification()));
    for (let i = 0; i < 3; i += 1) {
      await server.drain();
      clock += 10 * 60_000;
    }
    expect((await outboxRows())[0]).toMatchObject({ status: 'dead', attempts: 3 });
    expect(logger.lines.filter((l) => l.includes('outbox.dead_letter'))).toHaveLength(1);
    expect(logger.lines.find((l) => l.includes('outbox.dead_letter'))).toContain('gave up after 3 attempts');
    expect(await server.exportLeads({ format: 'csv' })).toMatch(/"Failed","Not configured","Not configured",""\r\n$/);

    expect(await server.retryDead()).toBe(1);
    expect((await outboxRows())[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await server.drain()).delivered).toBe(1);
    expect(crm.received).toHaveLength(4);
  });

  it('retries when the CRM cannot be reached', async () => {
    const crm = await startCrm([{ status: 200 }]);
    await crm.close();
    start({ crm: { endpointUrl: crm.url, timeoutMs: 2000 } });
    await server.submit(post(prequalification()));
    expect(await server.drain()).toMatchObject({ delivered: 0, retrying: 1, dead: 0 });
    expect((await outboxRows())[0]).toMatchObject({ status: 'pending', attempts: 1, last_status: null });
  });

  it('e-mails the broker through SMTP, retrying a temporary refusal', async () => {
    const smtp = await startSmtp([451]);
    closers.push(smtp.close);
    start({
      email: { smtp: smtp.settings, to: 'broker@grove.example', from: 'site@grove.example', timeoutMs: 5000 },
    });
    await server.submit(post(prequalification()));
    expect(await server.drain()).toMatchObject({ delivered: 0, retrying: 1, dead: 0 });
    expect((await outboxRows())[0]).toMatchObject({ destination: 'email', last_status: 451 });
    clock += 1000;
    expect((await server.drain()).delivered).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['broker@grove.example']);
    const mail = await parseMail(smtp.received[0]!.raw);
    expect(mail.subject).toBe('New pre-qualification: Marisol Quintero-Vega — Purchase');
    expect(mail.replyTo).toEqual(['marisol.quintero@example.com']);
    expect(mail.text).toMatch(/Property location: +Brickell/);
  });

  it('dead-letters a permanent SMTP refusal', async () => {
    const smtp = await startSmtp([550]);
    closers.push(smtp.close);
    start({
      email: { smtp: smtp.settings, to: 'broker@grove.example', from: 'site@grove.example', timeoutMs: 5000 },
    });
    await server.submit(post(prequalification()));
    expect(await server.drain()).toMatchObject({ delivered: 0, retrying: 0, dead: 1 });
    expect((await outboxRows())[0]).toMatchObject({ status: 'dead', last_status: 550 });
  });

  it('loses nothing when the process dies between storing and delivering', async () => {
    const crm = await crmWith([{ status: 200 }]);
    const id = parse(await server.submit(post(prequalification()))).id;
    // The process dies: no delivery ran. Another process starts on the same store.
    await server.close();
    start({ crm: { endpointUrl: crm.url, timeoutMs: 5000 } });
    expect((await server.drain()).delivered).toBe(1);
    expect(crm.received).toHaveLength(1);
    const rows = await store.db.query('SELECT status FROM outbox WHERE lead_id = $1', [id]);
    expect(rows).toEqual([{ status: 'delivered' }]);
  });

  it('redelivers a delivery claimed by a drain that died, once its lease has passed', async () => {
    const crm = await crmWith([{ status: 200 }]);
    await server.submit(post(prequalification()));
    const dyingLogger = memoryLogger();
    let endSend: ((result: DeliveryResult) => void) | undefined;
    const dying = new Outbox({
      db: store.db,
      settings: { ...testConfig().outbox, leaseMs: 60_000, sendTimeoutMs: 30_000 },
      logger: dyingLogger,
      now: () => clock,
      // A send that hangs, as in a process that stopped, until the test ends it.
      deliverers: { crm: { deliver: () => new Promise((resolve) => (endSend = resolve)) } },
    });
    const stuck = dying.drain();
    const deadline = Date.now() + 5000;
    while (!endSend) {
      if (Date.now() > deadline) throw new Error('The send did not start');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await server.drain()).delivered).toBe(0);
    clock += 61_000;
    expect((await server.drain()).delivered).toBe(1);
    expect(crm.received).toHaveLength(1);
    // The stuck send ends after all; its lease taken over, its drain records nothing.
    endSend({ ok: true, status: 200 });
    expect(await stuck).toEqual({ delivered: 0, retrying: 0, dead: 0 });
    expect(dyingLogger.lines.some((l) => l.includes('outbox.lease_lost'))).toBe(true);
    expect((await outboxRows())[0]).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('sends a CRM post built by the deliverer on its own', async () => {
    const crm = await startCrm([{ status: 201 }]);
    closers.push(crm.close);
    const result = await crmDeliverer(crm.url, 5000).deliver(
      {
        id: 'x',
        formType: 'chat',
        language: 'en',
        source: 'chat',
        createdAt: new Date().toISOString(),
        firstName: 'Ana',
        lastName: null,
        email: 'ana@example.com',
        phone: '3055550100',
        payload: { propertyType: 'second-home', timeline: 'asap' },
        status: 'received',
        attribution: null,
        consent: null,
        deliveries: [],
        transcript: [],
        doNotContact: [],
      },
      'lead',
    );
    expect(result).toEqual({ ok: true, status: 201 });
    expect(crm.received[0]!.fields).toMatchObject({
      firstname: 'Ana',
      lastname: '',
      property_type: 'second-home',
      timeline: 'asap',
    });
  });
});
