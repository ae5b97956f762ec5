/**
 * The static Storybook the visual test compares (`playwright.config.ts`): built into
 * storybook-static/ unless it is newer than every source it is made from, listed from its
 * index.json, and served on a loopback port. `tsx visual/storybook.ts` builds it (the test script
 * does so before Playwright lists the stories).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const uiRoot = resolve(__dirname, '..');
const repoRoot = resolve(uiRoot, '../..');
export const staticDir = join(repoRoot, 'storybook-static');

export interface Story {
  id: string;
  title: string;
  name: string;
  tags: string[];
}

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('__')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds Storybook unless storybook-static is newer than the sources; throws when the build fails. */
export function ensureStorybook(): void {
  const index = join(staticDir, 'index.json');
  const sources = Math.max(
    newestMtime(join(uiRoot, 'src')),
    newestMtime(join(uiRoot, 'locales')),
    newestMtime(join(repoRoot, '.storybook')),
    newestMtime(join(repoRoot, 'packages/core/src')),
  );
  if (existsSync(index) && statSync(index).mtimeMs > sources) {
    console.log('Reusing storybook-static (newer than the sources).');
    return;
  }
  console.log('Building Storybook…');
  const result = spawnSync('npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet'], {
    cwd: repoRoot,
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (result.status !== 0) throw new Error('Storybook build failed.');
}

/** The stories of the built Storybook (its index.json); empty before it is built. */
export function stories(): Story[] {
  const index = join(staticDir, 'index.json');
  if (!existsSync(index)) return [];
  const entries = (JSON.parse(readFileSync(index, 'utf8')) as { entries: Record<string, Story & { type: string }> })
    .entries;
  return Object.values(entries).filter((entry) => entry.type === 'story');
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** Serves storybook-static on a free loopback port. */
export function serveStorybook(): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = normalize(join(staticDir, decodeURIComponent(url.pathname)));
    const file = path.endsWith(sep) ? join(path, 'index.html') : path;
    if (!file.startsWith(staticDir) || !existsSync(file) || statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

if (require.main === module) ensureStorybook();
