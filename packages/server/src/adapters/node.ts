import type { KnowledgeData } from '../chat/knowledge/types';
import { loadConfig, type BusinessInfo, type Env, type OfficeHours } from '../config';
import { BASE_HEADERS, header, isJson } from '../http/respond';
import type { HandlerRequest, HandlerResponse } from '../http/types';
import { createLogger } from '../logger';
import { guardProcess } from '../processGuard';
import { createServer, type BrokerServer } from '../server';

/** The parts of Node's (and Express's) request and response objects the adapter uses. */
export interface NodeLikeRequest {
  method?: string;
  url?: string;
  originalUrl?: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  ip?: string;
  socket?: { remoteAddress?: string; encrypted?: boolean; bytesRead?: number; destroy?(): void };
  /** Whether the whole body has been received. */
  complete?: boolean;
  /** A request whose body has not been read yet is a readable stream (Node's `IncomingMessage`). */
  readableEnded?: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  on?(event: string, listener: (...args: any[]) => void): unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  off?(event: string, listener: (...args: any[]) => void): unknown;
  pause?(): unknown;
  /** The Lambda event and context, where gatsby-adapter-netlify's handler runs the function. */
  netlifyFunctionParams?: unknown;
}
export interface NodeLikeResponse {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(body?: string): unknown;
  once?(event: 'finish', listener: () => void): unknown;
  /** Node's: whether the connection stays open after this answer. */
  shouldKeepAlive?: boolean;
}

/** How long, and how much, a refused upload is still read and discarded after the answer. */
const LINGER_MS = 1000;
const LINGER_BYTES = 8 * 1024 * 1024;

/**
 * After answering a request whose body was left unread, the connection is closed, but not at
 * once: closing a socket with unread data resets it, and the client, still sending, would lose
 * the answer. What it sends meanwhile is discarded (never kept) for up to a second or 8 MB.
 */
function closeAfterAnswer(req: NodeLikeRequest, res: NodeLikeResponse): void {
  const socket = req.socket;
  if (!socket?.destroy || !res.once) return;
  // Node would otherwise close a `Connection: close` request's socket as soon as the answer is
  // written, unread data and all; the timer below closes it instead.
  if (res.shouldKeepAlive !== undefined) res.shouldKeepAlive = true;
  res.once('finish', () => {
    const start = socket.bytesRead ?? 0;
    const began = Date.now();
    const timer = setInterval(() => {
      if (req.complete) {
        clearInterval(timer);
      } else if (Date.now() - began > LINGER_MS || (socket.bytesRead ?? 0) - start > LINGER_BYTES) {
        clearInterval(timer);
        socket.destroy?.();
      }
    }, 50);
    timer.unref();
  });
}

