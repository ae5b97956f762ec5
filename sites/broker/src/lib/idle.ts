/**
 * Runs `task` once the browser has nothing more urgent to do (at most `timeoutMs` later), so work
 * that can wait stays out of the tasks that start the page on a slow phone. Browsers without
 * `requestIdleCallback` run it after a short timeout. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
