import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerConfig } from '../config';
import type { Deliverer } from '../outbox/deliverers';
import type { LeadForDelivery } from '../outbox/message';
import { boundedTranscript } from '../outbox/outbox';
import { createServer, type BrokerServer } from '../server';
import { STORE_KINDS, useTestDatabase } from '../testing/databases';
import { memoryLogger, parse, post, testConfig } from '../testing/fixtures';
import { sessionIdFromToken, sessionToken } from './chatSession';

const lead = {
  name: 'Rosalind Okonkwo',
  email: 'rosalind@planted.example',
  phone: '(786) 555-0166',
  propertyType: 'second-home',
};

describe('chat session tokens', () => {
  const secret = randomBytes(32);

  it('name the stored session only with this server’s signature, in the shape the chat client keeps', () => {
    const id = randomUUID();
    const token = sessionToken(id, secret);
    expect(token).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
    expect(sessionIdFromToken(token, secret)).toBe(id);
    expect(sessionIdFromToken(id, secret)).toBeUndefined();
    expect(sessionIdFromToken(id.replace(/-/g, ''), secret)).toBeUndefined();
    expect(sessionIdFromToken(sessionToken(id, randomBytes(32)), secret)).toBeUndefined();
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(sessionIdFromToken(tampered, secret)).toBeUndefined();
    expect(sessionIdFromToken(null, secret)).toBeUndefined();
  });
});

describe('boundedTranscript', () => {
  const message = (text: string, i: number) => ({
    sender: 'user' as const,
    text,
    at: new Date(i * 1000).toISOString(),
  });

  it('keeps the latest messages that fit and says how many earlier ones were left out', () => {
    const messages = ['a'.repeat(40), 'b'.repeat(40), 'c'.repeat(40), 'd'.repeat(40)].map(message);
    expect(boundedTranscript(messages, 1000)).toBe(messages);
    const bounded = boundedTranscript(messages, 100);
    expect(bounded.map((m) => m.text[0])).toEqual(['[', 'c', 'd']);
    expect(bounded[0]!.text).toBe('[2 earlier messages left out; the whole conversation is in the leads export.]');
  });
});

describe.each(STORE_KINDS)('Chat sessions (%s)', (kind) => {
  const store = useTestDatabase(kind);
  let server: BrokerServer;
  let delivered: LeadForDelivery[];

  function start(overrides: Partial<ServerConfig> = {}) {
    delivered = [];
    const recorder: Deliverer = { deliver: async (l) => (delivered.push(l), { ok: true }) };
    server = createServer(testConfig(overrides), {
      db: store.db,
      logger: memoryLogger(),
      deliverers: { crm: recorder },
    });
  }
  beforeEach(async () => {
    start();
  });
  afterEach(async () => {
    await server.close();
  });

  async function say(message: string, extra: Record<string, unknown> = {}) {
    const response = await server.chat(post({ message, sessionId: null, userInfo: null, language: 'en', ...extra }));
    return { status: response.status, body: parse(response) };
  }

  it('does not let someone who knows a stored session id write into that conversation', async () => {
    const first = await say('What are your office hours?');
    const token = first.body.sessionId as string;
    const [stored] = await store.db.query<{ id: string }>('SELECT id FROM chat_sessions');
    expect(token).not.toBe(stored!.id);
    expect(token).not.toContain(stored!.id);

    // The id as it appears in the store and in log lines starts a separate conversation.
    const intruder = await say('Injected line', { sessionId: stored!.id });
    expect(intruder.body.sessionId).not.toBe(token);
    const forged = await say('Injected line', { sessionId: `${stored!.id.replace(/-/g, '')}_${'A'.repeat(32)}` });
    expect(forged.body.sessionId).not.toBe(token);
    const messages = await store.db.query<{ text: string }>('SELECT text FROM chat_messages WHERE session_id = $1', [
      stored!.id,
    ]);
    expect(messages.map((m) => m.text)).not.toContain('Injected line');

    // The visitor's own token keeps working.
    expect((await say('And on Saturday?', { sessionId: token })).body.sessionId).toBe(token);
  });

  it('keeps a conversation to a bounded number of messages', async () => {
    await server.close();
    start({ limits: { ...testConfig().limits, chatSessionMessages: 6 } });
    let sessionId: unknown = null;
    for (let i = 0; i < 3; i += 1) sessionId = (await say(`Question ${i}`, { sessionId })).body.sessionId;
    const full = await say('One more', { sessionId });
    expect(full.status).toBe(200);
    expect(full.body.sessionId).toBe(sessionId);
    expect(full.body.response).toMatch(/reached its length limit.*\(305\) 555-0142/);
    expect(await store.db.query('SELECT id FROM chat_messages')).toHaveLength(6);
  });

  it('hands the deliveries a transcript bounded in size', async () => {
    await server.close();
    start({ limits: { ...testConfig().limits, transcriptChars: 300 } });
    let sessionId: unknown = null;
    for (let i = 0; i < 6; i += 1)
      sessionId = (await say(`Question ${i} ${'x'.repeat(80)}`, { sessionId })).body.sessionId;
    await say('LEAD_CAPTURED', { sessionId, userInfo: lead, action: 'lead_capture' });
    await server.drain();
    const transcript = delivered[0]!.transcript;
    expect(transcript[0]!.text).toMatch(/^\[\d+ earlier messages left out/);
    expect(transcript.slice(1).reduce((n, m) => n + m.text.length, 0)).toBeLessThanOrEqual(300);
  });
});
