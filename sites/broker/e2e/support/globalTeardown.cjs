const fs = require('node:fs');
const path = require('node:path');

/**
 * Stops the site as a host would (SIGTERM) and checks that it stopped gracefully: exit code 0 and
 * the embedded store's lock released.
 */
module.exports = async function globalTeardown() {
  try {
    await stopSite();
  } finally {
    // The broker's inbox and webhook receiver go last: the site may be delivering until it stops.
    await globalThis.__BROKER_RECEIVERS__?.close();
  }
};

async function stopSite() {
  const child = globalThis.__BROKER_SERVE__;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.kill('SIGTERM');
  const timeout = new Promise((resolve) => setTimeout(() => resolve(undefined), 30000).unref());
  const result = await Promise.race([exited, timeout]);
  if (!result) {
    process.kill(-child.pid, 'SIGKILL');
    throw new Error('The site server did not stop within 30 s of SIGTERM');
  }
  if (result.code !== 0) throw new Error(`The site server exited with ${result.code ?? result.signal} on SIGTERM`);
  const lock = path.join(process.env.E2E_DATA_DIR ?? '', 'pglite.lock');
  if (fs.existsSync(lock)) throw new Error(`The site server left its store lock behind (${lock})`);
}
