import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../db/migrations';
import { openPglite } from '../db/pglite';
import { startPostgres, type RunningPostgres } from './postgresServer';

declare global {
  var __brokerPostgres: RunningPostgres | undefined;
  var __brokerTemplateDir: string | undefined;
}

/**
 * Starts one PostgreSQL server for the run and builds one migrated PGlite data directory that
 * each test copies (opening a copy is much faster than creating a store).
 */
export default async function globalSetup(): Promise<void> {
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'broker-pglite-template-'));
  const db = await openPglite(template);
  await migrate(db);
  await db.close();
  globalThis.__brokerTemplateDir = template;
  process.env.BROKER_TEST_PGLITE_TEMPLATE = template;

  try {
    const pg = await startPostgres();
    globalThis.__brokerPostgres = pg;
    process.env.BROKER_TEST_DATABASE_URL = pg.url;
  } catch (error) {
    if (process.env.CI === 'true') throw error;
    process.env.BROKER_TEST_DATABASE_URL = '';
    process.stderr.write(
      `\nPostgreSQL could not be started; only the embedded store is tested.\n${(error as Error).message}\n`,
    );
  }
}
