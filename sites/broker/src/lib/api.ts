import { createApiClient, readAttribution, type ApiClient, type Attribution, type StorageLike } from '@broker/core';

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

/** What brought this visit (captured on landing, see gatsby-browser), sent with every lead. */
export function visitAttribution(): Attribution | undefined {
  try {
    return readAttribution(window.sessionStorage);
  } catch {
    return undefined;
  }
}

/** The site's one client for /api/chat and /api/submit, with the offline queue in localStorage. */
export function apiClient(): ApiClient {
  if (!client) {
    client = createApiClient({ fetch: window.fetch.bind(window), storage: browserStorage() });
    window.addEventListener('online', () => {
      void client?.flushQueue();
    });
  }
  return client;
}
