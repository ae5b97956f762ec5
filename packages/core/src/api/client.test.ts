import { globalTimers, memoryStorage, testServer } from '../testing/testServer';
import { createChatClient } from './chatClient';
import { createApiClient } from './client';
import { createSubmissionQueue } from './submissionQueue';
import { submitContact } from './submitForms';
import type { ContactFormValues, PrequalificationFormValues } from './payloads';

const NOW = Date.UTC(2025, 0, 15, 14, 3);

function client(server: ReturnType<typeof testServer>, storage = memoryStorage()) {
  let n = 0;
  return createApiClient({
    fetch: server.fetch,
    storage,
    now: () => NOW,
    randomUUID: () => `uuid-000000${(n += 1)}`,
  });
}

const lead = {
  name: 'María Pérez',
  email: 'maria@example.com',
  phone: '786-555-0199',
  propertyType: 'second-home' as const,
};

describe('createApiClient: chat', () => {
  it('sends a message and returns the answer and session', async () => {
    const server = testServer({ status: 200, body: { response: 'Hello!', sessionId: 's-1', extra: true } });
    const result = await client(server).sendChatMessage({ message: ' Hi ', sessionId: null, language: 'en' });
    expect(result).toEqual({ ok: true, data: { response: 'Hello!', sessionId: 's-1' } });
    expect(server.calls[0]).toMatchObject({
      url: '/api/chat',
      body: { message: ' Hi ', sessionId: null, userInfo: null, language: 'en' },
    });
  });

  it('checks the message before calling the server', async () => {
    const server = testServer();
    const result = await client(server).sendChatMessage({ message: '   ', sessionId: 's-1', language: 'es' });
    expect(result).toEqual({ ok: false, kind: 'validation', fieldErrors: { message: 'Escriba un mensaje.' } });
    expect(server.calls).toHaveLength(0);
  });

  it('tells an answer without a response (server) from one it cannot read (network)', async () => {
    const server = testServer({ status: 200, body: { sessionId: 's-1' } }, { status: 200, text: 'oops' });
    const api = client(server);
    expect(await api.sendChatMessage({ message: 'Hi', sessionId: null, language: 'en' })).toEqual({
      ok: false,
      kind: 'server',
      status: 200,
    });
    expect(await api.sendChatMessage({ message: 'Hi', sessionId: null, language: 'en' })).toEqual({
      ok: false,
      kind: 'network',
      status: 200,
    });
  });

  it('reports network failures, server errors and rate limits without throwing', async () => {
    const server = testServer(
      'offline',
      { status: 500, body: { ok: false, error: 'server' } },
      {
        status: 429,
        headers: { 'Retry-After': '30' },
      },
    );
    const api = client(server);
    const send = () => api.sendChatMessage({ message: 'Hi', sessionId: 's-1', language: 'en' });
    expect(await send()).toEqual({ ok: false, kind: 'network' });
    expect(await send()).toEqual({ ok: false, kind: 'server', status: 500 });
    expect(await send()).toEqual({ ok: false, kind: 'rate_limited', retryAfterSeconds: 30 });
  });

  it('turns 413 and 400 answers into field errors', async () => {
    const server = testServer(
      { status: 413 },
      { status: 400, body: { fieldErrors: { sessionId: 'Unknown session' } } },
      {
        status: 422,
      },
    );
    const api = client(server);
    const send = () => api.sendChatMessage({ message: 'Hi', sessionId: 's-1', language: 'en' });
    expect(await send()).toEqual({
      ok: false,
      kind: 'validation',
      fieldErrors: { message: 'Use at most 2,000 characters.' },
    });
    expect(await send()).toEqual({ ok: false, kind: 'validation', fieldErrors: { sessionId: 'Unknown session' } });
    expect(await send()).toEqual({
      ok: false,
      kind: 'validation',
      fieldErrors: { message: 'This form could not be sent. Reload the page and try again.' },
    });
  });

  it('ends the conversation with the fixed message, keepalive and the action', async () => {
    const server = testServer({ status: 200, text: '' });
    expect(await client(server).endChat({ sessionId: 's-1', userInfo: lead, language: 'es' })).toEqual({
      ok: true,
      data: null,
    });
    expect(server.calls[0]?.body).toEqual({
      message: 'END_CONVERSATION',
      sessionId: 's-1',
      userInfo: lead,
      action: 'end_conversation',
      language: 'es',
    });
    expect(server.calls[0]?.init.keepalive).toBe(true);
  });

  it('captures a chat lead and reports failures', async () => {
    const server = testServer(
      { status: 201, body: { response: 'Thanks', sessionId: 's-1', leadId: 'lead_9' } },
      'offline',
    );
    const api = client(server);
    expect(await api.captureChatLead({ sessionId: 's-1', userInfo: lead, language: 'en' })).toEqual({
      ok: true,
      data: { leadId: 'lead_9', response: 'Thanks' },
    });
    expect(server.calls[0]?.body).toMatchObject({ message: 'LEAD_CAPTURED', action: 'lead_capture', userInfo: lead });
    expect(await api.captureChatLead({ sessionId: 's-1', userInfo: lead, language: 'en' })).toEqual({
      ok: false,
      kind: 'network',
    });
    expect(await api.endChat({ sessionId: 's-1', language: 'en' })).toEqual({ ok: false, kind: 'server', status: 500 });
  });

  it('checks the lead form before sending it', async () => {
    const server = testServer();
    const result = await client(server).captureChatLead({
      sessionId: 's-1',
      userInfo: { ...lead, email: 'maria' },
      language: 'en',
    });
    expect(result).toEqual({
      ok: false,
      kind: 'validation',
      fieldErrors: { 'userInfo.email': 'Enter a valid e-mail address, such as name@example.com.' },
    });
    expect(server.calls).toHaveLength(0);
  });

  it('prefixes the base URL', async () => {
    const server = testServer({ status: 200, body: { response: 'Hi', sessionId: 's' } });
    const api = createApiClient({ fetch: server.fetch, baseUrl: 'https://example.com/' });
    await api.sendChatMessage({ message: 'Hi', sessionId: null, language: 'en' });
    expect(server.calls[0]?.url).toBe('https://example.com/api/chat');
  });
});

