import { SUBMISSION_QUEUE_KEY } from '@broker/core';
import { whenIdle } from './idle';

/**
 * Once the page has started (when the browser is idle) and when the connection returns, resend submissions a visitor's browser kept (while
 * offline or while the server could not take them); if they still cannot be delivered, the client
 * keeps retrying with backoff while the page is open. The API client (and its validation code)
 * loads only when something is waiting.
 */
export function installQueueFlush(): () => void {
  const flush = () => {
    let waiting = false;
    try {
      const stored = window.localStorage.getItem(SUBMISSION_QUEUE_KEY);
      waiting = Boolean(stored && stored !== '[]');
    } catch {
      return;
    }
    if (!waiting) return;
    void import(/* webpackChunkName: "api-client" */ './api').then(({ apiClient }) => apiClient().flushQueue());
  };
  const cancel = whenIdle(flush);
  window.addEventListener('online', flush);
  return () => {
    cancel();
    window.removeEventListener('online', flush);
  };
}
