import { STORE_KINDS, openTestDatabase, type TestDatabase } from '../testing/databases';
import { openPglite } from './pglite';
import { assertSchemaCurrent, migrate, MIGRATIONS, pendingMigrations, statementsOf } from './migrations';

describe.each(STORE_KINDS)('migrate (%s)', (kind) => {
  let store: TestDatabase;
  beforeAll(async () => {
    store = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await store.dispose();
  });

  it('records every version once and applies nothing the second time', async () => {
    expect(await migrate(store.db)).toEqual([]);
    const rows = await store.db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
  });

  it('creates the tables of leads, chat, outbox, consent, rate limits and secrets', async () => {
    const rows = await store.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'chat_messages',
        'chat_sessions',
        'consents',
        'leads',
        'outbox',
        'rate_events',
        'schema_migrations',
        'server_secrets',
      ]),
    );
  });

  it('knows when the schema is behind the build, and says which command to run', async () => {
    const latest = MIGRATIONS[MIGRATIONS.length - 1]!;
    expect(await pendingMigrations(store.db)).toEqual([]);
    await expect(assertSchemaCurrent(store.db)).resolves.toBeUndefined();
    await store.db.query('DELETE FROM schema_migrations WHERE version = $1', [latest.version]);
    try {
      expect(await pendingMigrations(store.db)).toEqual([latest.version]);
      await expect(assertSchemaCurrent(store.db)).rejects.toThrow(/npm run db:migrate/);
    } finally {
      await store.db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        latest.version,
        latest.name,
      ]);
    }
  });
});

describe('pendingMigrations on an empty database', () => {
  it('lists every version', async () => {
    const db = await openPglite();
    try {
      expect(await pendingMigrations(db)).toEqual(MIGRATIONS.map((m) => m.version));
      await expect(assertSchemaCurrent(db)).rejects.toThrow(/lacks migration/);
    } finally {
      await db.close();
    }
  });
});

describe('migration 13 on a database with consents', () => {
  it('keeps the box each stored consent recorded, under its new name', async () => {
    const db = await openPglite();
    try {
      await db.query(
        'CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz)',
      );
      for (const m of MIGRATIONS.filter((m) => m.version < 13)) {
        for (const statement of statementsOf(m)) await db.query(statement);
        await db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      }
      const lead = '6f1c2a8e-0000-4000-8000-000000000001';
      await db.query(
        `INSERT INTO leads (id, idempotency_key, form_type, status, language, payload)
         VALUES ($1, 'k1', 'contact', 'received', 'en', '{}')`,
        [lead],
      );
      await db.query(
        `INSERT INTO consents (lead_id, version, text, language, marketing_texts) VALUES
           ($1, 'en-2026-11-23', 'ticked', 'en', true), ($1, 'en-2026-11-23', 'unticked', 'en', false)`,
        [lead],
      );
      expect(await migrate(db)).toEqual([13, 14, 15]);
      const rows = await db.query<{ text: string; automated_contact: boolean }>(
        'SELECT text, automated_contact FROM consents ORDER BY id',
      );
      expect(rows).toEqual([
        { text: 'ticked', automated_contact: true },
        { text: 'unticked', automated_contact: false },
      ]);
    } finally {
      await db.close();
    }
  });
});
