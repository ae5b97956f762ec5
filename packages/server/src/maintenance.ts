import type { Database, Queryable } from './db/database';
import type { DeadLetter } from './outbox/outbox';
import type { Destination } from './store';

import { addSuppressions, normalisePhone, type Suppression } from './suppression';
import { UsageError } from './usage';

export { UsageError };

/** What `purge` removed, and what it kept. */
export interface PurgeSummary {
  /** Everything received before this moment (ISO) was removed. */
  before: string;
  leads: number;
  consents: number;
  deliveries: number;
  chatSessions: number;
  chatMessages: number;
  /** Minimal consent records written for the removed leads' consents (kept until `recordsBefore` reaches them). */
  keptConsents: number;
  /** Consent records and do-not-contact entries from before this moment (ISO) were removed. */
  recordsBefore: string;
  expiredConsents: number;
  expiredSuppressions: number;
}

/** What `forget` removed. */
export interface ForgetSummary {
  email: string;
  leads: number;
  consents: number;
  /** Deliveries not made yet (they will never be sent). */
  pendingDeliveries: number;
  /** Records of deliveries already made or failed for good. */
  otherDeliveries: number;
  chatSessions: number;
  chatMessages: number;
  /** Minimal consent records kept from the removed consents (no contact details). */
  keptConsents: number;
  /** The contact points put on the do-not-contact list (with `doNotContact`). */
  suppressed: Suppression[];
}

export interface StatusSummary {
  /** The store's current time, ISO. */
  at: string;
  leadsToday: number;
  leadsThisWeek: number;
  spamThisWeek: number;
  pending: number;
  dead: number;
  /** Pending and dead deliveries by destination. */
  byDestination: Array<{ destination: Destination; pending: number; dead: number }>;
  /** Age of the oldest pending delivery in seconds, or `null` when nothing waits. */
  oldestPendingSeconds: number | null;
  lastPurgeAt: string | null;
}

