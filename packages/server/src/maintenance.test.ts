import fs from 'node:fs';
import { leadsCli, parseAge, parseLeadsArgs } from './cli/leads';
import { runBrokerCommand } from './cli/store-access';
import { lockPathFor, readLock } from './db/lock';
import { CONSENT_BOX_COLUMN, claimDailyRun, monthsBefore } from './maintenance';
import { leadEmail } from './outbox/message';
import { webhookDeliverer } from './outbox/webhook';
import { loadLead, type LeadRecord } from './store';
import { normaliseEmail, normalisePhone } from './suppression';
import { createServer, type BrokerServer } from './server';
import { copyTemplate, STORE_KINDS, useTestDatabase } from './testing/databases';
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
    expect(await leadsCli(['suppress'], config, output)).toBe(2);
    expect(out.join('')).toContain('suppress needs --email ADDRESS, --phone NUMBER or both');
    expect(await leadsCli(['check', '--phone', '555-12'], config, output)).toBe(2);
    expect(out.join('')).toContain('--phone needs a phone number');
    expect(out.join('')).toContain('npm run leads -- suppress [--email ADDRESS] [--phone NUMBER]');
  });

  it('reads a do-not-contact request with forget, suppress and check', () => {
    expect(parseLeadsArgs(['forget', '--email', 'ana@example.com', '--do-not-contact'])).toEqual({
      name: 'forget',
      email: 'ana@example.com',
      doNotContact: true,
    });
    expect(parseLeadsArgs(['forget', '--email', 'ana@example.com'])).toMatchObject({ doNotContact: false });
    expect(parseLeadsArgs(['suppress', '--phone', '(305) 555-0188'])).toEqual({
      name: 'suppress',
      phone: '(305) 555-0188',
      email: undefined,
    });
    expect(parseLeadsArgs(['check', '--email', 'ana@example.com', '--phone', '+13055550188'])).toEqual({
      name: 'check',
      email: 'ana@example.com',
      phone: '+13055550188',
    });
  });
});

