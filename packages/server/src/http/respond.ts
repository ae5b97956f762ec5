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

/** The client's address: the socket's, or the first `X-Forwarded-For` hop behind a trusted proxy. */
export function clientAddress(request: HandlerRequest, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = header(request, 'x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return request.ip ?? 'unknown';
}

/**
 * A browser request from another site is refused: its `Origin` must be the site itself (the
 * `Host` it was sent to) or a configured origin, and `Sec-Fetch-Site` must not say cross-site.
 * Requests without either header (curl, server-to-server) pass.
 */
export function isCrossSite(request: HandlerRequest, allowedOrigins: readonly string[]): boolean {
  const origin = header(request, 'origin');
  if (origin !== undefined) {
    if (allowedOrigins.includes(origin)) return false;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return true;
    }
    return host === '' || host !== header(request, 'host');
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
