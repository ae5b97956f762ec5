import { STORE_KINDS, useTestDatabase } from './testing/databases';
import { IdempotencyConflictError, insertLead, RateLimitedError, type NewLead } from './store';

const lead = (key: string, overrides: Partial<NewLead> = {}): NewLead => ({
  idempotencyKey: key,
  formType: 'contact',
  status: 'received',
  language: 'es',
  firstName: 'Ana',
  email: 'ana@example.com',
  payload: { message: 'Hola' },
  requestDigest: 'digest-1',
  consent: {
    version: 'es-2026-11-27',
    text: 'Aviso',
    sha256: 'abc',
    language: 'es',
    automatedContact: true,
    page: '/es/contacto',
  },
  deliveries: ['crm', 'email'],
  ...overrides,
});

const limit = { max: 3, windowMs: 60_000 };
const NOW = Date.parse('2026-11-29T15:00:00Z');

describe.each(STORE_KINDS)('insertLead, one statement (%s)', (kind) => {
  const store = useTestDatabase(kind);
  const count = async (table: string) => (await store.db.query(`SELECT 1 FROM ${table}`)).length;

  it('stores the lead, its consent and one outbox row per destination, at the time given', async () => {
    const { id, created } = await insertLead(store.db, lead('k-1'), NOW);
    expect(created).toBe(true);
    const [row] = await store.db.query<{ payload: unknown; created_at: Date | string; email: string }>(
      'SELECT payload, created_at, email FROM leads WHERE id = $1',
      [id],
    );
    expect(row).toMatchObject({ payload: { message: 'Hola' }, email: 'ana@example.com' });
    expect(new Date(row!.created_at).getTime()).toBe(NOW);
    const consents = await store.db.query('SELECT version, text_sha256, automated_contact, page FROM consents');
    expect(consents).toEqual([
      { version: 'es-2026-11-27', text_sha256: 'abc', automated_contact: true, page: '/es/contacto' },
    ]);
    const outbox = await store.db.query<{ destination: string }>('SELECT destination FROM outbox ORDER BY id');
    expect(outbox.map((o) => o.destination)).toEqual(['crm', 'email']);
  });

  it('answers a resent key with the first id and writes nothing; another digest under the key is refused', async () => {
    const first = await insertLead(store.db, lead('k-1'), NOW, { rate: { bucket: 'b', limit } });
    const again = await insertLead(store.db, lead('k-1'), NOW, { rate: { bucket: 'b', limit } });
    expect(again).toEqual({ id: first.id, created: false });
    await expect(insertLead(store.db, lead('k-1', { requestDigest: 'digest-2' }), NOW)).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
    expect([await count('leads'), await count('consents'), await count('outbox'), await count('rate_events')]).toEqual([
      1, 1, 2, 1,
    ]);
  });

  it('keeps one lead when the same key arrives many times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => insertLead(store.db, lead('k-same'), NOW)));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(answers.filter((a) => a.created)).toHaveLength(1);
    expect([await count('leads'), await count('outbox')]).toEqual([1, 2]);
  });

  if (kind === 'postgres') {
    it('answers with the lead another request is committing under the same key, once it commits', async () => {
      let commit!: () => void;
      let inserted!: (value: { id: string }) => void;
      const firstStored = new Promise<{ id: string }>((resolve) => (inserted = resolve));
      const first = store.db.transaction(async (tx) => {
        inserted(await insertLead(tx, lead('k-race'), NOW));
        await new Promise<void>((resolve) => (commit = resolve));
      });
      const { id } = await firstStored;
      const second = insertLead(store.db, lead('k-race'), NOW);
      // The second statement waits on the first one's uncommitted key before the first commits.
      while (
        (
          await store.db.query(
            `SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
          )
        ).length === 0
      );
      commit();
      await first;
      await expect(second).resolves.toEqual({ id, created: false });
      expect([await count('leads'), await count('outbox')]).toEqual([1, 2]);
    });
  }

  it('counts a bucket exactly under concurrent requests, stores nothing over it and says when it frees', async () => {
    const settled = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        insertLead(store.db, lead(`k-${i}`), NOW, { rate: { bucket: 'submit:203.0.113.7', limit } }),
      ),
    );
    const refused = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
    expect(refused).toHaveLength(5);
    for (const error of refused) {
      expect(error).toBeInstanceOf(RateLimitedError);
      expect((error as RateLimitedError).retryAfter).toBe(60);
    }
    expect([await count('leads'), await count('outbox'), await count('rate_events')]).toEqual([3, 6, 3]);
    // Once the window has passed, the bucket takes leads again.
    await expect(
      insertLead(store.db, lead('k-later'), NOW + 61_000, { rate: { bucket: 'submit:203.0.113.7', limit } }),
    ).resolves.toMatchObject({ created: true });
  });

  it('stores nothing at all when a part fails (an unknown destination)', async () => {
    await expect(
      insertLead(store.db, lead('k-bad', { deliveries: ['crm', 'fax' as 'crm'] }), NOW, {
        rate: { bucket: 'b', limit },
      }),
    ).rejects.toThrow(/outbox_destination_check/);
    expect([await count('leads'), await count('consents'), await count('outbox'), await count('rate_events')]).toEqual([
      0, 0, 0, 0,
    ]);
  });
});
