import { randomUUID } from 'node:crypto';
import type { Attribution } from '@broker/core';
import type { Database, Queryable } from './db/database';
import { suppressionsOf, type Suppression } from './suppression';

export type FormType = 'prequalification' | 'contact' | 'chat';
/** Where a lead is delivered; `alert` is the e-mail telling the broker a delivery failed for good. */
export type Destination = 'crm' | 'email' | 'webhook' | 'alert';
export type DeliveryKind = 'lead' | 'transcript';
export type DeliveryStatus = 'pending' | 'delivered' | 'dead';

/** The consent notice a visitor saw next to the submit button, as stored with the lead. */
export interface ConsentRecord {
  /** The notice's version (`@broker/core/consent`). */
  version: string;
  /** The exact words shown: the notice and the optional checkbox's label. */
  text: string;
  /** SHA-256 of `text` (UTF-8), hex. */
  sha256: string;
  /** The notice's language. */
  language: string;
  /**
   * Whether the optional box under the notice was ticked: the automated-contact box of the wordings
   * of 2026-11-27 on, the marketing-texts box of older ones (its words are in `text`).
   */
  automatedContact: boolean;
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
  /**
   * A digest of what was submitted: the same idempotency key with another digest is a different
   * submission reusing the key, and is refused rather than silently dropped.
   */
  requestDigest?: string;
  consent?: ConsentRecord;
  attribution?: Attribution;
  /** One outbox row each, written in the same transaction as the lead. */
  deliveries: readonly Destination[];
}

/** A new lead reused an idempotency key already stored with a different content. */
export class IdempotencyConflictError extends Error {
  constructor() {
    super('The idempotency key was used before for a different submission');
    this.name = 'IdempotencyConflictError';
  }
}

/** The address has used its quota; nothing was stored. */
export class RateLimitedError extends Error {
  constructor(readonly retryAfter: number) {
    super('Rate limited');
    this.name = 'RateLimitedError';
  }
}

export interface InsertOptions {
  /** Counts the new lead against this quota, in the same transaction; over it, nothing is stored. */
  rate?: { bucket: string; limit: { max: number; windowMs: number } };
}

/**
 * Stores a lead with its consent and its outbox rows in one statement (the `store_lead` function
 * of migration 15: one round trip to PostgreSQL, all or nothing). The same idempotency key stored
 * again returns the first lead's id and writes nothing (and does not count against the rate
 * limit); with a different `requestDigest` it throws {@link IdempotencyConflictError}.
 */
export async function insertLead(
  db: Queryable,
  lead: NewLead,
  now = Date.now(),
  options: InsertOptions = {},
): Promise<{ id: string; created: boolean }> {
  const c = lead.consent;
  const [row] = await db.query<{ stored_id: string | null; outcome: string; wait_seconds: number }>(
    'SELECT * FROM store_lead($1::jsonb, $2::jsonb, $3::jsonb, $4::text, $5::integer, $6::bigint, $7::timestamptz)',
    [
      JSON.stringify({
        id: randomUUID(),
        idempotency_key: lead.idempotencyKey,
        form_type: lead.formType,
        status: lead.status,
        spam_reason: lead.spamReason,
        language: lead.language,
        source: lead.source,
        first_name: lead.firstName,
        last_name: lead.lastName,
        email: lead.email,
        phone: lead.phone,
        payload: lead.payload,
        chat_session_id: lead.chatSessionId,
        attribution: lead.attribution,
        request_digest: lead.requestDigest,
      }),
      c
        ? JSON.stringify({
            version: c.version,
            text: c.text,
            text_sha256: c.sha256,
            language: c.language,
            automated_contact: c.automatedContact,
            page: c.page,
            ip_address: c.ipAddress,
          })
        : null,
      JSON.stringify(lead.deliveries),
      options.rate?.bucket ?? null,
      options.rate?.limit.max ?? null,
      options.rate?.limit.windowMs ?? null,
      new Date(now).toISOString(),
    ],
  );
  if (row?.outcome === 'limited') throw new RateLimitedError(row.wait_seconds);
  if (row?.outcome === 'conflict') throw new IdempotencyConflictError();
  if (!row?.stored_id) throw new Error(`store_lead answered ${row?.outcome ?? 'nothing'}`);
  return { id: row.stored_id, created: row.outcome === 'created' };
}

