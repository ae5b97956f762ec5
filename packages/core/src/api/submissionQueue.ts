import { SUBMISSION_QUEUE_KEY } from './queueKey';
import { languageOf, type Language } from '../routes';
import { messageFor, type ContactPayload, type FieldErrors, type PrequalificationPayload } from '../validation';
import { readFieldErrors, readLeadId } from './answers';
import { isRejection, isSuccess, postJson, type FetchLike } from './http';

/** What the queue needs of `localStorage`. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export type SubmitPayload = PrequalificationPayload | ContactPayload;

/**
 * Why a submission waits in the browser: `offline` when the browser says it has no connection,
 * `server` when it is online but the server could not be reached or did not store it (5xx, 429,
 * refused connection, timeout).
 */
export type QueueReason = 'offline' | 'server';

/** What finally became of a queued submission, once a later resend got an answer. */
export type QueuedDelivery =
  { status: 'stored'; leadId: string | null } | { status: 'rejected'; fieldErrors: FieldErrors };

/**
 * - `stored`: the server stored the lead (`leadId` null if its answer did not name it).
 * - `queued`: the server could not be reached or failed, and the payload is saved in this browser
 *   to be resent; only reported when the save was read back. `delivery` settles when a resend from
 *   this page gets a final answer (it stays pending if none does while the page is open).
 * - `rejected`: the server (or the schema) refused the payload; resending cannot help.
 * - `failed`: not stored and not saved; the person must be told and given the phone number.
 */
export type SubmitOutcome =
  | { status: 'stored'; leadId: string | null }
  | { status: 'queued'; reason: QueueReason; delivery: Promise<QueuedDelivery> }
  | { status: 'rejected'; fieldErrors: FieldErrors }
  | { status: 'failed' };

export interface FlushReport {
  /** Queued submissions the server has now stored. */
  sent: number;
  /** Queued submissions the server refused; they are dropped, and the site should say so. */
  rejected: Array<{ idempotencyKey: string; formType: string; fieldErrors: FieldErrors }>;
  /** Submissions still waiting. */
  remaining: number;
  /** How long the server asked to wait (its `Retry-After`) before the next attempt, if it did. */
  retryAfterMs: number | null;
}

export { SUBMISSION_QUEUE_KEY };

export interface SubmissionQueueOptions {
  /** `localStorage` in the browser; null or undefined when it is not available. */
  storage: StorageLike | null | undefined;
  fetch: FetchLike;
  /** Defaults to `/api/submit`. */
  endpoint?: string;
  /** Where the queue is kept in storage. */
  storageKey?: string;
  timeoutMs?: number;
  now?: () => number;
  /** Called with the number of waiting submissions whenever the queue changes. */
  onChange?: (pending: number) => void;
  /** Whether the browser has a connection (`navigator.onLine`); decides a queued outcome's reason. */
  isOnline?: () => boolean;
}

export interface SubmissionQueue {
  submit(payload: SubmitPayload): Promise<SubmitOutcome>;
  /** Resends what is waiting, oldest first, stopping at the first that still cannot be delivered. */
  flush(): Promise<FlushReport>;
  /** How many submissions are waiting. */
  pending(): number;
}

interface QueuedSubmission {
  payload: SubmitPayload;
  queuedAt: number;
}

type Delivery =
  | { kind: 'stored'; leadId: string | null }
  | { kind: 'rejected'; fieldErrors: FieldErrors }
  | { kind: 'retry'; retryAfterMs: number | null };

/** A `Retry-After` value (seconds or an HTTP date) in milliseconds from `now`; null if unreadable. */
export function retryAfterMs(value: string | null, now: number): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isFinite(at) ? Math.max(0, at - now) : null;
}

function payloadLanguage(payload: SubmitPayload): Language {
  if (payload.language === 'es' || payload.language === 'en') return payload.language;
  return typeof payload.source === 'string' ? languageOf(payload.source) : 'en';
}

function isQueuedSubmission(value: unknown): value is QueuedSubmission {
  if (typeof value !== 'object' || value === null) return false;
  const { payload, queuedAt } = value as Partial<QueuedSubmission>;
  return (
    typeof queuedAt === 'number' &&
    typeof payload === 'object' &&
    payload !== null &&
    typeof payload.idempotencyKey === 'string'
  );
}

/**
 * Sends form submissions to `/api/submit` and keeps those that could not be delivered (network
 * failure, timeout, 5xx, 429, any other non-validation answer) in storage with their idempotency
 * key, to resend on `flush()` — which the site calls on page load, on the `online` event and on a
 * backoff schedule while something waits (see `createRetryLoop`) — until the server accepts or
 * refuses them. A 400/413/422 answer is final and never retried.
 */