const prequalification: PrequalificationFormValues = {
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana@example.com',
  phone: '305-555-0123',
  propertyType: 'condo',
  propertyValue: '450,000',
  downPayment: '',
  creditScore: 'good',
  annualIncome: '120000',
  monthlyDebt: '',
  employmentStatus: 'employed',
  propertyLocation: '',
  loanPurpose: 'purchase',
  timeline: '',
  additionalInfo: '',
};

const contactForm: ContactFormValues = {
  name: 'John Paul Smith',
  email: 'john@example.com',
  phone: '',
  loanType: 'refinance',
  message: 'Please call me.',
};

describe('createApiClient: forms', () => {
  it('sends the pre-qualification payload with a key and the time of sending', async () => {
    const server = testServer({ status: 201, body: { ok: true, leadId: 'lead_1' } });
    const outcome = await client(server).submitPrequalification(prequalification, { language: 'es', source: '/es' });
    expect(outcome).toEqual({ status: 'stored', leadId: 'lead_1', idempotencyKey: 'uuid-0000001' });
    expect(server.calls[0]).toMatchObject({
      url: '/api/submit',
      body: {
        formType: 'Pre-qualification',
        first_name: 'Ana',
        last_name: 'García',
        propertyValue: '450,000',
        language: 'es',
        source: '/es',
        ts: '2025-01-15T14:03:00.000Z',
        idempotencyKey: 'uuid-0000001',
      },
    });
  });

  it('splits the contact name and reports errors under the form’s field names', async () => {
    const server = testServer({ status: 201, body: { ok: true, leadId: 'lead_2' } });
    const api = client(server);
    expect(await api.submitContact(contactForm, { language: 'en', source: '/contact' })).toMatchObject({
      status: 'stored',
    });
    expect(server.calls[0]?.body).toMatchObject({ first_name: 'John', last_name: 'Paul Smith', loanType: 'refinance' });

    expect(await api.submitContact({ ...contactForm, name: '  ' }, { language: 'es', source: '/es/contacto' })).toEqual(
      {
        status: 'rejected',
        fieldErrors: { name: 'Escriba su nombre completo.' },
        idempotencyKey: 'uuid-0000002',
      },
    );
    expect(
      await api.submitPrequalification({ ...prequalification, firstName: '' }, { language: 'en', source: '/' }),
    ).toMatchObject({ status: 'rejected', fieldErrors: { firstName: 'Enter your first name.' } });
    expect(server.calls).toHaveLength(1);
  });

  it('sends a calculator scenario with the lead, and leaves out one that fails its check', async () => {
    const server = testServer(
      { status: 201, body: { ok: true, leadId: 'lead_5' } },
      { status: 201, body: { ok: true, leadId: 'lead_6' } },
    );
    const api = client(server);
    const scenario = {
      tool: 'payment' as const,
      url: '/calculator?price=450000',
      inputs: { homePrice: 450000 },
      results: { totalPayment: 2900.12 },
    };
    expect(
      await api.submitPrequalification({ ...prequalification, scenario }, { language: 'en', source: '/calculator' }),
    ).toMatchObject({ status: 'stored' });
    expect(server.calls[0]?.body).toMatchObject({ scenario });
    const broken = { ...scenario, results: { totalPayment: Number.NaN } };
    expect(
      await api.submitPrequalification(
        { ...prequalification, scenario: broken },
        { language: 'en', source: '/calculator' },
      ),
    ).toMatchObject({ status: 'stored', leadId: 'lead_6' });
    expect(server.calls[1]?.body).not.toHaveProperty('scenario');
    expect(server.calls[1]?.body).toMatchObject({ first_name: 'Ana' });
  });

  it('maps the server’s field errors to the form’s field names', async () => {
    const server = testServer(
      { status: 422, body: { fieldErrors: { first_name: 'Server says no' } } },
      { status: 422, body: { fieldErrors: { last_name: 'Too long' } } },
    );
    const api = client(server);
    expect(await api.submitPrequalification(prequalification, { language: 'en', source: '/' })).toMatchObject({
      status: 'rejected',
      fieldErrors: { firstName: 'Server says no' },
    });
    expect(await api.submitContact(contactForm, { language: 'en', source: '/contact' })).toMatchObject({
      status: 'rejected',
      fieldErrors: { name: 'Too long' },
    });
  });

  it('queues a submission while offline and delivers it, same key, after the next page load', async () => {
    const storage = memoryStorage();
    const offline = client(testServer('offline'), storage);
    const outcome = await offline.submitContact(contactForm, {
      language: 'en',
      source: '/contact',
      startedAt: NOW - 60000,
    });
    expect(outcome).toMatchObject({ status: 'queued', reason: 'server', idempotencyKey: 'uuid-0000001' });
    expect(offline.pendingSubmissions()).toBe(1);

    const server = testServer({ status: 201, body: { ok: true, leadId: 'lead_3' } });
    const reloaded = client(server, storage);
    expect(await reloaded.flushQueue()).toEqual({ sent: 1, rejected: [], remaining: 0, retryAfterMs: null });
    expect(server.calls[0]?.body).toMatchObject({ idempotencyKey: 'uuid-0000001', startedAt: NOW - 60000 });
    expect(reloaded.pendingSubmissions()).toBe(0);
  });

  it('says a submission waits because the browser is offline only when it is', async () => {
    let online = false;
    const api = createApiClient({
      fetch: testServer('offline', { status: 503 }).fetch,
      storage: memoryStorage(),
      isOnline: () => online,
    });
    expect(await api.submitContact(contactForm, { language: 'en', source: '/contact' })).toMatchObject({
      status: 'queued',
      reason: 'offline',
    });
    online = true;
    expect(await api.submitContact(contactForm, { language: 'en', source: '/contact' })).toMatchObject({
      status: 'queued',
      reason: 'server',
    });
  });

  it('names the fields of a later refusal as the form does', async () => {
    const server = testServer('offline', { status: 422, body: { fieldErrors: { first_name: 'Too long' } } });
    const api = createApiClient({ fetch: server.fetch, storage: memoryStorage() });
    const outcome = await api.submitPrequalification(prequalification, { language: 'en', source: '/' });
    if (outcome.status !== 'queued') throw new Error(`expected queued, got ${outcome.status}`);
    await api.flushQueue();
    await expect(outcome.delivery).resolves.toEqual({ status: 'rejected', fieldErrors: { firstName: 'Too long' } });
  });

  describe('with retry', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('resends a waiting submission on a backoff schedule until the server stores it, then stops', async () => {
      const server = testServer(
        { status: 503 },
        { status: 500 },
        { status: 201, body: { ok: true, leadId: 'lead_7' } },
      );
      const api = createApiClient({
        fetch: server.fetch,
        storage: memoryStorage(),
        isOnline: () => true,
        retry: { timers: globalTimers },
      });
      const outcome = await api.submitContact(contactForm, { language: 'en', source: '/contact' });
      if (outcome.status !== 'queued') throw new Error(`expected queued, got ${outcome.status}`);
      expect(outcome.reason).toBe('server');
      await jest.advanceTimersByTimeAsync(5_000);
      expect(server.calls).toHaveLength(2);
      expect(api.pendingSubmissions()).toBe(1);
      await jest.advanceTimersByTimeAsync(10_000);
      expect(server.calls).toHaveLength(3);
      await expect(outcome.delivery).resolves.toEqual({ status: 'stored', leadId: 'lead_7' });
      expect(api.pendingSubmissions()).toBe(0);
      expect(jest.getTimerCount()).toBe(0);
    });
  });

  it('reuses a given key so a retry after failure is not stored twice', async () => {
    const server = testServer('offline', { status: 201, body: { ok: true, leadId: 'lead_4' } });
    const api = createApiClient({ fetch: server.fetch, storage: null });
    const first = await api.submitPrequalification(prequalification, { language: 'en', source: '/' });
    expect(first.status).toBe('failed');
    const second = await api.submitPrequalification(prequalification, {
      language: 'en',
      source: '/',
      idempotencyKey: first.idempotencyKey,
    });
    expect(second).toEqual({ status: 'stored', leadId: 'lead_4', idempotencyKey: first.idempotencyKey });
    expect(server.calls[0]?.body.idempotencyKey).toBe(server.calls[1]?.body.idempotencyKey);
  });
});

describe('the per-page pieces', () => {
  it('submit a form through a queue of its own and chat through the chat client alone', async () => {
    const server = testServer(
      { status: 201, body: { ok: true, leadId: 'lead_5' } },
      {
        status: 200,
        body: { response: 'Hola', sessionId: 's-9' },
      },
    );
    const queue = createSubmissionQueue({ storage: memoryStorage(), fetch: server.fetch });
    const outcome = await submitContact(
      queue,
      contactForm,
      { language: 'es', source: '/es/contacto' },
      {
        randomUUID: () => 'uuid-contact-1',
        now: () => NOW,
      },
    );
    expect(outcome).toEqual({ status: 'stored', leadId: 'lead_5', idempotencyKey: 'uuid-contact-1' });

    const chat = createChatClient({ fetch: server.fetch });
    expect(await chat.sendChatMessage({ message: 'Hola', sessionId: null, language: 'es' })).toEqual({
      ok: true,
      data: { response: 'Hola', sessionId: 's-9' },
    });
    expect(server.calls.map((c) => c.url)).toEqual(['/api/submit', '/api/chat']);
  });
});
