import { createHash } from 'node:crypto';
import type { Language } from '@broker/core';
import type { Runtime } from '../context';
import { MESSAGES, say } from '../http/messages';
import { isCrossSite, isJson, json, readJsonBody } from '../http/respond';
import { sanitizeBody } from '../http/sanitize';
import type { HandlerRequest, HandlerResponse } from '../http/types';
import type { RateLimit } from '../config';
import { checkRate, takeRate } from '../store';

/** Machine-readable codes of the error answers, as `@broker/core`'s API clients read them. */
const ERROR_CODES: Record<number, string> = {
  400: 'validation',
  403: 'cross_site',
  405: 'method_not_allowed',
  413: 'too_large',
  415: 'unsupported_media_type',
  422: 'idempotency_conflict',
  429: 'rate_limited',
  500: 'server',
  503: 'server',
};

/**
 * An error answer: `{ ok: false, error, errors: { field: message } }`. `fieldErrors` repeats
 * `errors` for the clients of `@broker/core`; a 429 also carries `retryAfterSeconds`.
 */
function errorBody(status: number, errors: Record<string, string>, retryAfter?: number): Record<string, unknown> {
  return {
    ok: false,
    error: ERROR_CODES[status] ?? 'error',
    errors,
    fieldErrors: errors,
    ...(retryAfter !== undefined ? { retryAfterSeconds: retryAfter } : {}),
  };
}

export function validationAnswer(errors: Record<string, string | undefined>): HandlerResponse {
  const clean = Object.fromEntries(
    Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  return json(400, errorBody(400, clean));
}

export function errorAnswer(
  status: number,
  key: keyof typeof MESSAGES,
  language: Language,
  runtime: Pick<Runtime, 'config'>,
  extra: Record<string, string> = {},
  values: Record<string, string | number> = {},
  field = 'form',
): HandlerResponse {
  const message = say(key, language, { phone: runtime.config.business.phone.display, ...values });
  const retryAfter = extra['Retry-After'] !== undefined ? Number(extra['Retry-After']) : undefined;
  return json(status, errorBody(status, { [field]: message }, status === 429 ? retryAfter : undefined), extra);
}

/**
 * The checks every POST endpoint makes before reading the body: method, origin, content type,
 * size, JSON. Returns the parsed body, its strings cleaned by {@link sanitizeBody}, or the answer
 * to send.
 */
export function readPost(
  request: HandlerRequest,
  runtime: Pick<Runtime, 'config'>,
): { ok: true; body: unknown } | { ok: false; response: HandlerResponse } {
  const language: Language = 'en';
  if (request.method.toUpperCase() !== 'POST') {
    return { ok: false, response: errorAnswer(405, 'method', language, runtime, { Allow: 'POST' }) };
  }
  if (isCrossSite(request, runtime.config)) {
    return { ok: false, response: errorAnswer(403, 'crossSite', language, runtime) };
  }
  if (!isJson(request)) return { ok: false, response: errorAnswer(415, 'contentType', language, runtime) };
  const parsed = readJsonBody(request, runtime.config.limits.bodyBytes);
  if (!parsed.ok) {
    return parsed.reason === 'too_large'
      ? { ok: false, response: errorAnswer(413, 'tooLarge', language, runtime) }
      : { ok: false, response: errorAnswer(400, 'malformed', language, runtime) };
  }
  return { ok: true, body: sanitizeBody(parsed.value) };
}

/** Rate-limit buckets hold a digest of the address, not the address itself. */
export function bucket(kind: string, value: string): string {
  return `${kind}:${createHash('sha256').update(value).digest('base64url').slice(0, 22)}`;
}

export function rateLimitedAnswer(
  runtime: Runtime,
  kind: string,
  language: Language,
  retryAfter: number,
): HandlerResponse {
  runtime.logger.warn('request.rate_limited', { limit: kind });
  return errorAnswer(429, 'rateLimited', language, runtime, { 'Retry-After': String(retryAfter) });
}

/** Counts one request against a sliding-window limit; answers 429 (nothing counted) when it is used up. */
export async function limited(
  runtime: Runtime,
  kind: string,
  value: string,
  limit: RateLimit,
  language: Language,
): Promise<HandlerResponse | undefined> {
  const key = bucket(kind, value);
  const decision = await runtime.db.transaction((tx) => takeRate(runtime.db.kind, tx, key, limit, runtime.now()));
  return decision.allowed ? undefined : rateLimitedAnswer(runtime, kind, language, decision.retryAfter);
}

/** Answers 429 when the limit is used up, without counting this request (it counts once accepted). */
export async function overLimit(
  runtime: Runtime,
  kind: string,
  value: string,
  limit: RateLimit,
  language: Language,
): Promise<HandlerResponse | undefined> {
  const decision = await checkRate(runtime.db, bucket(kind, value), limit, runtime.now());
  return decision.allowed ? undefined : rateLimitedAnswer(runtime, kind, language, decision.retryAfter);
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
