import { parseArgs } from 'node:util';
import { cliConfig } from './paths';
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

async function main() {
  let command: Command;
  try {
    command = parse(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  const output = await runBrokerCommand(cliConfig(), command);
  process.stdout.write(output);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
