import { STORE_KINDS, openTestDatabase, type TestDatabase } from '../testing/databases';
import { migrate, MIGRATIONS } from './migrations';

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

  it('creates the tables of leads, chat, outbox, consent and rate limits', async () => {
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
        'rate_limits',
        'schema_migrations',
      ]),
    );
  });
});
