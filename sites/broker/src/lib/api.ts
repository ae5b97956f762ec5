import { createApiClient, readAttribution, type ApiClient, type Attribution, type StorageLike } from '@broker/core';
import { storeVisitAttribution } from './clientEntry';

let client: ApiClient | null = null;

/** localStorage when the browser allows it (private modes and blocked storage give null). */
function browserStorage(): StorageLike | null {
  try {
    const probe = '__broker_probe__';
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return null;
  }
}

/** What brought this visit (read on landing, see src/lib/clientEntry.ts), sent with every lead. */
export function visitAttribution(): Attribution | undefined {
  storeVisitAttribution();
  try {
    return readAttribution(window.sessionStorage);
  } catch {
    return undefined;
  }
}

/**
 * The site's one client for /api/chat and /api/submit, with the offline queue in localStorage. A
 * submission the server could not take waits there and is resent while the page is open (5 s, then
 * doubling up to 5 minutes, never sooner than the server's Retry-After), at once when the browser
 * comes back online, and on the next page load (see queueFlush).
 */
export function apiClient(): ApiClient {
  if (!client) {
    client = createApiClient({
      fetch: window.fetch.bind(window),
      storage: browserStorage(),
      isOnline: () => window.navigator.onLine !== false,
      retry: { timers: window },
    });
    window.addEventListener('online', () => {
      void client?.flushQueue();
    });
  }
  return client;
}
