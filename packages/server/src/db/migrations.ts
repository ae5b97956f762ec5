import type { Database } from './database';

export interface Migration {
  version: number;
  name: string;
  /**
   * The statements: a string is split where a semicolon ends a line; a list is taken as written,
   * one statement each (for procedural code, whose body has semicolons of its own).
   */
  sql: string | readonly string[];
}

/**
 * The schema, in versions. Applied in order on start; never edit an applied migration, add a new one.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'leads, chat, outbox, consent, rate limits',
    sql: `
      CREATE TABLE chat_sessions (
        id uuid PRIMARY KEY,
        language text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        ended_at timestamptz
      );

      CREATE TABLE chat_messages (
        id bigserial PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES chat_sessions (id) ON DELETE CASCADE,
        sender text NOT NULL CHECK (sender IN ('user', 'bot')),
        text text NOT NULL,
        intent text,
        sources jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX chat_messages_session ON chat_messages (session_id, id);

      CREATE TABLE leads (
        id uuid PRIMARY KEY,
        idempotency_key text NOT NULL UNIQUE,
        form_type text NOT NULL CHECK (form_type IN ('prequalification', 'contact', 'chat')),
        status text NOT NULL CHECK (status IN ('received', 'spam')),
        spam_reason text,
        language text NOT NULL,
        source text,
        first_name text,
        last_name text,
        email text,
        phone text,
        payload jsonb NOT NULL,
        chat_session_id uuid UNIQUE REFERENCES chat_sessions (id),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX leads_created_at ON leads (created_at);

      CREATE TABLE consents (
        id bigserial PRIMARY KEY,
        lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        text text NOT NULL,
        language text NOT NULL,
        page text,
        ip_address text,
        consented_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX consents_lead ON consents (lead_id);

      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        destination text NOT NULL CHECK (destination IN ('crm', 'email')),
        kind text NOT NULL DEFAULT 'lead' CHECK (kind IN ('lead', 'transcript')),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'dead')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        last_status integer,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        delivered_at timestamptz,
        dead_at timestamptz,
        UNIQUE (lead_id, destination, kind)
      );
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);

      CREATE TABLE rate_limits (
        bucket text NOT NULL,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (bucket, window_start)
      );
    `,
  },
  {
    version: 10,
    name: 'consent versions, attribution, webhook and alert deliveries, maintenance runs',
    sql: `
      ALTER TABLE consents ADD COLUMN version text;
      ALTER TABLE consents ADD COLUMN text_sha256 text;
      ALTER TABLE consents ADD COLUMN marketing_texts boolean NOT NULL DEFAULT false;
      ALTER TABLE leads ADD COLUMN attribution jsonb;
      CREATE INDEX leads_email_lower ON leads (lower(email));
      CREATE INDEX chat_sessions_updated_at ON chat_sessions (updated_at);
      ALTER TABLE outbox DROP CONSTRAINT outbox_destination_check;
      ALTER TABLE outbox ADD CONSTRAINT outbox_destination_check
        CHECK (destination IN ('crm', 'email', 'webhook', 'alert'));
      CREATE TABLE maintenance_runs (
        task text PRIMARY KEY,
        last_run_at timestamptz NOT NULL
      );
    `,
  },
  {
    version: 11,
    name: 'outbox lease tokens, request digests, sliding-window rate limits, server secrets',
    sql: `
      ALTER TABLE outbox ADD COLUMN lease_token uuid;
      CREATE INDEX outbox_pending_created ON outbox (created_at) WHERE status = 'pending';

      ALTER TABLE leads ADD COLUMN request_digest text;

      DROP TABLE rate_limits;
      CREATE TABLE rate_events (
        id bigserial PRIMARY KEY,
        bucket text NOT NULL,
        at timestamptz NOT NULL
      );
      CREATE INDEX rate_events_bucket_at ON rate_events (bucket, at);
      CREATE INDEX rate_events_at ON rate_events (at);

      CREATE TABLE server_secrets (
        name text PRIMARY KEY,
        value text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    version: 12,
    name: 'several chat leads per session: a correction sent after the first lead was delivered',
    sql: `
      ALTER TABLE leads DROP CONSTRAINT leads_chat_session_id_key;
      CREATE INDEX leads_chat_session ON leads (chat_session_id) WHERE chat_session_id IS NOT NULL;
    `,
  },
  {
    version: 13,
    name: 'consents: the optional box asks for automated calls and texts (automated_contact)',
    sql: `
      ALTER TABLE consents RENAME COLUMN marketing_texts TO automated_contact;
      COMMENT ON COLUMN consents.automated_contact IS 'Whether the optional box under the notice was ticked: '
        'for notices of 2026-11-27 on, consent to calls and texts made with automated technology or '
        'prerecorded or artificial voice messages; for older notices, their marketing-texts box. The box''s '
        'words are the last line of text.';
    `,
  },
  {
    version: 14,
    name: 'consent records and do-not-contact entries kept after the leads are purged',
    sql: `
      CREATE TABLE consent_records (
        id bigserial PRIMARY KEY,
        version text,
        text_sha256 text,
        optional_box_ticked boolean NOT NULL,
        consented_at timestamptz NOT NULL
      );
      CREATE INDEX consent_records_consented_at ON consent_records (consented_at);

      CREATE TABLE suppressions (
        channel text NOT NULL CHECK (channel IN ('email', 'phone')),
        address text NOT NULL,
        requested_at timestamptz NOT NULL,
        PRIMARY KEY (channel, address)
      );
      CREATE INDEX suppressions_requested_at ON suppressions (requested_at);
    `,
  },
  {
    version: 15,
    name: 'store_lead: a lead, its consent, its outbox rows and its rate-limit count in one statement',
    sql: [
      `CREATE FUNCTION store_lead(p_lead jsonb, p_consent jsonb, p_deliveries jsonb, p_bucket text,
         p_max integer, p_window_ms bigint, p_now timestamptz)
       RETURNS TABLE (stored_id uuid, outcome text, wait_seconds integer)
       LANGUAGE plpgsql AS $$
       -- outcome: 'created'; 'replayed' (the idempotency key was stored before with the same digest,
       -- or without one); 'conflict' (stored before with another digest: nothing written); 'limited'
       -- (the rate bucket is full: nothing written, wait_seconds until it frees).
       DECLARE
         v_id uuid := (p_lead->>'id')::uuid;
         v_earlier record;
         v_full timestamptz;
         v_window interval := p_window_ms * interval '1 millisecond';
       BEGIN
         FOR pass IN 1..2 LOOP
           SELECT l.id, l.request_digest INTO v_earlier FROM leads l WHERE l.idempotency_key = p_lead->>'idempotency_key';
           IF FOUND THEN
             RETURN QUERY SELECT v_earlier.id,
               CASE WHEN v_earlier.request_digest <> p_lead->>'request_digest' THEN 'conflict' ELSE 'replayed' END, 0;
             RETURN;
           END IF;
           EXIT WHEN pass = 2;
           IF p_bucket IS NOT NULL THEN
             IF p_max <= 0 THEN
               RETURN QUERY SELECT NULL::uuid, 'limited', greatest(1, ceil(p_window_ms / 1000.0))::integer;
               RETURN;
             END IF;
             -- Concurrent requests of one bucket count one after the other (each statement below
             -- reads what the one before it committed).
             PERFORM pg_advisory_xact_lock(727340002, hashtext(p_bucket));
             SELECT r.at INTO v_full FROM rate_events r
              WHERE r.bucket = p_bucket AND r.at > p_now - v_window ORDER BY r.at DESC OFFSET p_max - 1 LIMIT 1;
             IF FOUND THEN
               RETURN QUERY SELECT NULL::uuid, 'limited',
                 greatest(1, ceil(extract(epoch FROM v_full + v_window - p_now)))::integer;
               RETURN;
             END IF;
             INSERT INTO rate_events (bucket, at) VALUES (p_bucket, p_now);
           END IF;
           INSERT INTO leads (id, idempotency_key, form_type, status, spam_reason, language, source, first_name,
               last_name, email, phone, payload, chat_session_id, attribution, request_digest, created_at)
             SELECT v_id, l.idempotency_key, l.form_type, l.status, l.spam_reason, l.language, l.source, l.first_name,
               l.last_name, l.email, l.phone, l.payload, l.chat_session_id, l.attribution, l.request_digest, p_now
               FROM jsonb_populate_record(NULL::leads, p_lead) l
             ON CONFLICT DO NOTHING;
           -- Not stored: a concurrent request stored the same key in the meantime; the second pass answers with it.
           CONTINUE WHEN NOT FOUND;
           IF p_consent IS NOT NULL THEN
             INSERT INTO consents (lead_id, version, text, text_sha256, language, automated_contact, page, ip_address,
                 consented_at)
               SELECT v_id, c.version, c.text, c.text_sha256, c.language, c.automated_contact, c.page, c.ip_address, p_now
                 FROM jsonb_populate_record(NULL::consents, p_consent) c;
           END IF;
           INSERT INTO outbox (lead_id, destination, kind, next_attempt_at, created_at)
             SELECT v_id, d, 'lead', p_now, p_now FROM jsonb_array_elements_text(p_deliveries) d
             ON CONFLICT (lead_id, destination, kind) DO NOTHING;
           RETURN QUERY SELECT v_id, 'created', 0;
           RETURN;
         END LOOP;
         RAISE EXCEPTION 'lead % conflicts with a stored lead of another key', v_id;
       END $$`,
    ],
  },
];

const MIGRATION_LOCK = 727_340_001;

/** Applies the migrations not applied yet; safe when several instances start at once. */
export async function migrate(db: Database): Promise<number[]> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version),
    );
    const applied: number[] = [];
    for (const m of MIGRATIONS) {
      if (done.has(m.version)) continue;
      for (const statement of statementsOf(m)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      applied.push(m.version);
    }
    return applied;
  });
}

/** A migration's statements, in order. */
export function statementsOf(m: Migration): readonly string[] {
  if (typeof m.sql !== 'string') return m.sql;
  return m.sql
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Versions this build knows that the database has not applied (all of them on an empty database). */
export async function pendingMigrations(db: Database): Promise<number[]> {
  const exists = await db.query<{ present: boolean }>(`SELECT to_regclass('schema_migrations') IS NOT NULL AS present`);
  const done = exists[0]?.present
    ? new Set(
        (await db.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => Number(r.version)),
      )
    : new Set<number>();
  return MIGRATIONS.map((m) => m.version).filter((v) => !done.has(v));
}

/** Refuses to serve a database whose schema is behind this build (migrations not run at deploy). */
export async function assertSchemaCurrent(db: Database): Promise<void> {
  const pending = await pendingMigrations(db);
  if (pending.length > 0) {
    throw new Error(
      `The database schema lacks migration${pending.length > 1 ? 's' : ''} ${pending.join(', ')}: run \`npm run db:migrate\` ` +
        'with this DATABASE_URL before deploying (docs/deploy.md).',
    );
  }
}
