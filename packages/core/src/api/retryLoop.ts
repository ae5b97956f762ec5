import type { FlushReport } from './submissionQueue';

/** The timer functions the loop uses (`window` in the browser; fake timers in tests). */
export interface RetryTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface RetryLoopOptions {
  /** Resends what waits (`SubmissionQueue.flush`). */
  flush: () => Promise<FlushReport>;
  /** How many submissions wait (`SubmissionQueue.pending`). */
  pending: () => number;
  timers: RetryTimers;
  /** Whether the browser has a connection (`navigator.onLine`); no request is made while it has not. */
  isOnline?: () => boolean;
  /** Wait before the first retry; each later one waits twice as long. Defaults to 5 seconds. */
  firstDelayMs?: number;
  /** The longest wait between retries. Defaults to 5 minutes. */
  maxDelayMs?: number;
  /** The longest server-requested wait (`Retry-After`) honoured. Defaults to 1 hour. */
  maxRetryAfterMs?: number;
}

export interface RetryLoop {
  /** Something may be waiting: schedule a retry unless one is already scheduled or running. */
  wake(): void;
  /** Resend now (the connection came back, the page loaded) and restart the backoff from the start. */
  flushNow(): Promise<FlushReport>;
  /** Cancels the scheduled retry; `wake` or `flushNow` start again. */
  stop(): void;
}

export const RETRY_FIRST_DELAY_MS = 5_000;
export const RETRY_MAX_DELAY_MS = 5 * 60_000;
const RETRY_MAX_RETRY_AFTER_MS = 60 * 60_000;

/** The wait before retry number `attempt` (0 first): first, 2×first, 4×first… capped at `max`. */
export function backoffDelay(attempt: number, firstMs = RETRY_FIRST_DELAY_MS, maxMs = RETRY_MAX_DELAY_MS): number {
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, attempt));
}

/**
 * Keeps resending waiting submissions while the page is open: 5 s after something is queued, then
 * 10 s, 20 s, 40 s… up to 5 minutes between attempts, never sooner than the server's `Retry-After`.
 * It stops when nothing waits. While the browser is offline it makes no request and keeps waiting
 * (the site calls `flushNow` on the `online` event).
 */
export function createRetryLoop(options: RetryLoopOptions): RetryLoop {
  const firstMs = options.firstDelayMs ?? RETRY_FIRST_DELAY_MS;
  const maxMs = options.maxDelayMs ?? RETRY_MAX_DELAY_MS;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? RETRY_MAX_RETRY_AFTER_MS;
  let attempt = 0;
  let timer: unknown = null;
  let running: Promise<FlushReport> | null = null;

  function cancel() {
    if (timer !== null) options.timers.clearTimeout(timer);
    timer = null;
  }

  function schedule(delayMs: number) {
    cancel();
    timer = options.timers.setTimeout(() => {
      timer = null;
      void attemptNow();
    }, delayMs);
  }

  function afterAttempt(report: FlushReport | null) {
    if (options.pending() === 0) {
      attempt = 0;
      return;
    }
    const backoff = backoffDelay(attempt, firstMs, maxMs);
    attempt += 1;
    schedule(Math.max(backoff, Math.min(report?.retryAfterMs ?? 0, maxRetryAfterMs)));
  }

  function attemptNow(): Promise<FlushReport> {
    if (running) return running;
    if (options.isOnline?.() === false) {
      const waiting: FlushReport = { sent: 0, rejected: [], remaining: options.pending(), retryAfterMs: null };
      afterAttempt(null);
      return Promise.resolve(waiting);
    }
    running = options
      .flush()
      .catch((): FlushReport => ({ sent: 0, rejected: [], remaining: options.pending(), retryAfterMs: null }))
      .then((report) => {
        running = null;
        afterAttempt(report);
        return report;
      });
    return running;
  }

  return {
    wake() {
      if (timer !== null || running || options.pending() === 0) return;
      schedule(backoffDelay(attempt, firstMs, maxMs));
      attempt += 1;
    },
    flushNow() {
      cancel();
      attempt = 0;
      return attemptNow();
    },
    stop() {
      cancel();
    },
  };
}
