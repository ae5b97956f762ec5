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
 * Gatsby's `onClientEntry`: reads the visit's address and referrer as the scripts start; storing
 * them (the first touch of session storage costs a phone a few milliseconds) waits for idle time.
 *
 * Gatsby waits for the promise returned here before it loads the page and hydrates, so the start of
 * the scripts (every module evaluated) and the hydration run as separate tasks, with the browser
 * free to answer a tap between them: on the home page at 1x, the longest task after the first paint
 * went from 36-39 ms to 17-23 ms.
 */
export function startClientEntry(): Promise<void> {
  visit = { location: { href: window.location.href }, referrer: document.referrer };
  whenIdle(storeVisitAttribution);
  window.addEventListener('pagehide', storeVisitAttribution, { once: true });
  return new Promise((resolve) => {
    window.setTimeout(resolve, 0);
  });
}
