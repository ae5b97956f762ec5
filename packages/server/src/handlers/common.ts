import { createHash } from 'node:crypto';
import type { Language } from '@broker/core';
import type { Runtime } from '../context';
import { MESSAGES, say } from '../http/messages';
import { isCrossSite, isJson, json, readJsonBody } from '../http/respond';
import type { HandlerRequest, HandlerResponse } from '../http/types';
import type { RateLimit } from '../config';
import { hitRateLimit } from '../store';

export function errorAnswer(status: number, key: keyof typeof MESSAGES, language: Language, runtime: Pick<Runtime, 'config'>, extra: Record<string, string> = {}, values: Record<string, string | number> = {}): HandlerResponse {
  return json(
    status,
    { ok: false, errors: { form: say(key, language, { phone: runtime.config.business.phone.display, ...values }) } },
    extra,
  );
}

/**
 * The checks every POST endpoint makes before reading the body: method, origin, content type,
 * size, JSON. Returns the parsed body or the answer to send.
 */
export function readPost(
  request: HandlerRequest,
  runtime: Pick<Runtime, 'config'>,
): { ok: true; body: unknown } | { ok: false; response: HandlerResponse } {
  const language: Language = 'en';
  if (request.method.toUpperCase() !== 'POST') {
    return { ok: false, response: errorAnswer(405, 'method', language, runtime, { Allow: 'POST' }) };
  }
  if (isCrossSite(request, runtime.config.allowedOrigins)) {
    return { ok: false, response: errorAnswer(403, 'crossSite', language, runtime) };
  }
  if (!isJson(request)) return { ok: false, response: errorAnswer(415, 'contentType', language, runtime) };
  const parsed = readJsonBody(request, runtime.config.limits.bodyBytes);
  if (!parsed.ok) {
    return parsed.reason === 'too_large'
      ? { ok: false, response: errorAnswer(413, 'tooLarge', language, runtime) }
      : { ok: false, response: errorAnswer(400, 'malformed', language, runtime) };
  }
  return { ok: true, body: parsed.value };
}

/** Rate-limit buckets hold a digest of the address, not the address itself. */
export function bucket(kind: string, value: string): string {
  return `${kind}:${createHash('sha256').update(value).digest('base64url').slice(0, 22)}`;
}

export async function limited(
  runtime: Runtime,
  kind: string,
  value: string,
  limit: RateLimit,
  language: Language,
): Promise<HandlerResponse | undefined> {
  const decision = await hitRateLimit(runtime.db, bucket(kind, value), limit, runtime.now());
  if (decision.allowed) return undefined;
  runtime.logger.warn('request.rate_limited', { limit: kind });
  return errorAnswer(429, 'rateLimited', language, runtime, { 'Retry-After': String(decision.retryAfter) });
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
