import { SUBMISSION_QUEUE_KEY } from '@broker/core';

/** Whether the browser's offline queue still holds the submission with this idempotency key. */
function stillQueued(idempotencyKey: string): boolean {
  try {
    const entries = JSON.parse(window.localStorage.getItem(SUBMISSION_QUEUE_KEY) ?? '[]') as Array<{
      payload?: { idempotencyKey?: string };
    }>;
    return entries.some((entry) => entry.payload?.idempotencyKey === idempotencyKey);
  } catch {
    return false;
  }
}

/**
 * Which idempotency key a form's next submission uses. After a failed attempt (which may still have
 * reached the server) or while an identical submission waits in the offline queue, sending again
 * reuses the key, so the broker gets one lead; anything else is a new submission.
 */
export function createRetryKeys() {
  let last: { key: string; status: string; values: string } | null = null;
  return {
    keyFor(values: unknown): string | undefined {
      if (!last || last.values !== JSON.stringify(values)) return undefined;
      if (last.status === 'failed') return last.key;
      if (last.status === 'queued' && stillQueued(last.key)) return last.key;
      return undefined;
    },
    record(values: unknown, outcome: { status: string; idempotencyKey: string }) {
      last =
        outcome.status === 'failed' || outcome.status === 'queued'
          ? { key: outcome.idempotencyKey, status: outcome.status, values: JSON.stringify(values) }
          : null;
    },
  };
}
