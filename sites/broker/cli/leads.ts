import path from 'node:path';
import { loadConfig } from '@broker/server';
import { leadsCli } from '@broker/server/cli';
import { serverSettings } from '../src/serverSettings';

/** `npm run leads -- <command>`: the broker's commands on this site's lead store. */
const { env, siteDir, business } = serverSettings(path.resolve(__dirname, '../..'));
// A failure is left to Node: it prints the error and exits with status 1.
void leadsCli(process.argv.slice(2), loadConfig(env, { siteDir, business })).then((code) => {
  process.exitCode = code;
});