/** The request body did not arrive in full within its time limit. */
class BodyTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The request body did not arrive within ${timeoutMs} ms`);
    this.name = 'BodyTimeoutError';
  }
}

/**
 * Reads a request body, at most `maxBytes` + one chunk: past the limit it stops reading and
 * returns what it has (the handler answers 413). `complete` says whether the whole body was read.
 * A body still arriving after `timeoutMs` is given up with a {@link BodyTimeoutError}, so a client
 * sending slowly cannot hold the function.
 */
export function readNodeBody(
  req: NodeLikeRequest,
  maxBytes: number,
  timeoutMs = Infinity,
): Promise<{ body: Buffer; complete: boolean }> {
  return new Promise((resolve, reject) => {
    const on = req.on?.bind(req);
    const off = req.off?.bind(req);
    if (!on || !off) {
      resolve({ body: Buffer.alloc(0), complete: true });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = Number.isFinite(timeoutMs)
      ? setTimeout(() => {
          done();
          req.pause?.();
          reject(new BodyTimeoutError(timeoutMs));
        }, timeoutMs)
      : undefined;
    const done = () => {
      clearTimeout(timer);
      off('data', onData);
      off('end', onEnd);
      off('error', onError);
      off('close', onClose);
    };
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      chunks.push(bytes);
      size += bytes.length;
      if (size > maxBytes) {
        done();
        req.pause?.();
        resolve({ body: Buffer.concat(chunks), complete: false });
      }
    };
    const onEnd = () => {
      done();
      resolve({ body: Buffer.concat(chunks), complete: true });
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const onClose = () => {
      done();
      reject(new Error('The client closed the connection before sending the whole body'));
    };
    on('data', onData);
    on('end', onEnd);
    on('error', onError);
    on('close', onClose);
  });
}

/** The shape of the site's `site.config.ts` that the server reads. */
export interface SiteConfigLike {
  companyName: string;
  phone: { display: string; e164: string };
  email: string;
  address: { street: string; locality: string; region: string; postalCode: string };
  nmls: string;
  applicationPortalUrl: string;
  hours: readonly OfficeHours[];
  nmlsConsumerAccessUrl?: string;
  /** Figures that change yearly, each a record of its amount, year, source… */
  figures?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

/** The scalar fields of each figure (amount, year, area…): what the assistant's answers may quote. */
function figuresOf(site: SiteConfigLike): BusinessInfo['figures'] {
  const out: Record<string, Record<string, string | number>> = {};
  for (const [name, figure] of Object.entries(site.figures ?? {})) {
    out[name] = Object.fromEntries(
      Object.entries(figure).filter((e): e is [string, string | number] => ['string', 'number'].includes(typeof e[1])),
    );
  }
  return out;
}

export function businessFromSiteConfig(site: SiteConfigLike): BusinessInfo {
  const a = site.address;
  return {
    nmlsConsumerAccessUrl: site.nmlsConsumerAccessUrl,
    figures: figuresOf(site),
    companyName: site.companyName,
    phone: site.phone,
    email: site.email,
    address: `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}`,
    nmls: site.nmls,
    applicationPortalUrl: site.applicationPortalUrl,
    hours: site.hours,
  };
}

export interface SharedServerOptions {
  /** The run-time environment (read `globalThis.process.env`: bundlers inline `process.env.X`). */
  env: Env;
  siteDir: string;
  business: BusinessInfo;
  /** The assistant's knowledge, built at build time; only the chat function passes it. */
  knowledge?: KnowledgeData;
}

const SHARED = Symbol.for('@broker/server/shared');

/**
 * One server per process, whatever bundle asks for it: each Gatsby Function is bundled on its own,
 * and two copies of the embedded store in one process would corrupt it.
 */
export function sharedServer(options: () => SharedServerOptions): BrokerServer {
  const holder = globalThis as unknown as Record<symbol, BrokerServer | undefined>;
  const { env, siteDir, business, knowledge } = options();
  let server = holder[SHARED];
  if (!server) {
    const config = loadConfig(env, { siteDir, business, knowledge });
    const created = createServer(config);
    // The process serving the site logs what escapes the handlers and exits only if it cannot serve.
    const unguard = guardProcess(created, createLogger(config.logLevel));
    server = {
      ...created,
      async close(options) {
        unguard();
        await created.close(options);
      },
    };
    holder[SHARED] = server;
  } else if (knowledge) {
    server.useKnowledge(knowledge);
  }
  return server;
}

export function toHandlerRequest(req: NodeLikeRequest): HandlerRequest {
  return {
    method: req.method ?? 'GET',
    url: req.originalUrl ?? req.url ?? '/',
    headers: req.headers,
    body: req.body,
    ip: req.ip ?? req.socket?.remoteAddress,
    protocol: req.socket ? (req.socket.encrypted ? 'https' : 'http') : undefined,
  };
}

/** Whether the body is still to be read from the request stream (no framework parsed it). */
function unread(req: NodeLikeRequest): boolean {
  return req.body === undefined && typeof req.on === 'function' && req.readableEnded !== true;
}

/**
 * The request as the handler sees it, reading the body only when it can be accepted: a body that
 * is not JSON, or declares more than `maxBytes`, is not read at all (the handler answers 415/413
 * from the headers), and one that turns out larger is read no further than the limit. Returns
 * whether part of the body was left unread (the connection is then closed after the answer).
 */
export async function readHandlerRequest(
  req: NodeLikeRequest,
  maxBytes: number,
  timeoutMs?: number,
): Promise<{ request: HandlerRequest; leftUnread: boolean }> {
  const request = toHandlerRequest(req);
  if (!unread(req) || request.method.toUpperCase() !== 'POST') return { request, leftUnread: false };
  const declared = Number(header(request, 'content-length'));
  if (!isJson(request) || (Number.isFinite(declared) && declared > maxBytes)) {
    return { request, leftUnread: declared !== 0 };
  }
  const { body, complete } = await readNodeBody(req, maxBytes, timeoutMs);
  return { request: { ...request, body }, leftUnread: !complete };
}

export function sendHandlerResponse(res: NodeLikeResponse, answer: HandlerResponse): void {
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.end(answer.body);
}

function ignoreStreamError(): void {}

/**
 * A `(req, res)` function (Node http, Express, Gatsby Functions) over one of the server's handlers.
 * `options` is read once, on the first request, which it receives (to tell the host it runs on).
 */
export function nodeFunction(
  name: 'submit' | 'chat' | 'health',
  options: (req: NodeLikeRequest) => SharedServerOptions,
): (req: NodeLikeRequest, res: NodeLikeResponse) => Promise<void> {
  return async (req, res) => {
    // Before anything else (Gatsby calls the function from the body's 'end' event): once the body
    // is read, an error of the request stream has no one to tell, and with no listener Node ends
    // the process. gatsby-adapter-netlify 1.4.0 builds the request by copying IncomingMessage's
    // methods onto a plain Readable; on Node 24 their clean-up at the end of the body throws, and
    // the stream emits that as 'error' after every POST. Errors while reading are handled there.
    req.on?.('error', ignoreStreamError);
    let server: BrokerServer;
    try {
      server = sharedServer(() => options(req));
    } catch (error) {
      // Settings that cannot be read: answer like an unavailable store, and say why in the log.
      process.stderr.write(
        `${JSON.stringify({ level: 'error', event: 'config.invalid', message: (error as Error).message })}\n`,
      );
      sendHandlerResponse(res, {
        status: 503,
        headers: { ...BASE_HEADERS, 'Retry-After': '30' },
        body: JSON.stringify({ ok: false, error: 'server', errors: { form: 'Service unavailable' } }),
      });
      return;
    }
    let read: { request: HandlerRequest; leftUnread: boolean };
    try {
      read = await readHandlerRequest(req, server.config.limits.bodyBytes, server.config.limits.bodyTimeoutMs);
    } catch (error) {
      if (error instanceof BodyTimeoutError) {
        closeAfterAnswer(req, res);
        sendHandlerResponse(res, {
          status: 408,
          headers: { ...BASE_HEADERS, Connection: 'close' },
          body: JSON.stringify({ ok: false, error: 'timeout', errors: {} }),
        });
      }
      // Otherwise the client went away while sending; there is no one to answer.
      return;
    }
    // An upload refused before it was read is not read afterwards either: the connection closes.
    if (read.leftUnread) closeAfterAnswer(req, res);
    sendHandlerResponse(res, await server[name](read.request));
  };
}
