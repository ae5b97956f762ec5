import { createChatClient, type ChatClient } from './chatClient';
import type { FetchLike } from './http';
import type {
  ContactFormField,
  ContactFormValues,
  PrequalificationFormField,
  PrequalificationFormValues,
  SubmissionContext,
} from './payloads';
import { submitContact, submitPrequalification, type FormSubmitOutcome } from './submitForms';
import { createRetryLoop, type RetryLoopOptions } from './retryLoop';
import { createSubmissionQueue, type FlushReport, type StorageLike } from './submissionQueue';

export interface ApiClientOptions {
  fetch: FetchLike;
  /** Prefix of `/api/chat` and `/api/submit`; '' (the default) for the same site. */
  baseUrl?: string;
  /** Where undelivered submissions wait (`localStorage` in the browser). */
  storage?: StorageLike | null;
  /** Source of idempotency keys; `crypto.randomUUID` by default. */
  randomUUID?: () => string;
  now?: () => number;
  timeoutMs?: number;
  /** Called with the number of waiting submissions whenever it changes. */
  onQueueChange?: (pending: number) => void;
  /** Whether the browser has a connection (`navigator.onLine`): tells "offline" from "server problem". */
  isOnline?: () => boolean;
  /**
   * Resend waiting submissions on a backoff schedule while the page is open (see `createRetryLoop`);
   * without it they are resent only when `flushQueue` is called.
   */
  retry?: Pick<RetryLoopOptions, 'timers' | 'firstDelayMs' | 'maxDelayMs'>;
}

export interface ApiClient extends ChatClient {
  submitPrequalification(
    values: PrequalificationFormValues,
    context: SubmissionContext,
  ): Promise<FormSubmitOutcome<PrequalificationFormField>>;
  /** The contact form; the full name is split into first word and the rest. */
  submitContact(values: ContactFormValues, context: SubmissionContext): Promise<FormSubmitOutcome<ContactFormField>>;
  /**
   * Resends waiting submissions now; call it on `online` and on page load. With `retry`, the
   * backoff restarts from there.
   */
  flushQueue(): Promise<FlushReport>;
  pendingSubmissions(): number;
}

/**
 * Every call the site makes (docs/behaviour.md §7) in one object. Pages that need only one form can use
 * `createSubmissionQueue` with `submitContact`/`submitPrequalification`, and the chat widget
 * `createChatClient`, to ship less code.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const queue = createSubmissionQueue({
    storage: options.storage,
    fetch: options.fetch,
    endpoint: `${baseUrl}/api/submit`,
    timeoutMs: options.timeoutMs,
    now: options.now,
    isOnline: options.isOnline,
    onChange: (pending) => {
      if (pending > 0) retryLoop?.wake();
      options.onQueueChange?.(pending);
    },
  });
  const retryLoop = options.retry
    ? createRetryLoop({ ...options.retry, flush: queue.flush, pending: queue.pending, isOnline: options.isOnline })
    : null;
  const formOptions = { randomUUID: options.randomUUID, now: options.now };
  return {
    ...createChatClient({ fetch: options.fetch, baseUrl, timeoutMs: options.timeoutMs }),
    submitPrequalification: (values, context) => submitPrequalification(queue, values, context, formOptions),
    submitContact: (values, context) => submitContact(queue, values, context, formOptions),
    flushQueue: () => (retryLoop ? retryLoop.flushNow() : queue.flush()),
    pendingSubmissions: () => queue.pending(),
  };
}
