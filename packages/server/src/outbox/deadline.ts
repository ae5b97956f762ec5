/** One send's abort signal and the timer behind it; `clear()` must run when the send ends. */
export interface SendDeadline {
  signal: AbortSignal;
  clear(): void;
}

/**
 * A signal aborted after `timeoutMs`, or as soon as `outer` is (the outbox giving up on the send).
 * The timer is a plain `setTimeout` this object holds and clears: a signal made with
 * `AbortSignal.any` over `AbortSignal.timeout` can be garbage-collected on Node 20 and then never
 * fires (nodejs/node#57736), which let a hung receiver hold a send for the outbox's whole deadline.
 */
export function sendDeadline(timeoutMs: number, outer?: AbortSignal): SendDeadline {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError')),
    timeoutMs,
  );
  const follow = () => controller.abort(outer?.reason);
  if (outer?.aborted) follow();
  else outer?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', follow);
    },
  };
}
