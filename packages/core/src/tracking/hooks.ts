/** What a tracker sends to each hook; a hook absent from the page is skipped. */
export interface TrackingCall {
  gtag?: unknown[];
  dataLayer?: Record<string, unknown>;
  fbq?: unknown[];
}

interface Hooks {
  gtag?: unknown;
  dataLayer?: unknown;
  fbq?: unknown;
}

/**
 * Calls the analytics (`gtag`), tag-manager (`dataLayer`) and ad-platform (`fbq`) hooks found on
 * `win` (the page's window, injected). Missing or broken hooks are skipped: tracking never breaks
 * the page.
 */
export function emit(win: object | null | undefined, call: TrackingCall): void {
  if (!win) return;
  const hooks = win as Hooks;
  attempt(() => {
    if (call.gtag && typeof hooks.gtag === 'function') hooks.gtag(...call.gtag);
  });
  attempt(() => {
    if (call.dataLayer && Array.isArray(hooks.dataLayer)) hooks.dataLayer.push(call.dataLayer);
  });
  attempt(() => {
    if (call.fbq && typeof hooks.fbq === 'function') hooks.fbq(...call.fbq);
  });
}

function attempt(run: () => void): void {
  try {
    run();
  } catch {
    // A third-party script's failure is not the visitor's problem.
  }
}
