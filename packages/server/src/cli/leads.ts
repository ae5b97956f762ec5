import { parseArgs } from 'node:util';
import type { ServerConfig } from '../config';
import { monthsBefore } from '../maintenance';
import { runBrokerCommand, type Command } from './store-access';

const USAGE = `Usage:
  npm run leads -- export [--since YYYY-MM-DD] [--format csv|json] [--include-spam]
  npm run leads -- retry-dead
  npm run leads -- status
  npm run leads -- purge [--older-than 24m]     (default: LEAD_RETENTION_MONTHS; units d, w, m, y)
  npm run leads -- forget --email ADDRESS
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

function parse(argv: string[]): Command {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      since: { type: 'string' },
      format: { type: 'string', default: 'csv' },
      'include-spam': { type: 'boolean', default: false },
      'older-than': { type: 'string' },
      email: { type: 'string' },
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
    return { name: 'forget', email };
  }
  throw new Error(name ? `Unknown command "${name}"` : 'Missing command');
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
  let command: Command;
  try {
    command = parse(argv);
  } catch (error) {
    output.stderr(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  return runAndPrint(config, command, output);
}

/** The `outbox:drain` command: delivers what is waiting now. */
export async function drainCli(config: ServerConfig, output: CliOutput = processOutput): Promise<number> {
  return runAndPrint(config, { name: 'drain' }, output);
}

async function runAndPrint(config: ServerConfig, command: Command, output: CliOutput): Promise<number> {
  try {
    output.stdout(await runBrokerCommand(config, command));
    return 0;
  } catch (error) {
    output.stderr(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
