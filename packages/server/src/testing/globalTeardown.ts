import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  globalThis.__brokerPostgres?.stop();
  if (globalThis.__brokerTemplateDir) fs.rmSync(globalThis.__brokerTemplateDir, { recursive: true, force: true });
}
