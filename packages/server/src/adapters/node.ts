import type { KnowledgeData } from '../chat/knowledge/types';
import { loadConfig, type BusinessInfo, type Env, type OfficeHours } from '../config';
import { BASE_HEADERS } from '../http/respond';
import type { HandlerRequest, HandlerResponse } from '../http/types';
import { createServer, type BrokerServer } from '../server';

/** The parts of Node's (and Express's) request and response objects the adapter uses. */
export interface NodeLikeRequest {
  method?: string;
  url?: string;
  originalUrl?: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  ip?: string;
  socket?: { remoteAddress?: string };
  /** The Lambda event and context, where gatsby-adapter-netlify's handler runs the function. */
  netlifyFunctionParams?: unknown;
}
export interface NodeLikeResponse {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(body?: string): unknown;
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
    server = createServer(loadConfig(env, { siteDir, business, knowledge }));
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
  };
}

export function sendHandlerResponse(res: NodeLikeResponse, answer: HandlerResponse): void {
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.end(answer.body);
}

/**
 * A `(req, res)` function (Node http, Express, Gatsby Functions) over one of the server's handlers.
 * `options` is read once, on the first request, which it receives (to tell the host it runs on).
 */
export function nodeFunction(
  name: 'submit' | 'chat' | 'health',
  options: (req: NodeLikeRequest) => SharedServerOptions,
): (req: NodeLikeRequest, res: NodeLikeResponse) => Promise<void> {
  return async (req, res) => {
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
    sendHandlerResponse(res, await server[name](toHandlerRequest(req)));
  };
}
