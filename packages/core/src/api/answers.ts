import type { FieldErrors } from '../validation';

/**
 * The answers of `/api/submit` and `/api/chat`, shared by the server (which sends them) and the
 * clients (which read them). Status codes: 200/201 stored, 400/422 validation (413 for an
 * over-long chat message), 429 rate limited with a `Retry-After` header, 5xx server error.
 */
export interface SubmitStoredAnswer {
  ok: true;
  /** The stored lead's id; the same id again when the idempotency key was already seen. */
  leadId: string;
}

export interface ValidationErrorAnswer {
  ok: false;
  error: 'validation';
  fieldErrors: FieldErrors;
}

export interface RateLimitedAnswer {
  ok: false;
  error: 'rate_limited';
  retryAfterSeconds: number;
}

export interface ServerErrorAnswer {
  ok: false;
  error: 'server';
}

export type ErrorAnswer = ValidationErrorAnswer | RateLimitedAnswer | ServerErrorAnswer;
export type SubmitAnswer = SubmitStoredAnswer | ErrorAnswer;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `fieldErrors` of an error answer, keeping only string messages. */
export function readFieldErrors(body: unknown): FieldErrors {
  const errors: Record<string, string> = {};
  if (isRecord(body) && isRecord(body.fieldErrors)) {
    for (const [field, message] of Object.entries(body.fieldErrors)) {
      if (typeof message === 'string') errors[field] = message;
    }
  }
  return errors;
}

/** The contact details the chat answer asks to pre-fill the contact form with; undefined when it does not ask. */
export function readContactForm(body: unknown): { name?: string; email?: string; phone?: string } | undefined {
  if (!isRecord(body) || !isRecord(body.contactForm)) return undefined;
  const form = body.contactForm;
  const out: { name?: string; email?: string; phone?: string } = {};
  for (const key of ['name', 'email', 'phone'] as const) {
    const value = form[key];
    if (typeof value === 'string') out[key] = value.slice(0, 200);
  }
  return out;
}

/** The text of an answer, when it has one. */
export function readResponse(body: unknown): string | undefined {
  return isRecord(body) && typeof body.response === 'string' ? body.response : undefined;
}

export function readLeadId(body: unknown): string | null {
  return isRecord(body) && typeof body.leadId === 'string' ? body.leadId : null;
}

/** Seconds to wait, from the `Retry-After` header (seconds) or the answer's `retryAfterSeconds`. */
export function readRetryAfter(header: string | null, body: unknown, fallback = 60): number {
  if (header !== null && /^\s*\d+\s*$/.test(header)) return Number(header);
  if (isRecord(body) && typeof body.retryAfterSeconds === 'number' && body.retryAfterSeconds >= 0) {
    return Math.ceil(body.retryAfterSeconds);
  }
  return fallback;
}

export function isChatAnswer(body: unknown): body is { response: string; sessionId: string } {
  return isRecord(body) && typeof body.response === 'string' && typeof body.sessionId === 'string';
}
