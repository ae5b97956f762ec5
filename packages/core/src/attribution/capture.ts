import type { StorageLike } from '../api/submissionQueue';
import { ATTRIBUTION_LIMITS, ATTRIBUTION_PARAMS, ATTRIBUTION_STORAGE_KEY } from './fields';

// The WHATWG URL class of browsers and Node, typed here: core compiles without the DOM library.
declare const URL: new (href: string) => {
  origin: string;
  pathname: string;
  searchParams: { get(name: string): string | null };
};

/**
 * Call on every page load. The first page of a visit records its path, the referring site's origin
 * (not this site's) and any campaign parameters or click ids in its address; later pages keep that,
 * unless they were reached through a new campaign link (then it starts over, as analytics tools
 * count a new visit). Only the path is kept of the landing page, never its other query parameters.
 * Values are kept as found, cut to a bound; `readAttribution` cleans them. Small on purpose: it
 * runs on every page, before anything else.
 */
export function captureAttribution(
  location: { href: string },
  referrer: string,
  storage: StorageLike | null | undefined,
): void {
  try {
    const url = new URL(location.href);
    const captured: Record<string, string> = {};
    for (const param of ATTRIBUTION_PARAMS) {
      const value = url.searchParams.get(param);
      if (value !== null) captured[param] = value.slice(0, ATTRIBUTION_LIMITS.clickId);
    }
    if (!storage || (Object.keys(captured).length === 0 && storage.getItem(ATTRIBUTION_STORAGE_KEY) !== null)) return;
    captured.landingPage = url.pathname;
    try {
      const from = new URL(referrer).origin;
      if (/^https?:/.test(from) && from !== url.origin) captured.referrer = from;
    } catch {
      // No referrer, or not an address: a direct visit.
    }
    storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(captured));
  } catch {
    // Not an address, or storage full or blocked: the visit goes unattributed, nothing else changes.
  }
}
