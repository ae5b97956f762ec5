import type { StorageLike } from '../api/submissionQueue';
import { ATTRIBUTION_LIMITS, ATTRIBUTION_PARAMS, ATTRIBUTION_STORAGE_KEY } from './fields';

const ORIGIN = /^(https?:\/\/[^/?#\s]+)/i;

/** `https://www.example.com` of an absolute http(s) address, lower-cased; `undefined` otherwise. */
function originOf(address: string): string | undefined {
  return ORIGIN.exec(address)?.[1]?.toLowerCase();
}

/** The query parameters of an address (`+` reads as a space, as in forms); malformed escapes are skipped. */
function queryOf(address: string): Map<string, string> {
  const params = new Map<string, string>();
  const query = address.split('#')[0]?.split('?').slice(1).join('?') ?? '';
  for (const pair of query.split('&')) {
    const [rawName = '', ...rest] = pair.split('=');
    try {
      const name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      if (name && !params.has(name)) params.set(name, decodeURIComponent(rest.join('=').replace(/\+/g, ' ')));
    } catch {
      // A malformed escape: this parameter is left out.
    }
  }
  return params;
}

/**
 * Call on every page load. The first page of a visit records its path, the referring site's origin
 * and any campaign parameters or click ids in its address; later pages keep that, unless they were
 * reached through a new campaign link (then it starts over, as analytics tools count a new visit).
 * Only the path is kept of the landing page, never its other query parameters. Values are kept as
 * found (cut to a bounded length); `readAttribution` cleans them. Small on purpose: it runs on
 * every page, before anything else.
 */
export function captureAttribution(
  location: { href: string },
  referrer: string,
  storage: StorageLike | null | undefined,
): void {
  const origin = originOf(location.href);
  if (!storage || !origin) return;
  const query = queryOf(location.href);
  const captured: Record<string, string | undefined> = {};
  let campaign = false;
  for (const param of ATTRIBUTION_PARAMS) {
    const value = query.get(param);
    if (value === undefined) continue;
    captured[param] = value.slice(0, ATTRIBUTION_LIMITS.clickId);
    campaign = true;
  }
  try {
    if (!campaign && storage.getItem(ATTRIBUTION_STORAGE_KEY) !== null) return;
    const from = originOf(referrer);
    captured.landingPage = location.href.slice(origin.length).split(/[?#]/)[0] || '/';
    captured.referrer = from !== origin ? from : undefined;
    storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(captured));
  } catch {
    // Storage full or blocked: the visit goes unattributed, nothing else changes.
  }
}
