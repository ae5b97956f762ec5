import { parseArgs } from 'node:util';
import type { ServerConfig } from '../config';
import { runBrokerCommand, type Command } from './store-access';

const USAGE = `Usage:
  npm run leads -- export [--since YYYY-MM-DD] [--format csv|json] [--include-spam]
  npm run leads -- retry-dead
`;

function parse(argv: string[]): Command {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      since: { type: 'string' },
      format: { type: 'string', default: 'csv' },
      'include-spam': { type: 'boolean', default: false },
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
