import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '..');

/** A page's HTML without scripts: executable `<script>` elements and script preloads go. */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="(?:preload|modulepreload|prefetch)"[^>]*as="script"[^>]*>/g, '');
}

/** A copy of the build whose pages carry no scripts; every other file is the same. */
function copyWithoutScripts(publicDir: string, outDir: string) {
  fs.cpSync(publicDir, outDir, { recursive: true });
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) fs.writeFileSync(file, withoutScripts(fs.readFileSync(file, 'utf8')));
    }
  };
  walk(outDir);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = `status ${response.status}`;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The site did not answer ${url} within ${timeoutMs} ms (${last})`);
}

export interface ServedSite {
  /** The built site. */
  baseUrl: string;
  /** The same build with every script removed from its pages. */
  scriptsOffUrl: string;
  close(): Promise<void>;
}

/**
 * The built site served by the server `npm start` runs (server/dist/main.mjs: compression, the
 * host's headers, redirects and 404), and a second instance of it serving the same build with its
 * pages' scripts removed, each on a free loopback port with a fresh data directory.
 */
export async function serveSite(publicDir: string): Promise<ServedSite> {
  const main = path.join(siteDir, 'server', 'dist', 'main.mjs');
  if (!fs.existsSync(path.join(publicDir, 'index.html')) || !fs.existsSync(main)) {
    throw new Error('The site is not built: run `npm run build` first (turbo does this for test:budgets).');
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'broker-budgets-'));
  const scriptsOffDir = path.join(workDir, 'public-scripts-off');
  copyWithoutScripts(publicDir, scriptsOffDir);
  const children: ChildProcess[] = [];
  const start = async (name: string, servedDir: string): Promise<string> => {
    const logPath = path.join(workDir, `${name}.log`);
    // A free port can be taken by another process before the server listens on it (the two servers
    // here start at once, beside the other suites' servers): a server that loses that race is
    // started again on a new port.
    for (let attempt = 1; ; attempt += 1) {
      const port = await freePort();
      const child = spawn(process.execPath, [main], {
        cwd: siteDir,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_DIR: servedDir,
          DATA_DIR: path.join(workDir, `${name}-data`),
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', fs.openSync(logPath, 'a'), fs.openSync(logPath, 'a')],
      });
      children.push(child);
      const url = `http://127.0.0.1:${port}`;
      try {
        // The embedded store's first start takes a while on a busy machine.
        await waitForHealth(`${url}/api/health`, child, 180_000);
        return url;
      } catch (error) {
        const portTaken = child.exitCode !== null && fs.readFileSync(logPath, 'utf8').includes('EADDRINUSE');
        if (!portTaken || attempt === 3) throw error;
      }
    }
  };
  try {
    const [baseUrl, scriptsOffUrl] = await Promise.all([start('site', publicDir), start('scripts-off', scriptsOffDir)]);
    return {
      baseUrl,
      scriptsOffUrl,
      close: async () => {
        await Promise.all(children.map((child) => stop(child)));
        fs.rmSync(workDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await Promise.all(children.map((child) => stop(child)));
    throw new Error(`${(error as Error).message}; the servers' output is in ${workDir}`);
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
