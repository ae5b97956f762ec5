import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from './db/database';

export type FormType = 'prequalification' | 'contact' | 'chat';
export type Destination = 'crm' | 'email';
export type DeliveryKind = 'lead' | 'transcript';

export interface ConsentRecord {
  /** The exact wording the visitor agreed to. */
  text: string;
  language: string;
  page?: string;
  ipAddress?: string;
}

export interface NewLead {
  idempotencyKey: string;
  formType: FormType;
  status: 'received' | 'spam';
  spamReason?: string;
  language: string;
  source?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  payload: Record<string, unknown>;
  chatSessionId?: string;
  consent?: ConsentRecord;
  /** One outbox row each, written in the same transaction as the lead. */
  deliveries: readonly Destination[];
}

/**
 * Stores a lead with its consent and its outbox rows in one transaction. The same idempotency key
 * stored again returns the first lead's id and writes nothing.
 */
export async function insertLead(
  db: Database,
  lead: NewLead,
  now = Date.now(),
): Promise<{ id: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const id = randomUUID();
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO leads (id, idempotency_key, form_type, status, spam_reason, language, source,
         first_name, last_name, email, phone, payload, chat_session_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        id,
        lead.idempotencyKey,
        lead.formType,
        lead.status,
        lead.spamReason ?? null,
        lead.language,
        lead.source ?? null,
        lead.firstName ?? null,
        lead.lastName ?? null,
        lead.email ?? null,
        lead.phone ?? null,
        JSON.stringify(lead.payload),
        lead.chatSessionId ?? null,
      ],
    );
    if (inserted.length === 0) {
      const existing = await tx.query<{ id: string }>('SELECT id FROM leads WHERE idempotency_key = $1', [
        lead.idempotencyKey,
      ]);
      const row = existing[0];
      if (!row) throw new Error('Lead conflicts with another lead of the same chat session');
      return { id: row.id, created: false };
    }
    if (lead.consent) {
      await tx.query(`INSERT INTO consents (lead_id, text, language, page, ip_address) VALUES ($1, $2, $3, $4, $5)`, [
        id,
        lead.consent.text,
        lead.consent.language,
        lead.consent.page ?? null,
        lead.consent.ipAddress ?? null,
      ]);
    }
    for (const destination of lead.deliveries) await enqueue(tx, id, destination, 'lead', now);
    return { id, created: true };
  });
}

/** Adds one delivery; a delivery of the same kind already queued for the lead is kept as it is. */
export async function enqueue(
  q: Queryable,
  leadId: string,
  destination: Destination,
  kind: DeliveryKind,
  now = Date.now(),
): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO outbox (lead_id, destination, kind, next_attempt_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (lead_id, destination, kind) DO NOTHING RETURNING id`,
    [leadId, destination, kind, new Date(now).toISOString()],
  );
  return rows.length > 0;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window resets (for `Retry-After`). */
  retryAfter: number;
}

/**
 * Counts one hit in a fixed window kept in the database, so the limit holds across instances.
 */
export async function hitRateLimit(
  db: Queryable,
  bucket: string,
  limit: { max: number; windowMs: number },
  now = Date.now(),
): Promise<RateDecision> {
  const windowStart = Math.floor(now / limit.windowMs) * limit.windowMs;
  const rows = await db.query<{ hits: number }>(
    `INSERT INTO rate_limits (bucket, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
     RETURNING hits`,
    [bucket, new Date(windowStart).toISOString()],
  );
  const hits = Number(rows[0]?.hits ?? 1);
  return {
    allowed: hits <= limit.max,
    retryAfter: Math.max(1, Math.ceil((windowStart + limit.windowMs - now) / 1000)),
  };
}

/** Drops rate-limit windows older than a day. */
export async function pruneRateLimits(db: Queryable, now = Date.now()): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE window_start < $1', [new Date(now - 86_400_000).toISOString()]);
}

export interface LeadExportRow {
  id: string;
  createdAt: string;
  formType: FormType;
  status: 'received' | 'spam';
  language: string;
  source: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  payload: Record<string, unknown>;
  consent: string | null;
  crm: string;
  emailDelivery: string;
  /** A chat lead's conversation, oldest message first; empty for form leads. */
  transcript: Array<{ sender: 'user' | 'bot'; text: string; at: string }>;
}

export interface ExportOptions {
  since?: Date;
  includeSpam?: boolean;
}

/** The leads, oldest first, each with the state of its deliveries ("none" when not configured). */
export async function listLeads(db: Queryable, options: ExportOptions = {}): Promise<LeadExportRow[]> {
  const rows = await db.query<{
    id: string;
    created_at: Date | string;
    form_type: FormType;
    status: 'received' | 'spam';
    language: string;
    source: string | null;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
    phone: string | null;
    payload: Record<string, unknown> | string;
    consent: string | null;
    crm: string | null;
    email_delivery: string | null;
    transcript: Array<{ sender: 'user' | 'bot'; text: string; at: string }> | string | null;
  }>(
    `SELECT l.id, l.created_at, l.form_type, l.status, l.language, l.source, l.first_name, l.last_name,
            l.email, l.phone, l.payload,
            (SELECT c.text FROM consents c WHERE c.lead_id = l.id ORDER BY c.id LIMIT 1) AS consent,
            (SELECT o.status FROM outbox o WHERE o.lead_id = l.id AND o.destination = 'crm' AND o.kind = 'lead') AS crm,
            (SELECT o.status FROM outbox o WHERE o.lead_id = l.id AND o.destination = 'email' AND o.kind = 'lead') AS email_delivery,
            (SELECT json_agg(json_build_object('sender', m.sender, 'text', m.text, 'at', m.created_at) ORDER BY m.id)
               FROM chat_messages m WHERE m.session_id = l.chat_session_id) AS transcript
       FROM leads l
      WHERE ($1::timestamptz IS NULL OR l.created_at >= $1::timestamptz)
        AND ($2::boolean OR l.status = 'received')
      ORDER BY l.created_at, l.id`,
    [options.since ? options.since.toISOString() : null, options.includeSpam ?? false],
  );
  return rows.map((r) => ({
    id: r.id,
    createdAt: new Date(r.created_at).toISOString(),
    formType: r.form_type,
    status: r.status,
    language: r.language,
    source: r.source,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone,
    payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as Record<string, unknown>) : r.payload,
    consent: r.consent,
    crm: r.crm ?? 'none',
    emailDelivery: r.email_delivery ?? 'none',
    transcript: (typeof r.transcript === 'string' ? JSON.parse(r.transcript) : r.transcript) ?? [],
  }));
}
