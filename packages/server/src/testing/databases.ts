import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../db/database';
import { migrate } from '../db/migrations';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';

export type StoreKind = 'pglite' | 'postgres';

export interface TestDatabase {
  db: Database;
  /** Empties every table, so each test starts from a clean store. */
  reset(): Promise<void>;
  dispose(): Promise<void>;
}

/** The stores every handler test runs against; PostgreSQL only when the setup could start it. */
export const STORE_KINDS: StoreKind[] = process.env.BROKER_TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A copy of the migrated template data directory, for tests that need the store on disk. */
export function copyTemplate(): string {
  const template = process.env.BROKER_TEST_PGLITE_TEMPLATE;
  if (!template) throw new Error('The jest global setup did not run');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'broker-pglite-'));
  fs.cpSync(template, dir, { recursive: true });
  return dir;
}

export async function openTestDatabase(kind: StoreKind): Promise<TestDatabase> {
  let db: Database;
  let cleanup: () => Promise<void>;
  if (kind === 'pglite') {
    const dir = copyTemplate();
    db = await openPglite(dir);
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  } else {
    const url = process.env.BROKER_TEST_DATABASE_URL as string;
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = await openPostgres(url, 1);
    await admin.query(`CREATE DATABASE ${name}`);
    db = await openPostgres(url.replace(/\/postgres$/, `/${name}`), 4);
    cleanup = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    };
  }
  await migrate(db);
  return {
    db,
    reset: async () => {
      await db.query(
        'TRUNCATE leads, chat_sessions, chat_messages, outbox, consents, rate_events, consent_records, suppressions ' +
          'RESTART IDENTITY CASCADE',
      );
    },
    dispose: async () => {
      await db.close();
      await cleanup();
    },
  };
}

/**
 * A database of `kind` for the enclosing `describe`: opened before its tests, emptied before each
 * one (ahead of the block's own `beforeEach`, which may then add rows), closed after them.
 */
export function useTestDatabase(kind: StoreKind): TestDatabase {
  let opened: TestDatabase | undefined;
  const current = () => {
    if (!opened) throw new Error('The test database is opened in beforeAll');
    return opened;
  };
  beforeAll(async () => {
    opened = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await opened?.dispose();
  });
  beforeEach(async () => {
    await current().reset();
  });
  return {
    get db() {
      return current().db;
    },
    reset: () => current().reset(),
    dispose: () => current().dispose(),
  };
}
