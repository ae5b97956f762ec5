import type { ClientAddressSettings } from '../config';
import type { HandlerRequest, HandlerResponse } from './types';

export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

export function json(status: number, body: unknown, headers: Record<string, string> = {}): HandlerResponse {
  return { status, headers: { ...BASE_HEADERS, ...headers }, body: JSON.stringify(body) };
}

export function header(request: HandlerRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()] ?? request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function headerValues(request: HandlerRequest, name: string): string[] {
  const value = request.headers[name.toLowerCase()] ?? request.headers[name];
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values
    .join(',')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/**
 * The client's address, the one way every handler reads it (see {@link ClientAddressSettings}):
 * the socket's; Netlify's `x-nf-client-connection-ip`; or, behind `trustedHops` proxies that
 * append to `X-Forwarded-For`, the right-most hop none of them added (entries further left are
 * whatever the client wrote). Falls back to the socket's address when the header is missing.
 */
export function clientAddress(request: HandlerRequest, settings: ClientAddressSettings): string {
  const socket = request.ip ?? 'unknown';
  if (settings.from === 'netlify') return header(request, 'x-nf-client-connection-ip')?.trim() || socket;
  if (settings.from === 'x-forwarded-for') {
    const hops = headerValues(request, 'x-forwarded-for');
    if (hops.length === 0) return socket;
    return hops[Math.max(0, hops.length - settings.trustedHops)]!;
  }
  return socket;
}

/** The scheme the visitor used: told by the host or proxy when the address comes from it, else the socket's. */
function requestScheme(request: HandlerRequest, settings: ClientAddressSettings): string | undefined {
  if (settings.from !== 'socket') {
    const forwarded = headerValues(request, 'x-forwarded-proto').at(-1)?.toLowerCase();
    if (forwarded === 'http' || forwarded === 'https') return `${forwarded}:`;
  }
  return request.protocol ? `${request.protocol}:` : undefined;
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;

/**
 * A browser request from another site is refused: its `Origin` must be a configured origin, or the
 * site itself: the `Host` it was sent to, over https, or over plain http only when the request
 * itself came over plain http (or, when the scheme is not known, on a loopback host). An https
 * origin on a plain-http connection is a TLS-terminating proxy in front. `Sec-Fetch-Site` must not
 * say cross-site. Requests without either header (curl, server-to-server) pass.
 */
export function isCrossSite(
  request: HandlerRequest,
  config: { allowedOrigins: readonly string[]; clientAddress: ClientAddressSettings },
): boolean {
  const origin = header(request, 'origin');
  if (origin !== undefined) {
    if (config.allowedOrigins.includes(origin)) return false;
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return true;
    }
    if (parsed.host === '' || parsed.host !== header(request, 'host')) return true;
    if (parsed.protocol === 'https:') return false;
    if (parsed.protocol !== 'http:') return true;
    const scheme = requestScheme(request, config.clientAddress);
    return scheme ? scheme !== 'http:' : !LOOPBACK_HOST.test(parsed.host);
  }
  const site = header(request, 'sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
}

export function isJson(request: HandlerRequest): boolean {
  const type = header(request, 'content-type');
  if (!type) return false;
  const media = type.split(';')[0]?.trim().toLowerCase();
  return media === 'application/json' || (media !== undefined && /^application\/[\w.+-]+\+json$/.test(media));
}

export type ParsedBody = { ok: true; value: unknown } | { ok: false; reason: 'too_large' | 'malformed' };

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Measures and parses the body; never trusts a declared length alone. */
export function readJsonBody(request: HandlerRequest, maxBytes: number): ParsedBody {
  const declared = Number(header(request, 'content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: 'too_large' };
  const body = request.body;
  let text: string;
  if (typeof body === 'string') {
    if (Buffer.byteLength(body, 'utf8') > maxBytes) return { ok: false, reason: 'too_large' };
    text = body;
  } else if (body instanceof Uint8Array) {
    if (body.byteLength > maxBytes) return { ok: false, reason: 'too_large' };
    try {
      text = decoder.decode(body);
    } catch {
      return { ok: false, reason: 'malformed' };
    }
  } else if (body === undefined || body === null) {
    return { ok: false, reason: 'malformed' };
  } else {
    // Already parsed by the receiving server: measure it as it would be sent.
    let serialised: string | undefined;
    try {
      serialised = JSON.stringify(body);
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    if (serialised === undefined) return { ok: false, reason: 'malformed' };
    if (Buffer.byteLength(serialised, 'utf8') > maxBytes) return { ok: false, reason: 'too_large' };
    return { ok: true, value: body };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}