export function createSubmissionQueue(options: SubmissionQueueOptions): SubmissionQueue {
  const endpoint = options.endpoint ?? '/api/submit';
  const key = options.storageKey ?? SUBMISSION_QUEUE_KEY;
  const now = options.now ?? Date.now;
  let flushing: Promise<FlushReport> | undefined;
  const waiting = new Map<string, Array<(delivery: QueuedDelivery) => void>>();

  function awaitDelivery(idempotencyKey: string): Promise<QueuedDelivery> {
    return new Promise((resolve) => {
      waiting.set(idempotencyKey, [...(waiting.get(idempotencyKey) ?? []), resolve]);
    });
  }

  function settle(idempotencyKey: string, delivery: QueuedDelivery) {
    const resolvers = waiting.get(idempotencyKey) ?? [];
    waiting.delete(idempotencyKey);
    for (const resolve of resolvers) resolve(delivery);
  }

  function read(): QueuedSubmission[] {
    try {
      const stored = options.storage?.getItem(key);
      const parsed: unknown = stored ? JSON.parse(stored) : [];
      return Array.isArray(parsed) ? parsed.filter(isQueuedSubmission) : [];
    } catch {
      return [];
    }
  }

  function write(items: QueuedSubmission[]): boolean {
    if (!options.storage) return false;
    try {
      options.storage.setItem(key, JSON.stringify(items));
    } catch {
      return false;
    }
    options.onChange?.(read().length);
    return true;
  }

  function without(idempotencyKey: string): QueuedSubmission[] {
    return read().filter((item) => item.payload.idempotencyKey !== idempotencyKey);
  }

  function save(payload: SubmitPayload): boolean {
    if (!write([...without(payload.idempotencyKey), { payload, queuedAt: now() }])) return false;
    return read().some((item) => item.payload.idempotencyKey === payload.idempotencyKey);
  }

  async function deliver(payload: SubmitPayload): Promise<Delivery> {
    const answer = await postJson(options.fetch, endpoint, payload, { timeoutMs: options.timeoutMs });
    if (answer.kind === 'network') return { kind: 'retry', retryAfterMs: null };
    if (isSuccess(answer.status)) return { kind: 'stored', leadId: readLeadId(answer.body) };
    if (isRejection(answer.status)) {
      const fieldErrors = readFieldErrors(answer.body);
      if (Object.keys(fieldErrors).length === 0)
        fieldErrors.form = messageFor('form', 'invalid', payloadLanguage(payload));
      return { kind: 'rejected', fieldErrors };
    }
    return { kind: 'retry', retryAfterMs: retryAfterMs(answer.retryAfter, now()) };
  }

  async function submit(payload: SubmitPayload): Promise<SubmitOutcome> {
    const delivery = await deliver(payload);
    const key = payload.idempotencyKey;
    // A resend of a waiting submission (same key) that got a final answer no longer waits.
    if (delivery.kind !== 'retry' && read().some((item) => item.payload.idempotencyKey === key)) write(without(key));
    if (delivery.kind === 'stored') {
      settle(key, { status: 'stored', leadId: delivery.leadId });
      return { status: 'stored', leadId: delivery.leadId };
    }
    if (delivery.kind === 'rejected') {
      settle(key, { status: 'rejected', fieldErrors: delivery.fieldErrors });
      return { status: 'rejected', fieldErrors: delivery.fieldErrors };
    }
    if (!save(payload)) return { status: 'failed' };
    const reason: QueueReason = options.isOnline?.() === false ? 'offline' : 'server';
    return { status: 'queued', reason, delivery: awaitDelivery(key) };
  }

  async function flushOnce(): Promise<FlushReport> {
    const report: FlushReport = { sent: 0, rejected: [], remaining: 0, retryAfterMs: null };
    for (const item of read()) {
      const key = item.payload.idempotencyKey;
      const delivery = await deliver(item.payload);
      if (delivery.kind === 'retry') {
        report.retryAfterMs = delivery.retryAfterMs;
        break;
      }
      write(without(key));
      if (delivery.kind === 'stored') {
        report.sent += 1;
        settle(key, { status: 'stored', leadId: delivery.leadId });
      } else {
        settle(key, { status: 'rejected', fieldErrors: delivery.fieldErrors });
        report.rejected.push({
          idempotencyKey: item.payload.idempotencyKey,
          formType: String(item.payload.formType),
          fieldErrors: delivery.fieldErrors,
        });
      }
    }
    report.remaining = read().length;
    return report;
  }

  function flush(): Promise<FlushReport> {
    flushing ??= flushOnce().finally(() => {
      flushing = undefined;
    });
    return flushing;
  }

  return { submit, flush, pending: () => read().length };
}