async function insertConsent(tx: Queryable, leadId: string, c: ConsentRecord, now: number): Promise<void> {
  await tx.query(
    `INSERT INTO consents (lead_id, version, text, text_sha256, language, automated_contact, page, ip_address,
       consented_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      leadId,
      c.version,
      c.text,
      c.sha256,
      c.language,
      c.automatedContact,
      c.page ?? null,
      c.ipAddress ?? null,
      new Date(now).toISOString(),
    ],
  );
}

/**
 * Replaces a lead's details and consent while none of its deliveries has been attempted or
 * claimed (a visitor correcting what they sent a moment ago); false when one has, and the lead
 * stays as it was.
 */
export async function updateUndeliveredLead(
  db: Database,
  id: string,
  lead: Pick<NewLead, 'firstName' | 'lastName' | 'email' | 'phone' | 'payload' | 'consent'>,
  now = Date.now(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx.query<{ id: string }>(
      `UPDATE leads SET first_name = $2, last_name = $3, email = $4, phone = $5, payload = $6::jsonb
        WHERE id = $1 AND NOT EXISTS (
          SELECT 1 FROM outbox o WHERE o.lead_id = $1
             AND (o.status <> 'pending' OR o.attempts > 0 OR o.lease_token IS NOT NULL))
        RETURNING id`,
      [
        id,
        lead.firstName ?? null,
        lead.lastName ?? null,
        lead.email ?? null,
        lead.phone ?? null,
        JSON.stringify(lead.payload),
      ],
    );
    if (updated.length === 0) return false;
    await tx.query('DELETE FROM consents WHERE lead_id = $1', [id]);
    if (lead.consent) await insertConsent(tx, id, lead.consent, now);
    return true;
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
    `INSERT INTO outbox (lead_id, destination, kind, next_attempt_at, created_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (lead_id, destination, kind) DO NOTHING RETURNING id`,
    [leadId, destination, kind, new Date(now).toISOString()],
  );
  return rows.length > 0;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until one more request would be allowed (for `Retry-After`); 0 when allowed. */
  retryAfter: number;
}

/** Two-key advisory lock space of the rate-limit buckets (the first key is ours). */
const RATE_LOCK_SPACE = 727_340_002; // store_lead (migration 15) takes the same lock

/**
 * A sliding window kept in the database: a request is allowed while fewer than `max` requests of
 * the bucket were counted in the last `windowMs`, so no window boundary lets a burst through.
 * Reads only; {@link takeRate} also counts the request.
 */
export async function checkRate(
  q: Queryable,
  bucket: string,
  limit: { max: number; windowMs: number },
  now = Date.now(),
): Promise<RateDecision> {
  if (limit.max <= 0) return { allowed: false, retryAfter: Math.max(1, Math.ceil(limit.windowMs / 1000)) };
  // Only the max-th most recent request of the window is read: one row, however busy the bucket.
  const full = await q.query<{ at: Date | string }>(
    `SELECT at FROM rate_events WHERE bucket = $1 AND at > $2 ORDER BY at DESC OFFSET $3 LIMIT 1`,
    [bucket, new Date(now - limit.windowMs).toISOString(), limit.max - 1],
  );
  if (!full[0]) return { allowed: true, retryAfter: 0 };
  // The next request fits once the max-th most recent one leaves the window.
  const frees = new Date(full[0].at).getTime() + limit.windowMs;
  return { allowed: false, retryAfter: Math.max(1, Math.ceil((frees - now) / 1000)) };
}

/**
 * Counts one request if the bucket allows it, atomically: on PostgreSQL the bucket is locked for
 * the transaction, so concurrent requests from several instances cannot all slip under the limit.
 * Call inside a transaction.
 */
export async function takeRate(
  kind: Database['kind'],
  tx: Queryable,
  bucket: string,
  limit: { max: number; windowMs: number },
  now = Date.now(),
): Promise<RateDecision> {
  if (kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [RATE_LOCK_SPACE, bucket]);
  const decision = await checkRate(tx, bucket, limit, now);
  if (decision.allowed) {
    await tx.query('INSERT INTO rate_events (bucket, at) VALUES ($1, $2)', [bucket, new Date(now).toISOString()]);
  }
  return decision;
}

/** Drops rate-limit records older than a day (the longest window worth keeping). */
export async function pruneRateLimits(db: Queryable, now = Date.now()): Promise<void> {
  await db.query('DELETE FROM rate_events WHERE at < $1', [new Date(now - 86_400_000).toISOString()]);
}

/** A stored consent record, as exported and delivered. */
export interface StoredConsent {
  /** `null` for records stored before notices had versions. */
  version: string | null;
  text: string;
  sha256: string | null;
  language: string;
  automatedContact: boolean;
  consentedAt: string;
  page: string | null;
  ipAddress: string | null;
}

export interface DeliveryState {
  destination: Destination;
  kind: DeliveryKind;
  status: DeliveryStatus;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
}

export interface TranscriptMessage {
  sender: 'user' | 'bot';
  text: string;
  at: string;
}

/** A stored lead with everything attached to it: what the export lists and the deliveries send. */
export interface LeadRecord {
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
  attribution: Attribution | null;
  consent: StoredConsent | null;
  /** Every delivery of the lead, oldest first. */
  deliveries: DeliveryState[];
  /** A chat lead's conversation, oldest message first; empty for form leads. */
  transcript: TranscriptMessage[];
  /**
   * The lead's e-mail address and phone number as they stand on the do-not-contact list, when they
   * do: the person asked earlier not to be contacted there, so the broker answers this request and
   * nothing more. Empty when neither is on the list.
   */
  doNotContact: Suppression[];
}

export interface ExportOptions {
  since?: Date;
  includeSpam?: boolean;
}

type Json<T> = T | string | null;

interface LeadRow {
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
  payload: Json<Record<string, unknown>>;
  attribution: Json<Attribution>;
  consent: Json<Omit<StoredConsent, 'consentedAt'> & { consentedAt: string }>;
  deliveries: Json<DeliveryState[]>;
  transcript: Json<TranscriptMessage[]>;
}

const LEAD_SELECT = `
  SELECT l.id, l.created_at, l.form_type, l.status, l.language, l.source, l.first_name, l.last_name,
         l.email, l.phone, l.payload, l.attribution,
         (SELECT json_build_object('version', c.version, 'text', c.text, 'sha256', c.text_sha256,
                   'language', c.language, 'automatedContact', c.automated_contact, 'consentedAt', c.consented_at,
                   'page', c.page, 'ipAddress', c.ip_address)
            FROM consents c WHERE c.lead_id = l.id ORDER BY c.id LIMIT 1) AS consent,
         (SELECT json_agg(json_build_object('destination', o.destination, 'kind', o.kind, 'status', o.status,
                   'attempts', o.attempts, 'lastStatus', o.last_status, 'lastError', o.last_error) ORDER BY o.id)
            FROM outbox o WHERE o.lead_id = l.id) AS deliveries,
         (SELECT json_agg(json_build_object('sender', m.sender, 'text', m.text, 'at', m.created_at) ORDER BY m.id)
            FROM chat_messages m WHERE m.session_id = l.chat_session_id) AS transcript
    FROM leads l`;

function json<T>(value: Json<T>): T | null {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** Times come back in the session's time zone; records carry them as ISO UTC. */
const iso = (value: Date | string) => new Date(value).toISOString();

function toRecord(r: LeadRow): Omit<LeadRecord, 'doNotContact'> {
  const consent = json(r.consent);
  return {
    id: r.id,
    createdAt: iso(r.created_at),
    formType: r.form_type,
    status: r.status,
    language: r.language,
    source: r.source,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone,
    payload: json(r.payload) ?? {},
    attribution: json(r.attribution),
    consent: consent ? { ...consent, consentedAt: iso(consent.consentedAt) } : null,
    deliveries: json(r.deliveries) ?? [],
    transcript: (json(r.transcript) ?? []).map((m) => ({ ...m, at: iso(m.at) })),
  };
}

/** The leads, oldest first, with consent, attribution, deliveries and chat transcript. */
export async function listLeads(db: Queryable, options: ExportOptions = {}): Promise<LeadRecord[]> {
  const rows = await db.query<LeadRow>(
    `${LEAD_SELECT}
      WHERE ($1::timestamptz IS NULL OR l.created_at >= $1::timestamptz)
        AND ($2::boolean OR l.status = 'received')
      ORDER BY l.created_at, l.id`,
    [options.since ? options.since.toISOString() : null, options.includeSpam ?? false],
  );
  return withSuppressions(db, rows.map(toRecord));
}

/** One lead as {@link listLeads} gives it, or `undefined`. */
export async function loadLead(db: Queryable, id: string): Promise<LeadRecord | undefined> {
  const rows = await db.query<LeadRow>(`${LEAD_SELECT} WHERE l.id = $1`, [id]);
  return rows[0] ? (await withSuppressions(db, [toRecord(rows[0])]))[0] : undefined;
}

/** The records with the do-not-contact entries of their contact points, found in one query. */
async function withSuppressions(
  db: Queryable,
  records: Array<Omit<LeadRecord, 'doNotContact'>>,
): Promise<LeadRecord[]> {
  const listed = await suppressionsOf(db, records);
  return records.map((record, i) => ({ ...record, doNotContact: listed[i] ?? [] }));
}
