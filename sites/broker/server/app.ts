import fs from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { HandlerRequest, HandlerResponse } from '@broker/server';
import { headersFor, matches, readHostingOutput, redirectFor, type HostingOutput } from './hostingOutput';

/** The API handlers the server runs in-process (`@broker/server`'s `createServer`). */
export type ApiHandlers = Record<string, (request: HandlerRequest) => Promise<HandlerResponse>>;

export interface SiteServerOptions {
  /** The built site: pages, assets, and the adapter's `_headers` and `_redirects`. */
  publicDir: string;
  api: ApiHandlers;
  /** Defaults to the rules read from `publicDir`. */
  hosting?: HostingOutput;
  /**
   * Largest request body read, in bytes: the handlers' own limit (`config.limits.bodyBytes`), so a
   * body declared larger is answered 413 from its headers, before any of it is read.
   */
  bodyLimit: number;
  /** How long a request (headers and body) may take to arrive; then 408 and the connection closes. */
  bodyTimeoutMs: number;
}

/** Files the host reads but never serves. */
const HIDDEN = new Set(['/_headers', '/_redirects']);

/** Every file of the build, by the URL path that serves it; read once at start. */
function listFiles(publicDir: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      else if (entry.isFile()) files.add(`${prefix}/${entry.name}`);
    }
  };
  walk(publicDir, '');
  return files;
}

/**
 * The file a path serves, as the adapter laid the build out: `/` is `index.html`, a page
 * `/buy-home` is `buy-home.html` (pretty URLs), an asset is itself.
 */
function fileFor(files: ReadonlySet<string>, pathname: string): string | undefined {
  if (HIDDEN.has(pathname)) return undefined;
  if (pathname === '/') return files.has('/index.html') ? '/index.html' : undefined;
  for (const candidate of [pathname, `${pathname}.html`, `${pathname}/index.html`]) {
    if (files.has(candidate)) return candidate;
  }
  return undefined;
}

function pathOf(request: FastifyRequest): string {
  const raw = request.url.split('?', 1)[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function queryOf(request: FastifyRequest): string {
  const index = request.url.indexOf('?');
  return index < 0 ? '' : request.url.slice(index);
}

/**
 * The site's one Node process: the built pages and assets with compression and the host's
 * headers, the 301s and the 404 page with status 404, and the API handlers in-process.
 */
export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const hosting = options.hosting ?? readHostingOutput(options.publicDir);
  const files = listFiles(options.publicDir);
  if (!files.has('/404.html')) throw new Error(`${options.publicDir}/404.html is missing: build the site first.`);
  for (const [route, name] of hosting.functions) {
    if (!options.api[name]) throw new Error(`The build routes ${route} to a function this server does not run.`);
  }

  const app = Fastify({
    logger: false,
    trustProxy: false,
    bodyLimit: options.bodyLimit,
    // Node answers 408 and closes the connection of a request not received in full in time. It
    // checks every `connectionsCheckingInterval` (30 s by default, too coarse for this limit), and
    // only while the headers' own limit is not above the request's.
    requestTimeout: options.bodyTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, options.bodyTimeoutMs),
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(options.bodyTimeoutMs / 4))),
    },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Paths are matched by the hosting rules below, which decide about trailing slashes.
    routerOptions: { ignoreTrailingSlash: false },
  });

  // The handlers read the body as bytes and measure and parse it themselves.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 4 compresses pages nearly as well as 11 at a fraction of the CPU time per request.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyStatic, {
    root: options.publicDir,
    serve: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
  });

  // While closing, answers to requests in flight end their keep-alive connection, so the close
  // does not wait for idle browsers to hang up.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  // Every answer carries the host's headers for its path; a header the answer set itself (a
  // function's `Cache-Control: no-store`) is kept, as on Netlify.
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of headersFor(hosting.headerRules, pathOf(request))) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (closing) reply.header('connection', 'close');
    return payload;
  });

  // A language's own not-found page where the build has one for the path (`/es/...`), else 404.html.
  for (const rule of hosting.notFound) {
    if (!fileFor(files, rule.page))
      throw new Error(`_redirects names ${rule.page} as a not-found page: it is missing.`);
  }
  const notFound = (reply: FastifyReply, pathname: string) => {
    const rule = hosting.notFound.find((r) => matches(r.from, pathname));
    const file = rule ? fileFor(files, rule.page)!.slice(1) : '404.html';
    return reply.code(404).sendFile(file);
  };

  for (const [route, name] of hosting.functions) {
    const handler = options.api[name]!;
    app.all(route, async (request, reply) => {
      const answer = await handler({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: request.body,
        ip: request.socket.remoteAddress,
        // The connection's own scheme (trustProxy is off: forwarded headers are the handlers' call),
        // so a same-origin form post to a plain-http host is not taken for a cross-site one.
        protocol: request.protocol,
      });
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    });
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const pathname = pathOf(request);
      const redirect = redirectFor(hosting.redirects, pathname.replace(/(.)\/+$/, '$1'));
      if (redirect) return reply.redirect(`${redirect.location}${queryOf(request)}`, redirect.status);
      if (pathname.length > 1 && pathname.endsWith('/')) {
        // One address per page: no trailing slash (see TRAILING_SLASH).
        const bare = pathname.replace(/\/+$/, '');
        if (fileFor(files, bare)?.endsWith('.html')) {
          return reply.redirect(`${encodeURI(bare)}${queryOf(request)}`, 301);
        }
        return notFound(reply, pathname);
      }
      const file = fileFor(files, pathname);
      return file ? reply.sendFile(file.slice(1)) : notFound(reply, pathname);
    },
  });

  app.setNotFoundHandler((request, reply) =>
    request.method === 'GET' || request.method === 'HEAD'
      ? notFound(reply, pathOf(request))
      : reply.code(405).header('allow', 'GET, HEAD').send(),
  );
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    const code = status === 413 ? 'too_large' : status === 415 ? 'unsupported_media_type' : 'server';
    return reply
      .code(status)
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(JSON.stringify({ ok: false, error: code, errors: {} }));
  });

  return app;
}
