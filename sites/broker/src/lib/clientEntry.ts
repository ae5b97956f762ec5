import { captureAttribution } from '@broker/core/attribution';
import { whenIdle } from './idle';

/** The landing address and referrer read as the scripts start, until they are stored. */
let visit: { location: { href: string }; referrer: string } | null = null;

/**
 * Stores the visit's landing page, referring site and campaign for this tab (session storage,
 * first party), once: when the browser is idle after the page starts, when the page is left, or
 * earlier when a lead is sent (src/lib/api.ts).
 */
export function storeVisitAttribution(): void {
  if (!visit) return;
  const { location, referrer } = visit;
  visit = null;
  try {
    captureAttribution(location, referrer, window.sessionStorage);
  } catch {
    // Storage blocked: the visit goes unattributed.
  }
}

/**
 * Resolves in a task after the page's first contentful paint, or after `fallbackMs` when nothing
 * paints (a background tab), or in the next task where the browser has no paint timing.
 */
export function afterFirstPaint(fallbackMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    const next = () => window.setTimeout(resolve, 0);
    const types = typeof PerformanceObserver === 'function' ? (PerformanceObserver.supportedEntryTypes ?? []) : [];
    if (!types.includes('paint')) return void next();
    const fallback = window.setTimeout(resolve, fallbackMs);
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      window.clearTimeout(fallback);
      next();
    }).observe({ type: 'paint', buffered: true });
  });
}

/**
 * Gatsby's `onClientEntry`: reads the visit's address and referrer as the scripts start; storing
 * them (the first touch of session storage costs a phone a few milliseconds) waits for idle time.
 *
 * Gatsby waits for the promise returned here before it loads the page and hydrates, so hydration
 * (the longest task of the start) waits until the server's HTML is on screen, and runs as a task of
 * its own with the browser free to answer a tap between it and the scripts' start. Taps on the
 * page before then are kept and replayed (src/lib/earlyClicks.ts).
 */
export function startClientEntry(): Promise<void> {
  visit = { location: { href: window.location.href }, referrer: document.referrer };
  whenIdle(storeVisitAttribution);
  window.addEventListener('pagehide', storeVisitAttribution, { once: true });
  return afterFirstPaint();
}
