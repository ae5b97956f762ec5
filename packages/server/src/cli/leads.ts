import { parseArgs } from 'node:util';
import type { ServerConfig } from '../config';
import { monthsBefore } from '../maintenance';
import { contactPoints } from '../suppression';
import { runBrokerCommand, type Command } from './store-access';

export const LEADS_USAGE = `Usage:
  npm run leads -- export [--since YYYY-MM-DD] [--format csv|json] [--include-spam]
  npm run leads -- retry-dead
  npm run leads -- status
  npm run leads -- purge [--older-than 24m]     (default: LEAD_RETENTION_MONTHS; units d, w, m, y)
  npm run leads -- forget --email ADDRESS [--do-not-contact]
  npm run leads -- suppress [--email ADDRESS] [--phone NUMBER]   (a do-not-contact request)
  npm run leads -- check [--email ADDRESS] [--phone NUMBER]      (is it on the do-not-contact list?)
`;

/** `24m`, `2y`, `90d`, `6w` before `now`; calendar months and years. */
export function parseAge(text: string, now = Date.now()): Date {
  const match = /^(\d{1,4})\s*([dwmy])$/i.exec(text.trim());
  if (!match) throw new Error(`--older-than must be a number and a unit (d, w, m or y), such as 24m, not "${text}"`);
  const n = Number(match[1]);
  const unit = (match[2] ?? '').toLowerCase();
  if (n < 1) throw new Error('--older-than must be at least 1');
  if (unit === 'd' || unit === 'w') return new Date(now - n * (unit === 'w' ? 7 : 1) * 86_400_000);
  return monthsBefore(now, unit === 'y' ? n * 12 : n);
}

export const DRAIN_USAGE = `Usage:
  npm run outbox:drain              deliver what is due now, and say what waits to retry
  npm run outbox:drain -- --now     also send, right away, the deliveries waiting to retry
`;

/** The command of `npm run leads -- …`; throws with a message for the person typing it. */
export function parseLeadsArgs(argv: string[]): Command {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      since: { type: 'string' },
      format: { type: 'string', default: 'csv' },
      'include-spam': { type: 'boolean', default: false },
      'older-than': { type: 'string' },
      email: { type: 'string' },
      phone: { type: 'string' },
      'do-not-contact': { type: 'boolean', default: false },
    },
  });
  const [name] = positionals;
  if (name === 'export') {
    const format = values.format;
    if (format !== 'csv' && format !== 'json') throw new Error(`--format must be csv or json, not "${format}"`);
    let since: Date | undefined;
    if (values.since !== undefined) {
      since = new Date(values.since);
      if (Number.isNaN(since.getTime())) throw new Error(`--since is not a date: "${values.since}"`);
    }
    return { name: 'export', format, since, includeSpam: values['include-spam'] ?? false };
  }
  if (name === 'retry-dead') return { name: 'retry-dead' };
  if (name === 'status') return { name: 'status' };
  if (name === 'purge') {
    const olderThan = values['older-than'];
    return olderThan === undefined ? { name: 'purge' } : { name: 'purge', before: parseAge(olderThan), olderThan };
  }
  if (name === 'forget') {
    const email = values.email?.trim();
    if (!email || !/^[^\s@]+@[^\s@]+$/.test(email))
      throw new Error('forget needs --email ADDRESS, such as --email ana@example.com');
    return { name: 'forget', email, doNotContact: values['do-not-contact'] ?? false };
  }
  if (name === 'suppress' || name === 'check') {
    const contact = { email: values.email, phone: values.phone };
    if (contact.email === undefined && contact.phone === undefined)
      throw new Error(`${name} needs --email ADDRESS, --phone NUMBER or both`);
    contactPoints(contact);
    return { name, ...contact };
  }
  throw new Error(name ? `Unknown command "${name}"` : 'Missing command');
}

/** The command of `npm run outbox:drain [-- --now]`. */
export function parseDrainArgs(argv: string[]): Command {
  const { values } = parseArgs({ args: argv, options: { now: { type: 'boolean', default: false } } });
  return { name: 'drain', now: values.now ?? false };
}

export interface CliOutput {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

const processOutput: CliOutput = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

/**
 * The broker's `leads` command over the store of `config`: prints what the command produced and
 * resolves to the process exit code (2 for a usage error, 1 for a failure).
 */
export async function leadsCli(
  argv: string[],
  config: ServerConfig,
  output: CliOutput = processOutput,
): Promise<number> {
  return parseAndRun(argv, parseLeadsArgs, LEADS_USAGE, config, output);
}

/**
 * The `outbox:drain` command: delivers what is due, then says what waits to retry; with `--now`
 * (in `argv`, the command line by default) it sends those too.
 */
export async function drainCli(
  config: ServerConfig,
  output: CliOutput = processOutput,
  argv: string[] = process.argv.slice(2),
): Promise<number> {
  return parseAndRun(argv, parseDrainArgs, DRAIN_USAGE, config, output);
}

async function parseAndRun(
  argv: string[],
  parse: (argv: string[]) => Command,
  usage: string,
  config: ServerConfig,
  output: CliOutput,
): Promise<number> {
  let command: Command;
  try {
    command = parse(argv);
  } catch (error) {
    output.stderr(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  try {
    output.stdout(await runBrokerCommand(config, command));
    return 0;
  } catch (error) {
    output.stderr(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