describe('Contact points on the do-not-contact list', () => {
  it.each([
    ['(305) 555-0188', '+13055550188'],
    ['305.555.0188', '+13055550188'],
    ['1-305-555-0188', '+13055550188'],
    ['+1 305 555 0188', '+13055550188'],
    ['305-555-0188 ext. 12', '+13055550188'],
    ['011 52 55 1234 5678', '+525512345678'],
    ['0034 612 345 678', '+34612345678'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('stores the number %s as %s', (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
  });

  it('refuses what is not a number or an address, and compares addresses in lower case', () => {
    expect(normalisePhone('555-0188')).toBeUndefined();
    expect(normalisePhone('call me')).toBeUndefined();
    expect(normaliseEmail('  Ana.Diaz@Example.COM ')).toBe('ana.diaz@example.com');
    expect(normaliseEmail('ana at example.com')).toBeUndefined();
  });
});

describe.each(STORE_KINDS)('Purge, forget and status (%s)', (kind) => {
  const store = useTestDatabase(kind);
  let server: BrokerServer;
  let clock: number;

  beforeEach(async () => {
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
      keptConsents: 2,
      recordsBefore: '2021-11-23T14:05:00.000Z',
      expiredConsents: 0,
      expiredSuppressions: 0,
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
      keptConsents: 2,
      suppressed: [],
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

  /** What identifies the person of the `prequalification()` fixture (and of `chatLeadAt`), as stored. */
  const MARISOL = ['marisol', 'quintero', 'olga', '555-0199', '5550199', '555-0100', '5550100', '555-0188', '5550188'];

  /** The tables in which any of `needles` still appears, in any row or column. */
  async function tablesMentioning(needles: string[]): Promise<string[]> {
    const tables = await store.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    const found: string[] = [];
    for (const { table_name: table } of tables) {
      const text = JSON.stringify(await store.db.query(`SELECT * FROM ${table}`)).toLowerCase();
      if (needles.some((needle) => text.includes(needle))) found.push(table);
    }
    return found;
  }

  const iso = (value: Date | string) => new Date(value).toISOString();

  it('keeps, at the 24-month purge, the minimal consent records and the do-not-contact list, and nothing personal; removes them after five years', async () => {
    const old = await submitAt(NOW - 800 * DAY, prequalification({ consentVersion: 'en-2026-11-23' }));
    await store.db.query(`UPDATE consents SET ${CONSENT_BOX_COLUMN} = true WHERE lead_id = $1`, [old]);
    const [consent] = await store.db.query<{ text_sha256: string }>(
      'SELECT text_sha256 FROM consents WHERE lead_id = $1',
      [old],
    );
    clock = NOW - 790 * DAY;
    await server.suppress({ phone: '305.555.0199' });
    clock = NOW;
    await submitAt(NOW - 100 * DAY, contact({ consentVersion: 'es-2026-11-23' }));

    expect(await server.purge()).toMatchObject({
      leads: 1,
      consents: 1,
      keptConsents: 1,
      expiredConsents: 0,
      expiredSuppressions: 0,
    });
    expect(await tablesMentioning(MARISOL)).toEqual(['suppressions']);
    const columns = await store.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'consent_records' ORDER BY column_name`,
    );
    expect(columns.map((c) => c.column_name)).toEqual([
      'consented_at',
      'id',
      'optional_box_ticked',
      'text_sha256',
      'version',
    ]);
    const records = await store.db.query<{
      version: string;
      text_sha256: string;
      optional_box_ticked: boolean;
      consented_at: Date;
    }>('SELECT version, text_sha256, optional_box_ticked, consented_at FROM consent_records');
    expect(records.map((r) => ({ ...r, consented_at: iso(r.consented_at) }))).toEqual([
      {
        version: 'en-2026-11-23',
        text_sha256: consent?.text_sha256,
        optional_box_ticked: true,
        consented_at: iso(new Date(NOW - 800 * DAY)),
      },
    ]);
    expect(await server.checkSuppressed({ phone: '+1 305 555 0199' })).toEqual({
      entries: [
        {
          channel: 'phone',
          address: '+13055550199',
          requestedAt: iso(new Date(NOW - 790 * DAY)),
          keptUntil: monthsBefore(NOW - 790 * DAY, -60).toISOString(),
        },
      ],
    });

    // Five years after the consent and the request they go; the younger consent record stays.
    clock = NOW + 1100 * DAY;
    expect(await server.purge()).toMatchObject({
      leads: 1,
      keptConsents: 1,
      recordsBefore: monthsBefore(NOW + 1100 * DAY, 60).toISOString(),
      expiredConsents: 1,
      expiredSuppressions: 1,
    });
    expect(await count('consent_records')).toBe(1);
    expect(await count('suppressions')).toBe(0);
    expect(await count('leads')).toBe(0);
    expect((await server.checkSuppressed({ phone: '(305) 555-0199' })).entries).toEqual([]);
  });

  it('forgets a person who asked not to be contacted, keeping their do-not-contact entries and nothing else about them', async () => {
    await submitAt(NOW - 3 * DAY, prequalification({ consentVersion: 'en-2026-11-23' }));
    await submitAt(NOW - 2 * DAY, prequalification({ phone: '+1 (786) 555-0100', consentVersion: 'en-2026-11-23' }));
    await chatLeadAt(NOW - DAY, 'marisol.quintero@example.com', 'Hi');
    const other = await submitAt(NOW, contact({ consentVersion: 'es-2026-11-23' }));

    const summary = await server.forget('Marisol.Quintero@example.com', { doNotContact: true });
    expect(summary).toMatchObject({ leads: 3, consents: 3, keptConsents: 3 });
    expect(summary.suppressed.map((e) => e.address)).toEqual([
      'marisol.quintero@example.com',
      '+13055550199',
      '+17865550100',
      '+13055550188',
    ]);
    expect(await tablesMentioning(MARISOL)).toEqual(['suppressions']);
    expect(await tablesMentioning(['marisol.quintero@example.com'])).toEqual(['suppressions']);
    expect((await store.db.query<{ id: string }>('SELECT id FROM leads')).map((l) => l.id)).toEqual([other]);
    expect(await count('consent_records')).toBe(3);

    // The look-up finds them after the forget, however the number or the address is written.
    const found = await server.checkSuppressed({ email: ' MARISOL.quintero@example.com', phone: '305-555-0199' });
    expect(found.entries.map((e) => [e.channel, e.address])).toEqual([
      ['email', 'marisol.quintero@example.com'],
      ['phone', '+13055550199'],
    ]);
    expect((await server.checkSuppressed({ phone: '786-555-0123' })).entries).toEqual([]);
    // A later forget without the request leaves the list as it is.
    expect((await server.forget('marisol.quintero@example.com')).suppressed).toEqual([]);
    expect(await count('suppressions')).toBe(4);
  });

  it('flags a new lead from someone on the do-not-contact list in the lead e-mail, the export and the webhook', async () => {
    clock = NOW - 10 * DAY;
    await server.suppress({ phone: '305.555.0199' });
    clock = NOW;
    const flagged = await submitAt(NOW, prequalification({ consentVersion: 'en-2026-11-27' }));
    const clear = await submitAt(NOW, prequalification({ email: 'nuevo@example.com', phone: '(786) 555-0123' }));

    const lead = (await loadLead(store.db, flagged))!;
    expect(lead.doNotContact).toEqual([
      { channel: 'phone', address: '+13055550199', requestedAt: new Date(NOW - 10 * DAY).toISOString() },
    ]);
    expect((await loadLead(store.db, clear))!.doNotContact).toEqual([]);

    const said = 'Asked on Nov 13, 2026, 9:05 AM EST not to be contacted by phone.';
    expect(leadEmail(lead, 'lead').text).toContain(`Do-not-contact list: ${said}`);
    expect(leadEmail(lead, 'lead', 'es').text).toContain('El 13 nov 2026');
    const exported = await server.exportLeads({ format: 'csv' });
    expect(exported.split('\r\n')[0]).toContain('"Do-not-contact list"');
    expect(exported.split('\r\n').filter((line) => line.includes(said))).toHaveLength(1);
    const webhook = await deliveredWebhook(lead);
    expect(webhook).toMatchObject({
      doNotContact: [{ channel: 'phone', requestedAt: new Date(NOW - 10 * DAY).toISOString() }],
      doNotContactLabel: expect.stringContaining(said),
    });
  });

  /** The JSON body the webhook sends for `lead`. */
  async function deliveredWebhook(lead: LeadRecord): Promise<unknown> {
    let body = '';
    const capture = (async (_url: string, init: RequestInit) => {
      body = String(init.body);
      return new Response(null, { status: 204 });
    }) as typeof fetch;
    const hook = webhookDeliverer(
      { url: 'https://hooks.example.com/leads', secret: 's'.repeat(32), timeoutMs: 1000 },
      'en',
      capture,
    );
    expect(await hook.deliver(lead, 'lead')).toMatchObject({ ok: true });
    return JSON.parse(body);
  }

  it('forgets a person who did not opt out, keeping only the anonymous consent record', async () => {
    await submitAt(NOW - 3 * DAY, prequalification({ consentVersion: 'en-2026-11-23' }));
    const summary = await server.forget('marisol.quintero@example.com');
    expect(summary).toMatchObject({ leads: 1, consents: 1, keptConsents: 1, suppressed: [] });
    expect(await tablesMentioning(MARISOL)).toEqual([]);
    expect(await count('consent_records')).toBe(1);
    expect(await count('suppressions')).toBe(0);
    expect((await server.checkSuppressed({ phone: '(305) 555-0199' })).entries).toEqual([]);
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
    const forgotten = await runBrokerCommand(
      config,
      { name: 'forget', email: 'gone@example.com', doNotContact: true },
      0,
    );
    expect(forgotten).toContain('Removed everything stored for gone@example.com: 1 lead, 1 consent record');
    expect(forgotten).toContain('Kept 1 anonymous consent record');
    expect(forgotten).toContain('On the do-not-contact list: gone@example.com, +17865550123.');
    const checked = await runBrokerCommand(config, { name: 'check', phone: '786.555.0123' }, 0);
    expect(checked).toMatch(/^DO NOT CONTACT \+17865550123: asked on \d{4}-\d{2}-\d{2} \(kept until \d{4}/);
    const suppressed = await runBrokerCommand(config, { name: 'suppress', email: 'Stop@Example.com' }, 0);
    expect(suppressed).toMatch(
      /^On the do-not-contact list since \d{4}-\d{2}-\d{2}, kept until .*: stop@example\.com\n/,
    );
    expect(await runBrokerCommand(config, { name: 'check', email: 'keep@example.com' }, 0)).toBe(
      'Not on the do-not-contact list: keep@example.com.\n',
    );
    await expect(runBrokerCommand(config, { name: 'check', phone: '12' }, 0)).rejects.toThrow(
      /--phone needs a phone number/,
    );
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
