import path from 'node:path';
import { loadConfig } from '@broker/server';
import { migrateCli } from '@broker/server/cli';
import { serverSettings } from '../src/serverSettings';

/** `npm run db:migrate`: brings the PostgreSQL schema of DATABASE_URL up to date (a deploy step). */
const { env, siteDir, business } = serverSettings(path.resolve(__dirname, '../..'));
// A failure is left to Node: it prints the error and exits with status 1.
void migrateCli(loadConfig(env, { siteDir, business })).then((code) => {
  process.exitCode = code;
});
