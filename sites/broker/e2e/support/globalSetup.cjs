const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const net = require('node:net');

const { startReceivers } = require('./receivers.cjs');

const siteDir = path.resolve(__dirname, '../..');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The site did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * Serves the built site with the server `npm start` runs (server/dist/main.mjs: pages, the host's
 * headers and redirects, and the API in-process) on a free loopback port with a fresh data
 * directory.
 */
module.exports = async function globalSetup() {
  const server = path.join(siteDir, 'server', 'dist', 'main.mjs');
  if (!fs.existsSync(path.join(siteDir, 'public', 'index.html')) || !fs.existsSync(server)) {
    throw new Error('The site is not built: run `npm run build` first (turbo does this for test:e2e).');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'broker-e2e-'));
  const log = fs.openSync(path.join(dataDir, 'serve.log'), 'a');
  const receivers = await startReceivers(dataDir);
  globalThis.__BROKER_RECEIVERS__ = receivers;
  const child = spawn(process.execPath, ['--enable-source-maps', server], {
    cwd: siteDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'pglite'),
      // Browser tests type faster than people; the spam rule still applies below one second.
      SPAM_MIN_FILL_MS: '1000',
      // Every suite submits from 127.0.0.1, more leads than one visitor sends in ten minutes (the
      // per-address limit of 10 answered 429 once the suites ran fast enough). The limit itself is
      // tested against the handlers in packages/server.
      RATE_LIMIT_SUBMIT_MAX: '500',
      // The broker's inbox and webhook receiver (support/receivers.cjs).
      ...receivers.env,
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  globalThis.__BROKER_SERVE__ = child;
  await waitForHealth(`${baseUrl}/api/health`, child, 90000);
};
