import type { ServerConfig } from '../config';
import { MIGRATIONS, migrate } from '../db/migrations';
import { openPostgres } from '../db/postgres';
import type { CliOutput } from './leads';

const processOutput: CliOutput = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

/**
 * `npm run db:migrate`: applies pending migrations to the PostgreSQL database of DATABASE_URL.
 * The deploy step of a host whose functions never migrate on start (Netlify); safe to run again
 * (an advisory lock serialises concurrent runs, applied versions are skipped). Exit code 0 or 1.
 */
export async function migrateCli(config: ServerConfig, output: CliOutput = processOutput): Promise<number> {
  if (!config.databaseUrl) {
    output.stderr(
      'db:migrate needs DATABASE_URL: set it to the PostgreSQL connection string to migrate ' +
        '(the embedded store migrates itself when the site starts).\n',
    );
    return 1;
  }
  let db;
  try {
    db = await openPostgres(config.databaseUrl, 1);
    const applied = await migrate(db);
    const latest = MIGRATIONS[MIGRATIONS.length - 1]?.version ?? 0;
    output.stdout(
      applied.length > 0
        ? `Applied migration${applied.length > 1 ? 's' : ''} ${applied.join(', ')}; the schema is at version ${latest}.\n`
        : `Nothing to apply; the schema is at version ${latest}.\n`,
    );
    return 0;
  } catch (error) {
    output.stderr(`db:migrate failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await db?.close();
  }
}