/** `now` minus `months` calendar months (UTC), e.g. 24 months before 2026-11-23 is 2024-11-23. */
export function monthsBefore(now: number, months: number): Date {
  const date = new Date(now);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

async function count(q: Queryable, sql: string, params: unknown[]): Promise<number> {
  const rows = await q.query<{ n: number | string }>(sql, params);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The consent column that says whether the visitor ticked the optional box: the one place that
 * names it, so the minimal record reads the box whatever the column is called.
 */
export const CONSENT_BOX_COLUMN = 'automated_contact';

/**
 * Writes the minimal record of the consents that `where` selects: the notice version, the SHA-256
 * of its words, the optional box and the date. Nothing that identifies the person is copied.
 */
async function keepConsentRecords(tx: Queryable, where: string, params: unknown[]): Promise<number> {
  const rows = await tx.query(
    `INSERT INTO consent_records (version, text_sha256, optional_box_ticked, consented_at)
     SELECT version, text_sha256, ${CONSENT_BOX_COLUMN}, consented_at FROM consents WHERE ${where}
     ORDER BY id RETURNING id`,
    params,
  );
  return rows.length;
}

/**
 * Removes the leads received before `before` with their consents and deliveries, and the chat
 * conversations last active before it (with their messages), keeping a minimal record of each
 * consent; removes the minimal consent records and do-not-contact entries from before
 * `recordsBefore`. One transaction.
 */
export async function purgeBefore(db: Database, before: Date, recordsBefore: Date): Promise<PurgeSummary> {
  const cutoff = before.toISOString();
  const recordsCutoff = recordsBefore.toISOString();
  return db.transaction(async (tx) => {
    const old = `SELECT id FROM leads WHERE created_at < $1`;
    const consents = await count(tx, `SELECT count(*) AS n FROM consents WHERE lead_id IN (${old})`, [cutoff]);
    const keptConsents = await keepConsentRecords(tx, `lead_id IN (${old}) AND consented_at >= $2`, [
      cutoff,
      recordsCutoff,
    ]);
    const deliveries = await count(tx, `SELECT count(*) AS n FROM outbox WHERE lead_id IN (${old})`, [cutoff]);
    const leads = (await tx.query(`DELETE FROM leads WHERE created_at < $1 RETURNING id`, [cutoff])).length;
    // A conversation goes once it is old and no remaining lead refers to it.
    const sessions = `SELECT s.id FROM chat_sessions s
       WHERE s.updated_at < $1 AND NOT EXISTS (SELECT 1 FROM leads l WHERE l.chat_session_id = s.id)`;
    const chatMessages = await count(tx, `SELECT count(*) AS n FROM chat_messages WHERE session_id IN (${sessions})`, [
      cutoff,
    ]);
    const chatSessions = (await tx.query(`DELETE FROM chat_sessions WHERE id IN (${sessions}) RETURNING id`, [cutoff]))
      .length;
    const expiredConsents = (
      await tx.query(`DELETE FROM consent_records WHERE consented_at < $1 RETURNING id`, [recordsCutoff])
    ).length;
    const expiredSuppressions = (
      await tx.query(`DELETE FROM suppressions WHERE requested_at < $1 RETURNING address`, [recordsCutoff])
    ).length;
    await tx.query(`INSERT INTO maintenance_runs (task, last_run_at) VALUES ('purge', now())
      ON CONFLICT (task) DO UPDATE SET last_run_at = now()`);
    return {
      before: cutoff,
      leads,
      consents,
      deliveries,
      chatSessions,
      chatMessages,
      keptConsents,
      recordsBefore: recordsCutoff,
      expiredConsents,
      expiredSuppressions,
    };
  });
}

export interface ForgetOptions {
  /**
   * The person asked not to be contacted: their e-mail address and the phone numbers of their
   * leads go on the do-not-contact list before the leads are removed.
   */
  doNotContact?: boolean;
  now?: number;
}

/**
 * Removes everything stored about one person, found by e-mail address (any case): their leads
 * (spam included), the consents and deliveries of those leads, the chat conversations of those
 * leads, and any conversation in which the address was typed. A minimal record of each consent is
 * kept (no contact details); with `doNotContact`, so are their e-mail address and phone numbers, on
 * the do-not-contact list.
 */
export async function forgetEmail(db: Database, email: string, options: ForgetOptions = {}): Promise<ForgetSummary> {
  const address = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(address))
    throw new UsageError('--email needs an e-mail address, such as name@example.com');
  const pattern = `%${address.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db.transaction(async (tx) => {
    const leadIds = await tx.query<{ id: string; chat_session_id: string | null; phone: string | null }>(
      `SELECT id, chat_session_id, phone FROM leads WHERE lower(email) = $1 ORDER BY created_at, id`,
      [address],
    );
    const sessionRows = await tx.query<{ id: string }>(
      `SELECT DISTINCT session_id AS id FROM chat_messages WHERE lower(text) LIKE $1`,
      [pattern],
    );
    const sessionIds = [
      ...new Set([
        ...leadIds.map((l) => l.chat_session_id).filter((id): id is string => Boolean(id)),
        ...sessionRows.map((r) => r.id),
      ]),
    ];
    const ids = leadIds.map((l) => l.id);
    const consents = await count(tx, `SELECT count(*) AS n FROM consents WHERE lead_id = ANY($1::uuid[])`, [ids]);
    const keptConsents = await keepConsentRecords(tx, `lead_id = ANY($1::uuid[])`, [ids]);
    const phones = [
      ...new Set(leadIds.map((l) => (l.phone ? normalisePhone(l.phone) : undefined)).filter((p) => p !== undefined)),
    ];
    const suppressed = options.doNotContact
      ? await addSuppressions(
          tx,
          [{ channel: 'email', address }, ...phones.map((p) => ({ channel: 'phone' as const, address: p }))],
          options.now,
        )
      : [];
    const pendingDeliveries = await count(
      tx,
      `SELECT count(*) AS n FROM outbox WHERE lead_id = ANY($1::uuid[]) AND status = 'pending'`,
      [ids],
    );
    const otherDeliveries = await count(
      tx,
      `SELECT count(*) AS n FROM outbox WHERE lead_id = ANY($1::uuid[]) AND status <> 'pending'`,
      [ids],
    );
    // Leads of other people that point at one of these conversations keep their lead, not the chat.
    await tx.query(
      `UPDATE leads SET chat_session_id = NULL WHERE chat_session_id = ANY($1::uuid[]) AND NOT (id = ANY($2::uuid[]))`,
      [sessionIds, ids],
    );
    const leads = (await tx.query(`DELETE FROM leads WHERE id = ANY($1::uuid[]) RETURNING id`, [ids])).length;
    const chatMessages = await count(tx, `SELECT count(*) AS n FROM chat_messages WHERE session_id = ANY($1::uuid[])`, [
      sessionIds,
    ]);
    const chatSessions = (
      await tx.query(`DELETE FROM chat_sessions WHERE id = ANY($1::uuid[]) RETURNING id`, [sessionIds])
    ).length;
    return {
      email: address,
      leads,
      consents,
      pendingDeliveries,
      otherDeliveries,
      chatSessions,
      chatMessages,
      keptConsents,
      suppressed,
    };
  });
}

/**
 * Counts for the broker: leads since midnight and since Monday (Miami time), spam this week,
 * pending and dead deliveries, the oldest pending delivery's age and the last purge.
 */
export async function storeStatus(db: Queryable, now = Date.now()): Promise<StatusSummary> {
  const at = new Date(now).toISOString();
  const local = `($1::timestamptz AT TIME ZONE 'America/New_York')`;
  const today = `(date_trunc('day', ${local}) AT TIME ZONE 'America/New_York')`;
  const week = `(date_trunc('week', ${local}) AT TIME ZONE 'America/New_York')`;
  const [leads] = await db.query<{ today: number | string; week: number | string; spam: number | string }>(
    `SELECT count(*) FILTER (WHERE status = 'received' AND created_at >= ${today}) AS today,
            count(*) FILTER (WHERE status = 'received' AND created_at >= ${week}) AS week,
            count(*) FILTER (WHERE status = 'spam' AND created_at >= ${week}) AS spam
       FROM leads WHERE created_at >= ${week}`,
    [at],
  );
  const byDestination = await db.query<{ destination: Destination; pending: number | string; dead: number | string }>(
    `SELECT destination, count(*) FILTER (WHERE status = 'pending') AS pending,
            count(*) FILTER (WHERE status = 'dead') AS dead
       FROM outbox WHERE status IN ('pending', 'dead') GROUP BY destination ORDER BY destination`,
  );
  const [oldest] = await db.query<{ created_at: Date | string | null }>(
    `SELECT min(created_at) AS created_at FROM outbox WHERE status = 'pending'`,
  );
  const [purge] = await db.query<{ last_run_at: Date | string }>(
    `SELECT last_run_at FROM maintenance_runs WHERE task = 'purge'`,
  );
  const rows = byDestination.map((r) => ({
    destination: r.destination,
    pending: Number(r.pending),
    dead: Number(r.dead),
  }));
  return {
    at,
    leadsToday: Number(leads?.today ?? 0),
    leadsThisWeek: Number(leads?.week ?? 0),
    spamThisWeek: Number(leads?.spam ?? 0),
    pending: rows.reduce((sum, r) => sum + r.pending, 0),
    dead: rows.reduce((sum, r) => sum + r.dead, 0),
    byDestination: rows,
    oldestPendingSeconds: oldest?.created_at
      ? Math.max(0, Math.round((now - new Date(oldest.created_at).getTime()) / 1000))
      : null,
    lastPurgeAt: purge ? new Date(purge.last_run_at).toISOString() : null,
  };
}

/**
 * Claims the daily run of `task`: true for exactly one caller per `intervalMs`, across processes
 * and instances (one conditional write).
 */
export async function claimDailyRun(
  db: Queryable,
  task: string,
  now = Date.now(),
  intervalMs = 86_400_000,
): Promise<boolean> {
  const at = new Date(now).toISOString();
  const rows = await db.query(
    `INSERT INTO maintenance_runs (task, last_run_at) VALUES ($1, $2)
     ON CONFLICT (task) DO UPDATE SET last_run_at = EXCLUDED.last_run_at
       WHERE maintenance_runs.last_run_at <= $2::timestamptz - make_interval(secs => $3)
     RETURNING task`,
    [task, at, intervalMs / 1000],
  );
  return rows.length > 0;
}

/**
 * Queues the alert e-mail about a lead whose delivery died (one alert row per lead: queued again
 * when a later delivery of the same lead dies after the alert went out). Alerts about alerts are
 * not sent.
 */
export async function queueDeadLetterAlert(db: Queryable, dead: DeadLetter, now = Date.now()): Promise<boolean> {
  if (dead.destination === 'alert') return false;
  const rows = await db.query(
    `INSERT INTO outbox (lead_id, destination, kind, next_attempt_at) VALUES ($1, 'alert', 'lead', $2)
     ON CONFLICT (lead_id, destination, kind) DO UPDATE
       SET status = 'pending', attempts = 0, next_attempt_at = EXCLUDED.next_attempt_at, locked_until = NULL,
           delivered_at = NULL, dead_at = NULL, last_status = NULL, last_error = NULL
       WHERE outbox.status <> 'pending'
     RETURNING id`,
    [dead.leadId, new Date(now).toISOString()],
  );
  return rows.length > 0;
}
