import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerConfig } from '../config';
import type { Deliverer } from '../outbox/deliverers';
import { crmFields, crmFieldsWithAttribution, type LeadForDelivery } from '../outbox/message';
import { createServer, type BrokerServer } from '../server';
import { STORE_KINDS, openTestDatabase, type TestDatabase } from '../testing/databases';
import { memoryLogger, parse, post, storedChatSessionId, testConfig } from '../testing/fixtures';
import { fixtureKnowledge } from '../testing/knowledge';
import type { KnowledgeData } from '../chat/knowledge/types';

/** The stored session id behind a session token (its first 32 hex digits). */
const storedId = storedChatSessionId;

const lead = {
  name: 'Rosalind Okonkwo-Baptiste',
  email: 'rosalind.ob@planted.example',
  phone: '(786) 555-0166',
  propertyType: 'second-home',
  loanAmount: '480000',
  creditScore: 'good',
  timeline: '90-days',
};

/** An OpenAI-compatible stand-in that answers from a queue of behaviours. */
type ModelBehaviour = { status?: number; content?: string; delayMs?: number; body?: unknown; raw?: string };

async function startModel(behaviour: () => ModelBehaviour) {
  const requests: { messages: { role: string; content: string }[]; model: string }[] = [];
  const server = http.createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    requests.push(JSON.parse(text));
    const b = behaviour();
    if (b.delayMs) await new Promise((r) => setTimeout(r, b.delayMs));
    if (res.destroyed) return;
    res.writeHead(b.status ?? 200, { 'content-type': 'application/json' });
    res.end(
      b.raw ?? JSON.stringify(b.body ?? { choices: [{ message: { role: 'assistant', content: b.content ?? '' } }] }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

describe.each(STORE_KINDS)('POST /api/chat (%s)', (kind) => {
  let store: TestDatabase;
  let server: BrokerServer;
  let logger: ReturnType<typeof memoryLogger>;
  let delivered: { destination: string; kind: string; lead: LeadForDelivery }[];

  let knowledge: KnowledgeData;

  beforeAll(async () => {
    store = await openTestDatabase(kind);
    knowledge = await fixtureKnowledge();
  });
  afterAll(async () => {
    await store.dispose();
  });

  function start(overrides: Partial<ServerConfig> = {}) {
    logger = memoryLogger();
    delivered = [];
    const recorder = (destination: string): Deliverer => ({
      deliver: async (l, k) => {
        delivered.push({ destination, kind: k, lead: l });
        return { ok: true };
      },
    });
    server = createServer(testConfig({ knowledge, ...overrides }), {
      db: store.db,
      logger,
      deliverers: { crm: recorder('crm'), email: recorder('email') },
    });
  }

  beforeEach(async () => {
    await store.reset();
    start();
  });
  afterEach(async () => {
    await server.close();
  });

  async function say(message: string, extra: Record<string, unknown> = {}) {
    const response = await server.chat(post({ message, sessionId: null, userInfo: null, ...extra }));
    return { response, body: parse(response) };
  }

  it('answers with response and sessionId, and keeps the session and its messages', async () => {
    const first = await say('What are your office hours?', { language: 'en' });
    expect(first.response.status).toBe(200);
    expect(first.response.headers['Cache-Control']).toBe('no-store');
    expect(first.body.response).toMatch(/Monday–Friday 9:00\sAM–6:00\sPM/);
    const sessionId = first.body.sessionId as string;
    const second = await say('Hola, ¿cuál es su horario?', { sessionId, language: 'es' });
    expect(second.body.sessionId).toBe(sessionId);
    expect(second.body.response).toMatch(/lunes a viernes de 9:00\sa\.\sm\. a 6:00\sp\.\sm\./);
    const messages = await store.db.query<{ sender: string }>(
      'SELECT sender FROM chat_messages WHERE session_id = $1 ORDER BY id',
      [storedId(sessionId)],
    );
    expect(messages.map((m) => m.sender)).toEqual(['user', 'bot', 'user', 'bot']);
  });

  it('answers in the language of the message when the page language is not given', async () => {
    const { body } = await say('¿Qué requisitos tiene un préstamo DSCR?');
    expect(body.response).toMatch(
      /Más información: \[Préstamos DSCR para Inversionistas\]\(\/es\/articulos\/prestamos-dscr-inversion-miami\)/,
    );
  });

  it('starts a new session for an unknown session id', async () => {
    const { body } = await say('hello', { sessionId: 'not-a-session-of-ours' });
    expect(body.sessionId).not.toBe('not-a-session-of-ours');
    expect(await store.db.query('SELECT id FROM chat_sessions')).toHaveLength(1);
  });

  it('answers 413 to a message over 2,000 characters and 400 to an empty one', async () => {
    const tooLong = await say('a'.repeat(2001));
    expect(tooLong.response.status).toBe(413);
    expect(tooLong.body.fieldErrors).toEqual({ message: expect.stringContaining('2000') });
    expect((await say('a'.repeat(2000))).response.status).toBe(200);
    expect((await say('   ')).response.status).toBe(400);
    expect((await server.chat(post({ sessionId: null }))).status).toBe(400);
  });

  it('applies the shared request checks', async () => {
    expect((await server.chat({ ...post({ message: 'hi' }), method: 'PUT' })).status).toBe(405);
    expect((await server.chat(post({ message: 'hi' }, { 'content-type': 'text/plain' }))).status).toBe(415);
    expect((await server.chat(post({ message: 'hi' }, { origin: 'https://other.example' }))).status).toBe(403);
  });

  it('limits messages per session and per address', async () => {
    await server.close();
    const limits = testConfig().limits;
    start({
      limits: { ...limits, chatPerSession: { max: 2, windowMs: 60_000 }, chatPerAddress: { max: 4, windowMs: 60_000 } },
    });
    const { body } = await say('hi');
    const sessionId = body.sessionId;
    expect((await say('one', { sessionId })).response.status).toBe(200);
    expect((await say('two', { sessionId })).response.status).toBe(200);
    const limited = await say('three', { sessionId });
    expect(limited.response.status).toBe(429);
    expect(limited.response.headers['Retry-After']).toBeDefined();
    expect((await say('new session')).response.status).toBe(429);
  });

  it('turns a captured lead into a lead with the transcript, delivered like a form lead', async () => {
    const { body } = await say('Tell me about DSCR loans', { language: 'en' });
    const sessionId = body.sessionId;
    const capture = await say('LEAD_CAPTURED', { sessionId, userInfo: lead, action: 'lead_capture' });
    expect(capture.response.status).toBe(200);
    expect(capture.body).toEqual({
      response: expect.stringContaining('Rosalind'),
      sessionId,
      leadId: expect.any(String),
    });
    const again = await say('LEAD_CAPTURED', { sessionId, userInfo: lead, action: 'lead_capture' });
    expect(again.response.status).toBe(200);
    const leads = await store.db.query<{ form_type: string; first_name: string; last_name: string; email: string }>(
      'SELECT form_type, first_name, last_name, email FROM leads',
    );
    expect(leads).toEqual([
      { form_type: 'chat', first_name: 'Rosalind', last_name: 'Okonkwo-Baptiste', email: lead.email },
    ]);
    await server.drain();
    expect(delivered.map((d) => d.destination).sort()).toEqual(['crm', 'email']);
    const transcript = delivered[0]!.lead.transcript.map((m) => m.text);
    expect(transcript[0]).toBe('Tell me about DSCR loans');
    expect(transcript).toHaveLength(2);
    const crm = crmFields(delivered[0]!.lead);
    expect(Object.fromEntries(crm)).toMatchObject({
      firstname: 'Rosalind',
      property_type: 'second-home',
      timeline: '90-days',
    });
    expect(Object.fromEntries(crm).Message).toContain('Visitor: Tell me about DSCR loans');
  });

  it('opens the contact form with the details typed into the chat, and keeps them out of the transcript once in a lead', async () => {
    const typed = await say('Me llamo Rosalind Okonkwo, mi cel es 305-555-0199, ¿me pueden llamar?', {
      language: 'es',
    });
    expect(typed.body.contactForm).toEqual({ name: 'Rosalind Okonkwo', phone: '305-555-0199' });
    expect(typed.body.response).toMatch(/formulario/);
    expect(await store.db.query('SELECT id FROM leads')).toEqual([]);
    const sessionId = typed.body.sessionId;
    await say('LEAD_CAPTURED', { sessionId, userInfo: { ...lead, phone: '305-555-0199' }, action: 'lead_capture' });
    const texts = await store.db.query<{ text: string }>("SELECT text FROM chat_messages WHERE sender = 'user'");
    expect(texts.map((t) => t.text).join(' ')).not.toContain('555-0199');
  });

  it('replaces an undelivered chat lead corrected in the same session, and sends a correction for a delivered one', async () => {
    const { body } = await say('Tell me about DSCR loans', { language: 'en' });
    const sessionId = body.sessionId;
    const first = await say('LEAD_CAPTURED', { sessionId, userInfo: lead, action: 'lead_capture' });
    const fixed = { ...lead, email: 'rosalind.fixed@example.com' };
    const updated = await say('LEAD_CAPTURED', { sessionId, userInfo: fixed, action: 'lead_capture' });
    expect(updated.body.leadId).toBe(first.body.leadId);
    expect(updated.body.response).toMatch(/replaced the details/);
    expect(await store.db.query('SELECT email FROM leads')).toEqual([{ email: fixed.email }]);
    await server.drain();
    expect(delivered.map((d) => d.lead.email)).toEqual([fixed.email, fixed.email]);

    const phone = { ...fixed, phone: '(305) 555-0177' };
    const corrected = await say('LEAD_CAPTURED', { sessionId, userInfo: phone, action: 'lead_capture' });
    expect(corrected.body.leadId).not.toBe(first.body.leadId);
    expect(corrected.body.response).toMatch(/correction that replaces them/);
    const again = await say('LEAD_CAPTURED', { sessionId, userInfo: phone, action: 'lead_capture' });
    expect(again.body.leadId).toBe(corrected.body.leadId);
    await server.drain();
    const correction = delivered.filter((d) => d.lead.id === corrected.body.leadId);
    expect(correction.map((d) => d.destination).sort()).toEqual(['crm', 'email']);
    expect(correction[0]!.lead.payload.replaces).toBe(first.body.leadId);
  });

  it('stores a chat lead with its page, the consent notice shown, the marketing box and the attribution', async () => {
    const { body } = await say('Hola', { language: 'es' });
    const attribution = {
      utm_source: 'google',
      utm_campaign: 'brickell',
      gclid: 'abc',
      landingPage: '/es/hipoteca-brickell',
    };
    const capture = await say('LEAD_CAPTURED', {
      sessionId: body.sessionId,
      userInfo: lead,
      action: 'lead_capture',
      language: 'es',
      source: '/es/hipoteca-brickell',
      consentVersion: 'es-2026-11-27',
      automatedContact: true,
      attribution,
    });
    expect(capture.response.status).toBe(200);
    await server.drain();
    const record = delivered[0]!.lead;
    expect(record).toMatchObject({
      source: '/es/hipoteca-brickell',
      attribution,
      consent: { version: 'es-2026-11-27', automatedContact: true, language: 'es', page: '/es/hipoteca-brickell' },
    });
    expect(record.consent?.text).toContain('Al enviar, usted pide');
    expect(record.consent?.text).toContain('Opcional: acepto');
    const unknown = await say('LEAD_CAPTURED', {
      sessionId: body.sessionId,
      userInfo: lead,
      action: 'lead_capture',
      consentVersion: 'es-1999-01-01',
    });
    expect(unknown.response.status).toBe(400);
    expect(Object.keys(unknown.body.errors as object)).toEqual(['consentVersion']);
    expect(record.consent?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.fromEntries(crmFieldsWithAttribution(record))).toMatchObject({
      utm_source: 'google',
      utm_campaign: 'brickell',
      gclid: 'abc',
      landing_page: '/es/hipoteca-brickell',
    });
  });

  it('asks for the lead when the action is lead_capture without one', async () => {
    const { response, body } = await say('LEAD_CAPTURED', { action: 'lead_capture' });
    expect(response.status).toBe(400);
    expect(Object.keys(body.errors as object)).toContain('userInfo');
  });

  it('sends the broker the transcript when a conversation with a lead ends, once', async () => {
    const { body } = await say('What documents do I need?', { language: 'en' });
    const sessionId = body.sessionId;
    await say('LEAD_CAPTURED', { sessionId, userInfo: lead, action: 'lead_capture' });
    await say('Thanks!', { sessionId });
    await server.drain();
    delivered = [];
    const end = await say('END_CONVERSATION', { sessionId, userInfo: lead, action: 'end_conversation' });
    expect(end.response.status).toBe(200);
    await say('END_CONVERSATION', { sessionId, userInfo: lead, action: 'end_conversation' });
    await server.drain();
    expect(delivered.map((d) => `${d.destination}:${d.kind}`)).toEqual(['email:transcript']);
    expect(delivered[0]!.lead.transcript.map((m) => m.text)).toContain('Thanks!');
    const [session] = await store.db.query<{ ended_at: Date | null }>(
      'SELECT ended_at FROM chat_sessions WHERE id = $1',
      [storedId(sessionId)],
    );
    expect(session!.ended_at).not.toBeNull();
  });

  it('ends a conversation without a lead without sending anything', async () => {
    const { body } = await say('hi');
    await say('END_CONVERSATION', { sessionId: body.sessionId, action: 'end_conversation' });
    await server.drain();
    expect(delivered).toEqual([]);
  });

  it('keeps names, e-mail addresses, phone numbers and messages out of the logs', async () => {
    const { body } = await say('my secret plan is 8675309-xyz', { language: 'en' });
    await say('LEAD_CAPTURED', { sessionId: body.sessionId, userInfo: lead, action: 'lead_capture' });
    await server.drain();
    const log = logger.lines.join('\n');
    for (const value of ['Rosalind', 'Okonkwo', 'planted.example', '555-0166', '8675309', 'secret plan'])
      expect(log).not.toContain(value);
  });

  it('follows the message language on a page of the other language', async () => {
    const { body } = await say('¿Cuál es su horario?', { language: 'en' });
    expect(body.response).toMatch(/Nuestro horario es lunes a viernes/);
    const english = await say('What are your hours?', { language: 'es', sessionId: body.sessionId });
    expect(english.body.response).toMatch(/Our office hours are Monday–Friday/);
  });

  it('answers a follow-up from the topic of the previous answer in the session', async () => {
    const first = await say('How much do I need for a down payment?', { language: 'en' });
    expect(first.body.response).toMatch(/Conventional loans start at 3% down/);
    const { body } = await say('and for an investment property?', { language: 'en', sessionId: first.body.sessionId });
    expect(body.response).toMatch(/DSCR loans[^.]*start at 20%/);
    expect(body.response).toContain('(/articles/dscr-investment-loans-miami)');
  });

  it('warns about an SSN-like number and never stores it', async () => {
    const { body } = await say('my ssn is 123-45-6789, can you check my credit?', { language: 'en' });
    expect(body.response).toMatch(/please don't share your Social Security number/);
    expect(body.response).not.toContain('123-45-6789');
    const stored = await store.db.query<{ text: string }>('SELECT text FROM chat_messages WHERE session_id = $1', [
      storedId(body.sessionId),
    ]);
    expect(stored.map((m) => m.text).join('\n')).not.toMatch(/123.?45.?6789/);
    expect(stored[0]?.text).toBe('my ssn is [number removed], can you check my credit?');
  });

  it('quotes the yearly figures of the configuration', async () => {
    const { body } = await say('What is the conforming loan limit?', { language: 'en' });
    expect(body.response).toMatch(/\$901,234 for 2031/);
  });

  describe('with a language-model provider', () => {
    let model: Awaited<ReturnType<typeof startModel>>;
    let next: () => ModelBehaviour;
    const FAQ = 'Can I live in one unit of a duplex I buy with a DSCR loan?';

    beforeEach(async () => {
      next = () => ({
        content:
          'No: a DSCR loan is for investment only. See [DSCR Investment Loans in Miami](/articles/dscr-investment-loans-miami).',
      });
      model = await startModel(() => next());
      await server.close();
      startWithModel(10_000);
    });

    /** The site with the stand-in model; the time limit is generous unless a test is about it. */
    function startWithModel(timeoutMs: number) {
      start({ llm: { url: model.url, apiKey: 'test-key', model: 'test-model', timeoutMs, maxCompletionTokens: 300 } });
    }
    afterEach(async () => {
      await model.close();
    });

    it('rephrases an answer drawn from the pages, given only the retrieved passages and the guardrails', async () => {
      const { body } = await say(FAQ, { language: 'en' });
      expect(body.response).toBe(
        'No: a DSCR loan is for investment only. See [DSCR Investment Loans in Miami](/articles/dscr-investment-loans-miami).',
      );
      const request = model.requests[0]!;
      const system = request.messages[0]!.content;
      expect(system).toContain('using only the passages below');
      expect(system).toContain('Never quote an interest rate');
      expect(system).toContain('Never ask for a Social Security number');
      expect(system).toContain('Can I live in one unit of the duplex?');
      expect(request.model).toBe('test-model');
      expect((request as unknown as Record<string, unknown>).max_completion_tokens).toBe(300);
      expect(request).not.toHaveProperty('max_tokens');
      expect(request).not.toHaveProperty('temperature');
    });

    it.each([
      [
        'an error status',
        () => ({ status: 400, body: { error: { code: 'unsupported_value', message: 'x' } } }),
        'http',
        400,
        'unsupported_value',
      ],
      ['a timeout', () => ({ delayMs: 60_000, content: 'late' }), 'timeout', undefined, undefined],
      ['an empty answer', () => ({ content: '' }), 'empty', 200, undefined],
      ['a quoted rate', () => ({ content: 'Your rate would be 6.25% today.' }), 'guardrail', 200, undefined],
      ['a promise of approval', () => ({ content: 'You are guaranteed approval!' }), 'guardrail', 200, undefined],
      ['a body that is not JSON', () => ({ raw: '<html>Bad gateway</html>' }), 'format', 200, undefined],
      [
        'JSON of another shape',
        () => ({ body: { choices: [{ text: 'legacy completion' }] } }),
        'format',
        200,
        undefined,
      ],
      [
        'a link off the site',
        () => ({ content: 'Apply at [our partner](https://example.net/apply) today.' }),
        'injected',
        200,
        undefined,
      ],
      [
        'another phone number',
        () => ({ content: 'For DSCR loans call our specialist at (786) 555-0199.' }),
        'injected',
        200,
        undefined,
      ],
      [
        'another e-mail address',
        () => ({ content: 'Send your bank statements to loans@example.net and we will check.' }),
        'injected',
        200,
        undefined,
      ],
      [
        'markup',
        () => ({ content: 'DSCR loans are for investors.<img src=x onerror=alert(1)>' }),
        'injected',
        200,
        undefined,
      ],
    ])('falls back to the built-in assistant on %s and logs why', async (_name, behaviour, reason, status, code) => {
      next = behaviour;
      if (reason === 'timeout') {
        await server.close();
        startWithModel(300);
      }
      const { response, body } = await say(FAQ, { language: 'en' });
      expect(response.status).toBe(200);
      expect(body.response).toMatch(/Not with a DSCR loan[\s\S]*Read more: \[DSCR Investment Loans in Miami\]/);
      const line = logger.lines
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => l.event === 'chat.provider');
      expect(line).toMatchObject({ level: 'warn', used: false, reason });
      expect(line?.status).toBe(status);
      expect(line?.code).toBe(code);
    });

    it('lets through the business’s own phone, e-mail and application portal', async () => {
      const { business } = testConfig({ knowledge });
      const content = `A DSCR loan is for investment only: call ${business.phone.display}, write to ${business.email} or apply at ${business.applicationPortalUrl}. See [DSCR Investment Loans in Miami](/articles/dscr-investment-loans-miami).`;
      next = () => ({ content });
      const { body } = await say(FAQ, { language: 'en' });
      expect(body.response).toBe(content);
    });

    it('keeps reviewed answers (rates, figures, status questions) with the built-in assistant', async () => {
      const { body } = await say('What is your best rate?', { language: 'en' });
      expect(body.response).toMatch(/can't quote one here/);
      await say('I have TPS, can I buy a house?', { language: 'en' });
      expect(model.requests).toHaveLength(0);
    });
  });
});
