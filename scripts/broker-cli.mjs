// `npm run leads -- …`, `npm run outbox:drain` and `npm run db:migrate`: the broker's commands, compiled with the site's
// configuration (sites/broker/cli). Compiles what changed first (turbo replays it from its cache);
// the compiler's output is shown (on stderr) only when it fails, so an export on stdout stays clean.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [command, ...args] = process.argv.slice(2);
const entries = { leads: 'leads.js', drain: 'drain.js', migrate: 'migrate.js' };
if (!entries[command]) {
  process.stderr.write(`Unknown command "${command ?? ''}": expected one of ${Object.keys(entries).join(', ')}\n`);
  process.exit(2);
}
const turbo = createRequire(import.meta.url).resolve('turbo/bin/turbo');
const compiled = spawnSync(
  process.execPath,
  [turbo, 'run', 'build:node', '--filter=@broker/site', '--output-logs=errors-only', '--log-prefix=none'],
  { cwd: root, encoding: 'utf8', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
);
if (compiled.status !== 0) {
  process.stderr.write(`${compiled.stdout ?? ''}${compiled.stderr ?? ''}`);
  process.exit(compiled.status ?? 1);
}
process.argv = [process.argv[0], command, ...args];
createRequire(import.meta.url)(path.join(root, 'sites', 'broker', 'dist', 'cli', entries[command]));
