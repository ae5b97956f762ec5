import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import sirv from 'sirv';

/** Pages under this prefix are the same HTML with every script removed. */
export const SCRIPTS_OFF_PREFIX = '/__scripts-off';

/** A page's HTML without scripts: executable `<script>` elements and script preloads go. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="(?:preload|modulepreload|prefetch)"[^>]*as="script"[^>]*>/g, '');
}

function copyPagesWithoutScripts(publicDir: string, outDir: string) {
  for (const entry of fs.readdirSync(publicDir, { withFileTypes: true })) {
    const from = path.join(publicDir, entry.name);
    const to = path.join(outDir, entry.name);
    if (entry.isDirectory()) {
      if (['page-data', 'static', '_gatsby', '~partytown'].includes(entry.name)) continue;
      copyPagesWithoutScripts(from, to);
    } else if (entry.name.endsWith('.html')) {
      fs.mkdirSync(outDir, { recursive: true });
      fs.writeFileSync(to, withoutScripts(fs.readFileSync(from, 'utf8')));
    }
  }
}

export interface StaticSite {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Serves the built site (`public/`) as a static host does: gzip, long-lived caching for hashed
 * files, `/path` from `path/index.html`, the 404 page with status 404. Under `SCRIPTS_OFF_PREFIX`
 * it serves each page without its scripts. Listens on a free loopback port.
 */
export async function serveStaticSite(publicDir: string): Promise<StaticSite> {
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
    throw new Error(`${publicDir} has no built site: run npm run build first.`);
  }
  const scriptsOffDir = fs.mkdtempSync(path.join(os.tmpdir(), 'broker-scripts-off-'));
  copyPagesWithoutScripts(publicDir, scriptsOffDir);
  const notFound = fs.readFileSync(path.join(publicDir, '404.html'));
  const setHeaders = (res: http.ServerResponse, pathname: string) => {
    const hashed = pathname.startsWith('/static/') || /-[0-9a-f]{20}\.js$/.test(pathname);
    res.setHeader(
      'Cache-Control',
      hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    );
  };
  const options = { dev: false, etag: true, extensions: ['html'], setHeaders };
  const site = sirv(publicDir, options);
  const scriptsOff = sirv(scriptsOffDir, options);
  const compress = compression();
  const server = http.createServer((req, res) => {
    compress(req as never, res as never, () => {
      const onNoMatch = () => {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(notFound);
      };
      const url = req.url ?? '/';
      if (url === SCRIPTS_OFF_PREFIX || url.startsWith(`${SCRIPTS_OFF_PREFIX}/`)) {
        req.url = url.slice(SCRIPTS_OFF_PREFIX.length) || '/';
        scriptsOff(req, res, onNoMatch);
      } else {
        site(req, res, onNoMatch);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        fs.rmSync(scriptsOffDir, { recursive: true, force: true });
      }),
  };
}
