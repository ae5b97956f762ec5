import type { ContactPayload } from '../validation';
import { memoryStorage, testServer } from '../testing/testServer';
import { createSubmissionQueue, retryAfterMs, SUBMISSION_QUEUE_KEY } from './submissionQueue';

function contact(idempotencyKey: string, overrides: Partial<ContactPayload> = {}): ContactPayload {
  return {
    formType: 'Contact',
    first_name: 'John',
    last_name: 'Smith',
    email: 'john@example.com',
    phone: '',
    loanType: '',
    message: 'Call me',
    language: 'en',
    source: '/contact',
    ts: '2025-01-15T14:03:00.000Z',
    idempotencyKey,
    ...overrides,
  };
}

const stored = (leadId: string) => ({ status: 201, body: { ok: true, leadId } });

describe('createSubmissionQueue', () => {
  it('reports a lead as stored only when the server says so', async () => {
    const server = testServer(stored('lead_1'));
    const queue = createSubmissionQueue({ storage: memoryStorage(), fetch: server.fetch });
    expect(await queue.submit(contact('key-00000001'))).toEqual({ status: 'stored', leadId: 'lead_1' });
    expect(server.calls[0]?.url).toBe('/api/submit');
    expect(server.calls[0]?.body.idempotencyKey).toBe('key-00000001');
    expect(queue.pending()).toBe(0);
  });

  it('accepts a success answer that does not name the lead', async () => {
    const server = testServer({ status: 200, text: 'OK' });
    const queue = createSubmissionQueue({ storage: memoryStorage(), fetch: server.fetch });
    expect(await queue.submit(contact('key-00000001'))).toEqual({ status: 'stored', leadId: null });
  });

  it.each([
    ['the network is down', 'offline' as const],
    ['the server fails', { status: 500 }],
    ['the server is rate limiting', { status: 429, headers: { 'Retry-After': '60' } }],
    ['the function is missing', { status: 404 }],
  ])('keeps the submission with its key when %s', async (_situation, reply) => {
    const storage = memoryStorage();
    const onChange = jest.fn();
    const queue = createSubmissionQueue({ storage, fetch: testServer(reply).fetch, now: () => 1000, onChange });
    expect(await queue.submit(contact('key-00000001'))).toMatchObject({ status: 'queued' });
    expect(JSON.parse(storage.getItem(SUBMISSION_QUEUE_KEY)!)).toEqual([
      { payload: contact('key-00000001'), queuedAt: 1000 },
    ]);
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('does not resend a rejected submission and returns the server’s messages', async () => {
    const storage = memoryStorage();
    const server = testServer({ status: 422, body: { ok: false, error: 'validation', fieldErrors: { email: 'Bad' } } });
    const queue = createSubmissionQueue({ storage, fetch: server.fetch });
    expect(await queue.submit(contact('key-00000001'))).toEqual({ status: 'rejected', fieldErrors: { email: 'Bad' } });
    expect(queue.pending()).toBe(0);
    expect(storage.getItem(SUBMISSION_QUEUE_KEY)).toBeNull();
  });

  it('explains a rejection without messages in the payload’s language', async () => {
    const queue = createSubmissionQueue({
      storage: memoryStorage(),
      fetch: testServer({ status: 400, text: 'Bad' }).fetch,
    });
    expect(await queue.submit(contact('key-00000001', { language: 'es' }))).toEqual({
      status: 'rejected',
      fieldErrors: { form: 'No se pudo enviar este formulario. Vuelva a cargar la página e inténtelo de nuevo.' },
    });
    const fromSource = contact('key-00000002', { language: 'xx' as 'es', source: '/es/contacto' });
    const again = createSubmissionQueue({ storage: memoryStorage(), fetch: testServer({ status: 413 }).fetch });
    expect(await again.submit(fromSource)).toMatchObject({
      fieldErrors: { form: expect.stringContaining('No se pudo') },
    });
    const neither = contact('key-00000003', { language: 'xx' as 'es', source: 42 as unknown as string });
    const third = createSubmissionQueue({ storage: memoryStorage(), fetch: testServer({ status: 413 }).fetch });
    expect(await third.submit(neither)).toMatchObject({
      fieldErrors: { form: expect.stringContaining('could not be sent') },
    });
  });

  it('fails honestly when there is no storage to queue in', async () => {
    const queue = createSubmissionQueue({ storage: null, fetch: testServer('offline').fetch });
    expect(await queue.submit(contact('key-00000001'))).toEqual({ status: 'failed' });
    expect(queue.pending()).toBe(0);
  });

  it('fails honestly when storage refuses the write or silently drops it', async () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const queue = createSubmissionQueue({ storage: full, fetch: testServer('offline').fetch });
    expect(await queue.submit(contact('key-00000001'))).toEqual({ status: 'failed' });

    const forgetful = { getItem: () => null, setItem: () => undefined };
    const other = createSubmissionQueue({ storage: forgetful, fetch: testServer('offline').fetch });
    expect(await other.submit(contact('key-00000001'))).toEqual({ status: 'failed' });
  });

  it('ignores unreadable storage', async () => {
    const storage = memoryStorage({ [SUBMISSION_QUEUE_KEY]: '{not json' });
    const queue = createSubmissionQueue({ storage, fetch: testServer().fetch });
    expect(queue.pending()).toBe(0);
    storage.setItem(SUBMISSION_QUEUE_KEY, JSON.stringify([{ payload: 'x', queuedAt: 1 }, null, { queuedAt: 2 }]));
    expect(queue.pending()).toBe(0);
    storage.setItem(SUBMISSION_QUEUE_KEY, JSON.stringify({ items: [] }));
    expect(queue.pending()).toBe(0);
  });

  it('keeps one entry per idempotency key when the same submission is queued again', async () => {
    const storage = memoryStorage();
    const queue = createSubmissionQueue({ storage, fetch: testServer('offline', 'offline').fetch });
    await queue.submit(contact('key-00000001'));
    await queue.submit(contact('key-00000001'));
    expect(queue.pending()).toBe(1);
  });

  it('resends waiting submissions oldest first with their original keys until the server stores them', async () => {
    const storage = memoryStorage();
    let clock = 0;
    const offline = createSubmissionQueue({
      storage,
      fetch: testServer('offline', 'offline').fetch,
      now: () => (clock += 1),
    });
    await offline.submit(contact('key-00000001'));
    await offline.submit(contact('key-00000002'));

    // The next page load: a new queue over the same storage.
    const server = testServer(stored('lead_1'), stored('lead_2'));
    const onChange = jest.fn();
    const online = createSubmissionQueue({ storage, fetch: server.fetch, onChange });
    expect(online.pending()).toBe(2);
    expect(await online.flush()).toEqual({ sent: 2, rejected: [], remaining: 0, retryAfterMs: null });
    expect(server.calls.map((c) => c.body.idempotencyKey)).toEqual(['key-00000001', 'key-00000002']);
    expect(onChange.mock.calls).toEqual([[1], [0]]);
  });

  it('stops at the first submission that still cannot be delivered', async () => {
    const storage = memoryStorage();
    const offline = createSubmissionQueue({ storage, fetch: testServer('offline', 'offline').fetch });
    await offline.submit(contact('key-00000001'));
    await offline.submit(contact('key-00000002'));

    const server = testServer({ status: 503 });
    const flaky = createSubmissionQueue({ storage, fetch: server.fetch });
    expect(await flaky.flush()).toEqual({ sent: 0, rejected: [], remaining: 2, retryAfterMs: null });
    expect(server.calls).toHaveLength(1);
  });

  it('drops and reports a waiting submission the server refuses', async () => {
    const storage = memoryStorage();
    const offline = createSubmissionQueue({ storage, fetch: testServer('offline', 'offline').fetch });
    await offline.submit(contact('key-00000001'));
    await offline.submit(contact('key-00000002'));

    const server = testServer({ status: 422, body: { fieldErrors: { phone: 'Bad phone' } } }, stored('lead_2'));
    const queue = createSubmissionQueue({ storage, fetch: server.fetch });
    expect(await queue.flush()).toEqual({
      sent: 1,
      rejected: [{ idempotencyKey: 'key-00000001', formType: 'Contact', fieldErrors: { phone: 'Bad phone' } }],
      remaining: 0,
      retryAfterMs: null,
    });
  });

  it('runs one flush at a time when online and page load fire together', async () => {
    const storage = memoryStorage();
    const offline = createSubmissionQueue({ storage, fetch: testServer('offline').fetch });
    await offline.submit(contact('key-00000001'));

    const server = testServer(stored('lead_1'));
    const queue = createSubmissionQueue({ storage, fetch: server.fetch });
    const [first, second] = await Promise.all([queue.flush(), queue.flush()]);
    expect(first).toBe(second);
    expect(server.calls).toHaveLength(1);
    expect(await queue.flush()).toEqual({ sent: 0, rejected: [], remaining: 0, retryAfterMs: null });
  });

  it('posts to a custom endpoint and storage key', async () => {
    const storage = memoryStorage();
    const server = testServer('offline');
    const queue = createSubmissionQueue({ storage, fetch: server.fetch, endpoint: '/x/submit', storageKey: 'k' });
    await queue.submit(contact('key-00000001'));
    expect(server.calls[0]?.url).toBe('/x/submit');
    expect(storage.getItem('k')).not.toBeNull();
  });

  it.each([
    ['the browser is offline', 'offline' as const, false, 'offline'],
    ['the connection is refused while online', 'offline' as const, true, 'server'],
    ['the server answers 500 while online', { status: 500 }, true, 'server'],
    ['the server answers 503 while online', { status: 503 }, true, 'server'],
    ['the server answers 429 while online', { status: 429, headers: { 'Retry-After': '30' } }, true, 'server'],
  ])('says why a submission waits when %s', async (_situation, reply, online, reason) => {
    const queue = createSubmissionQueue({
      storage: memoryStorage(),
      fetch: testServer(reply).fetch,
      isOnline: () => online,
    });
    expect(await queue.submit(contact('key-00000001'))).toMatchObject({ status: 'queued', reason });
  });

  it('blames the server when it is not told whether the browser is online', async () => {
    const queue = createSubmissionQueue({ storage: memoryStorage(), fetch: testServer({ status: 502 }).fetch });
    expect(await queue.submit(contact('key-00000001'))).toMatchObject({ status: 'queued', reason: 'server' });
  });

  it('settles a queued submission’s delivery when a later flush stores it', async () => {
    const server = testServer({ status: 503 }, { status: 201, body: { ok: true, leadId: 'lead_9' } });
    const queue = createSubmissionQueue({ storage: memoryStorage(), fetch: server.fetch });
    const outcome = await queue.submit(contact('key-00000001'));
    if (outcome.status !== 'queued') throw new Error(`expected queued, got ${outcome.status}`);
    const settled = jest.fn();
    void outcome.delivery.then(settled);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    await queue.flush();
    await expect(outcome.delivery).resolves.toEqual({ status: 'stored', leadId: 'lead_9' });
  });

  it('settles a queued submission’s delivery with the server’s refusal', async () => {
    const server = testServer('offline', { status: 422, body: { fieldErrors: { email: 'Bad e-mail' } } });
    const queue = createSubmissionQueue({ storage: memoryStorage(), fetch: server.fetch });
    const outcome = await queue.submit(contact('key-00000001'));
    if (outcome.status !== 'queued') throw new Error(`expected queued, got ${outcome.status}`);
    await queue.flush();
    await expect(outcome.delivery).resolves.toEqual({ status: 'rejected', fieldErrors: { email: 'Bad e-mail' } });
  });

  it('settles the delivery and stops waiting when the same submission is sent again and stored', async () => {
    const server = testServer('offline', { status: 201, body: { ok: true, leadId: 'lead_2' } });
    const queue = createSubmissionQueue({ storage: memoryStorage(), fetch: server.fetch });
    const first = await queue.submit(contact('key-00000001'));
    if (first.status !== 'queued') throw new Error(`expected queued, got ${first.status}`);
    expect(await queue.submit(contact('key-00000001'))).toEqual({ status: 'stored', leadId: 'lead_2' });
    await expect(first.delivery).resolves.toEqual({ status: 'stored', leadId: 'lead_2' });
    expect(queue.pending()).toBe(0);
  });

  it('reports the server’s Retry-After, in seconds or as a date, with what still waits', async () => {
    const storage = memoryStorage();
    const offline = createSubmissionQueue({ storage, fetch: testServer('offline').fetch });
    await offline.submit(contact('key-00000001'));
    const limited = createSubmissionQueue({
      storage,
      fetch: testServer({ status: 429, headers: { 'Retry-After': '120' } }).fetch,
    });
    expect(await limited.flush()).toEqual({ sent: 0, rejected: [], remaining: 1, retryAfterMs: 120_000 });
    const now = Date.parse('2026-11-23T15:00:00Z');
    const busy = createSubmissionQueue({
      storage,
      now: () => now,
      fetch: testServer({ status: 503, headers: { 'Retry-After': 'Mon, 23 Nov 2026 15:00:45 GMT' } }).fetch,
    });
    expect(await busy.flush()).toMatchObject({ remaining: 1, retryAfterMs: 45_000 });
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, and ignores what it cannot read', () => {
    const now = Date.parse('2026-11-23T15:00:00Z');
    expect(retryAfterMs('7', now)).toBe(7000);
    expect(retryAfterMs('Mon, 23 Nov 2026 15:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 14:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});
