import fs from 'node:fs';
import { leadsCli, parseAge } from './cli/leads';
import { runBrokerCommand } from './cli/store-access';
import { lockPathFor, readLock } from './db/lock';
import { claimDailyRun, monthsBefore } from './maintenance';
import { createServer, type BrokerServer } from './server';
import { STORE_KINDS, copyTemplate, openTestDatabase, type TestDatabase } from './testing/databases';
import {
  contact,
  memoryLogger,
  parse,
  post,
  prequalification,
  storedChatSessionId,
  testConfig,
} from './testing/fixtures';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-23T14:05:00Z');

describe('Dates of the retention period', () => {
  it('counts calendar months back, the last day of a shorter month standing in', () => {
    expect(monthsBefore(NOW, 24).toISOString()).toBe('2024-11-23T14:05:00.000Z');
    expect(monthsBefore(Date.parse('2026-03-31T00:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(parseAge('24m', NOW).toISOString()).toBe('2024-11-23T14:05:00.000Z');
    expect(parseAge('2y', NOW).toISOString()).toBe('2024-11-23T14:05:00.000Z');
    expect(parseAge('90d', NOW).getTime()).toBe(NOW - 90 * DAY);
    expect(parseAge('1w', NOW).getTime()).toBe(NOW - 7 * DAY);
    expect(() => parseAge('24 months')).toThrow(/24m/);
    expect(() => parseAge('0m')).toThrow(/at least 1/);
  });
});

describe('leadsCli usage', () => {
  it('explains a missing or wrong argument with exit code 2, touching no store', async () => {
    const out: string[] = [];
    const output = { stdout: (t: string) => out.push(t), stderr: (t: string) => out.push(t) };
    const config = { ...testConfig(), dataDir: '/nonexistent/store' };
    expect(await leadsCli(['forget'], config, output)).toBe(2);
    expect(out.join('')).toContain('forget needs --email ADDRESS');
    expect(await leadsCli(['purge', '--older-than', 'soon'], config, output)).toBe(2);
    expect(out.join('')).toContain('--older-than must be a number and a unit');
    expect(out.join('')).toContain('npm run leads -- status');
  });
});

describe.each(STORE_KINDS)('Purge, forget and status (%s)', (kind) => {
  let store: TestDatabase;
  let server: BrokerServer;
  let clock: number;

  beforeAll(async () => {
    store = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await store.dispose();
  });
  beforeEach(async () => {
    await store.reset();
    await store.db.query('DELETE FROM maintenance_runs');
    clock = NOW;
    server = createServer(testConfig(), {
      db: store.db,
      logger: memoryLogger(),
      now: () => clock,
      deliverers: { crm: { deliver: async () => ({ ok: true }) } },
    });
  });
  afterEach(async () => {
    await server.close();
  });

  async function submitAt(at: number, body: Record<string, unknown>): Promise<string> {
    clock = at;
    const response = await server.submit(post(body));
    expect(response.status).toBe(200);
    clock = NOW;
    return parse(response).id as string;
  }

  async function chatLeadAt(at: number, email: string, text: string): Promise<{ leadId: string; sessionId: string }> {
    const first = parse(await server.chat(post({ message: text, sessionId: null, userInfo: null, language: 'en' })));
    const sessionId = first.sessionId as string;
    clock = at;
    const lead = parse(
      await server.chat(
        post({
          message: 'LEAD_CAPTURED',
          sessionId,
          action: 'lead_capture',
          language: 'en',
          consentVersion: 'en-2026-11-23',
          userInfo: { name: 'Olga Ruiz', email, phone: '(305) 555-0188', propertyType: 'second-home' },
        }),
      ),
    );
    clock = NOW;
    await store.db.query('UPDATE chat_sessions SET updated_at = $2 WHERE id = $1', [
      storedChatSessionId(sessionId),
      new Date(at).toISOString(),
    ]);
    return { leadId: lead.leadId as string, sessionId: storedChatSessionId(sessionId) };
  }

  const count = async (table: string) =>
    Number((await store.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n);

  it('purges exactly what is older than the retention period, leaving the rest intact', async () => {
    const old = await submitAt(NOW - 800 * DAY, prequalification({ consentVersion: 'en-2026-11-23' }));
    const recent = await submitAt(NOW - 700 * DAY, contact({ consentVersion: 'es-2026-11-23' }));
    const today = await submitAt(NOW, prequalification({ consentVersion: 'en-2026-11-23' }));
    const oldChat = await chatLeadAt(NOW - 900 * DAY, 'olga@example.com', 'Hello');
    const anonymous = storedChatSessionId(
      parse(await server.chat(post({ message: 'Hi', sessionId: null, userInfo: null, language: 'en' }))).sessionId,
    );
    await store.db.query('UPDATE chat_sessions SET updated_at = $2 WHERE id = $1', [
      anonymous,
      new Date(NOW - 750 * DAY).toISOString(),
    ]);
    const fresh = storedChatSessionId(
      parse(await server.chat(post({ message: 'Hola', sessionId: null, userInfo: null, language: 'es' }))).sessionId,
    );

    const summary = await server.purge();
    expect(summary).toEqual({
      before: '2024-11-23T14:05:00.000Z',
      leads: 2,
      consents: 2,
      deliveries: 2,
      chatSessions: 2,
      chatMessages: 4,
    });
    const leads = await store.db.query<{ id: string }>('SELECT id FROM leads ORDER BY created_at');
    expect(leads.map((l) => l.id)).toEqual([recent, today]);
    expect(leads.map((l) => l.id)).not.toContain(old);
    expect(leads.map((l) => l.id)).not.toContain(oldChat.leadId);
    const sessions = await store.db.query<{ id: string }>('SELECT id FROM chat_sessions');
    expect(sessions.map((s) => s.id)).toEqual([fresh]);
    expect(await count('consents')).toBe(2);
    expect(await count('outbox')).toBe(2);
    expect(await count('chat_messages')).toBe(2);
    expect((await server.purge()).leads).toBe(0);
    expect((await server.purge({ before: new Date(NOW - 10 * DAY) })).leads).toBe(1);
  });

  it('forgets one person by e-mail in any case: leads, consent, pending deliveries, chats; prints what it removed', async () => {
    const mine = await submitAt(
      NOW - 3 * DAY,
      prequalification({ email: 'Ana.Diaz@Example.com', consentVersion: 'en-2026-11-23' }),
    );
    const mineToo = await submitAt(NOW, contact({ email: 'ana.diaz@example.com', website: 'spam' }));
    const chat = await chatLeadAt(NOW - DAY, 'ana.diaz@example.com', 'Hi');
    const typedIt = storedChatSessionId(
      parse(
        await server.chat(
          post({ message: 'Write to me at ANA.DIAZ@example.com', sessionId: null, userInfo: null, language: 'en' }),
        ),
      ).sessionId,
    );
    const other = await submitAt(
      NOW,
      prequalification({ email: 'ana.diaz@example.org', consentVersion: 'en-2026-11-23' }),
    );
    const otherChat = await chatLeadAt(NOW, 'luis@example.com', 'Hola');
    await server.drain();
    await submitAt(NOW, prequalification({ email: 'ana.diaz@example.com', idempotencyKey: 'pending-key-1' }));

    const summary = await server.forget('  ANA.diaz@example.COM ');
    expect(summary).toEqual({
      email: 'ana.diaz@example.com',
      leads: 4,
      consents: 2,
      pendingDeliveries: 1,
      otherDeliveries: 2,
      chatSessions: 2,
      chatMessages: 4,
    });
    const leads = await store.db.query<{ id: string }>('SELECT id FROM leads ORDER BY id');
    expect(leads.map((l) => l.id).sort()).toEqual([other, otherChat.leadId].sort());
    for (const gone of [mine, mineToo, chat.leadId]) expect(leads.map((l) => l.id)).not.toContain(gone);
    const sessions = await store.db.query<{ id: string }>('SELECT id FROM chat_sessions');
    expect(sessions.map((s) => s.id)).toEqual([otherChat.sessionId]);
    expect(sessions.map((s) => s.id)).not.toContain(typedIt);
    expect(await count('consents')).toBe(2);
    expect(await count('outbox')).toBe(2);
    expect(JSON.stringify(await store.db.query('SELECT * FROM chat_messages'))).not.toMatch(/ana\.diaz/i);
    expect(await server.forget('nobody@example.com')).toMatchObject({ leads: 0, chatSessions: 0 });
    await expect(server.forget('not an address')).rejects.toThrow(/e-mail address/);
  });

  it('counts leads today and this week in Miami time, pending and dead deliveries and the oldest pending age', async () => {
    // Monday 23 November 2026, 9:05 AM in Miami. Sunday evening in Miami is last week.
    await submitAt(Date.parse('2026-11-23T05:30:00Z'), prequalification()); // 12:30 AM Monday: today
    await submitAt(Date.parse('2026-11-23T04:30:00Z'), prequalification()); // 11:30 PM Sunday: last week
    await submitAt(Date.parse('2026-11-21T15:00:00Z'), prequalification()); // last Saturday
    await submitAt(NOW - 60_000, contact({ website: 'bot' }));
    expect(await server.status()).toMatchObject({
      leadsToday: 1,
      leadsThisWeek: 1,
      spamThisWeek: 1,
      pending: 3,
      dead: 0,
      byDestination: [{ destination: 'crm', pending: 3, dead: 0 }],
      oldestPendingSeconds: Math.round((NOW - Date.parse('2026-11-21T15:00:00Z')) / 1000),
      lastPurgeAt: null,
    });
    await server.drain();
    await store.db.query("UPDATE outbox SET status = 'dead' WHERE id = (SELECT min(id) FROM outbox)");
    expect(await server.status()).toMatchObject({ pending: 0, dead: 1, oldestPendingSeconds: null });
  });

  it('runs the retention purge once a day from the scheduled drain, across instances', async () => {
    const old = await submitAt(NOW - 800 * DAY, prequalification());
    const first = await server.maintain();
    expect(first.purge).toMatchObject({ leads: 1 });
    // The day's deliveries go out before the purge.
    expect(first.drain).toEqual({ delivered: 1, retrying: 0, dead: 0 });
    await submitAt(NOW - 800 * DAY, prequalification());
    expect((await server.maintain()).purge).toBeUndefined();
    expect(await claimDailyRun(store.db, 'daily-purge', NOW + DAY - 1000)).toBe(false);
    clock = NOW + DAY;
    expect((await server.maintain()).purge).toMatchObject({ leads: 1 });
    expect((await store.db.query('SELECT id FROM leads WHERE id = $1', [old])).length).toBe(0);
    expect((await server.status()).lastPurgeAt).toEqual(expect.any(String));
    // Hosts with their own schedule call the purge alone: still once a day.
    await submitAt(NOW - 800 * DAY, prequalification());
    expect(await server.dailyPurge()).toBeUndefined();
    clock = NOW + 2 * DAY;
    expect(await server.dailyPurge()).toMatchObject({ leads: 1 });
  });
});

describe('Purge, forget and status through the running site (embedded store)', () => {
  let dir: string;
  beforeEach(() => {
    dir = copyTemplate();
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(lockPathFor(dir), { force: true });
  });

  it('go through the site that holds the store, while it keeps taking leads, and leave it whole', async () => {
    const config = { ...testConfig(), dataDir: dir, databaseUrl: undefined };
    const site = createServer(config, { logger: memoryLogger() });
    const keep = parse(await site.submit(post(prequalification({ email: 'keep@example.com' })))).id as string;
    await site.submit(post(contact({ email: 'gone@example.com', consentVersion: 'es-2026-11-23' })));
    expect(readLock(dir)?.port).toEqual(expect.any(Number));

    // Leads keep arriving while the commands run.
    const arriving = Promise.all(
      Array.from({ length: 5 }, (_, i) => site.submit(post(prequalification({ email: `new${i}@example.com` })))),
    );
    const forgotten = await runBrokerCommand(config, { name: 'forget', email: 'gone@example.com' }, 0);
    expect(forgotten).toContain('Removed everything stored for gone@example.com: 1 lead, 1 consent record');
    const purged = await runBrokerCommand(config, { name: 'purge' }, 0);
    expect(purged).toMatch(/^Removed what was received before \d{4}-\d{2}-\d{2}: 0 leads/);
    const status = await runBrokerCommand(config, { name: 'status' }, 0);
    expect(status).toMatch(/^Leads today: \d+ · this week: \d+/);
    expect(status).toContain('Oldest pending delivery: none');
    await expect(runBrokerCommand(config, { name: 'forget', email: 'nope' }, 0)).rejects.toThrow(
      /--email needs an e-mail address/,
    );
    expect((await arriving).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);

    const leads = JSON.parse(
      await runBrokerCommand(config, { name: 'export', format: 'json', includeSpam: true }, 0),
    ) as { id: string; email: string }[];
    expect(leads).toHaveLength(6);
    expect(leads.map((l) => l.email)).not.toContain('gone@example.com');
    expect(leads.map((l) => l.id)).toContain(keep);
    await site.close();

    // The store opens cleanly afterwards and holds the same leads.
    const reopened = await runBrokerCommand(config, { name: 'export', format: 'json', includeSpam: true });
    expect((JSON.parse(reopened) as unknown[]).length).toBe(6);
  });
});
