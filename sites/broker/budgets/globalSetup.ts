import { spawn } from 'node:child_process';
import path from 'node:path';
import { serveSite, type ServedSite } from './server';
import { publicDir } from './site';

declare global {
  var __BUDGETS_SITE__: ServedSite | undefined;
}

/** Serves the built site with the production server, then collects the Lighthouse runs (collect.mts) the budgets assert on. */
export default async function globalSetup(): Promise<void> {
  const site = await serveSite(publicDir);
  globalThis.__BUDGETS_SITE__ = site;
  process.env.BUDGETS_BASE_URL = site.baseUrl;
  process.env.BUDGETS_SCRIPTS_OFF_URL = site.scriptsOffUrl;
  // Lighthouse's Node API is ESM-only: the collection runs in its own process (tsx, package sources).
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(
      process.execPath,
      [require.resolve('tsx/cli'), '--conditions=source', path.join(__dirname, 'collect.mts')],
      { stdio: 'inherit', env: process.env },
    );
    child.on('exit', resolve);
  });
  if (code !== 0) {
    await site.close();
    throw new Error(`The Lighthouse collection failed (exit code ${code}); see the messages above.`);
  }
}
