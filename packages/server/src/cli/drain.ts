import { cliConfig } from './paths';
import { runBrokerCommand } from './store-access';

runBrokerCommand(cliConfig(), { name: 'drain' })
  .then((output) => process.stdout.write(output))
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
