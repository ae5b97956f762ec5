import path from 'node:path';
import { loadConfig } from '@broker/server';
import { drainCli } from '@broker/server/cli';
import { serverSettings } from '../src/serverSettings';

/** `npm run outbox:drain`: delivers this site's waiting leads now. */
const { env, siteDir, business } = serverSettings(path.resolve(__dirname, '../..'));
// A failure is left to Node: it prints the error and exits with status 1.
void drainCli(loadConfig(env, { siteDir, business })).then((code) => {
  process.exitCode = code;
});
