import type { StorageLike } from '../api/submissionQueue';

/** Campaign parameters read from the landing page's address (Google Analytics names). */
export const CAMPAIGN_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
/** Ad platforms' click ids: Google Ads, Meta, Microsoft Advertising. */
export const CLICK_ID_PARAMS = ['gclid', 'fbclid', 'msclkid'] as const;

export type AttributionParam = (typeof CAMPAIGN_PARAMS)[number] | (typeof CLICK_ID_PARAMS)[number];

/** What brought a visitor: every field optional, bounded by {@link ATTRIBUTION_LIMITS}. */
export type Attribution = Partial<Record<AttributionParam | 'landingPage' | 'referrer', string>>;

/** Longest value kept per field, in characters. */
export const ATTRIBUTION_LIMITS = { campaign: 200, clickId: 500, landingPage: 300, referrer: 200 } as const;

/** Where the visit's attribution is kept (session storage: this tab, until it closes). */
export const ATTRIBUTION_STORAGE_KEY = 'broker.attribution';

const PARAMS: readonly AttributionParam[] = [...CAMPAIGN_PARAMS, ...CLICK_ID_PARAMS];
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

function bounded(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.replace(CONTROL, '').trim().slice(0, max);
  return text === '' ? undefined : text;
}

function limitOf(field: keyof Attribution): number {
  if (field === 'landingPage') return ATTRIBUTION_LIMITS.landingPage;
  if (field === 'referrer') return ATTRIBUTION_LIMITS.referrer;
  return (CLICK_ID_PARAMS as readonly string[]).includes(field)
    ? ATTRIBUTION_LIMITS.clickId
    : ATTRIBUTION_LIMITS.campaign;
}

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
 * Keeps only known fields, as bounded text without control characters; `undefined` when nothing
 * is left. Whatever was stored (or tampered with) comes out valid for the payload schemas.
 */
export function cleanAttribution(value: unknown): Attribution | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const source = value as Record<string, unknown>;
  const out: Attribution = {};
  for (const field of [...PARAMS, 'landingPage', 'referrer'] as const) {
    const text = bounded(source[field], limitOf(field));
    if (text !== undefined) out[field] = text;
  }
  if (out.landingPage !== undefined && !out.landingPage.startsWith('/')) delete out.landingPage;
  if (out.referrer !== undefined && !/^https?:\/\/[^/?#\s]+$/.test(out.referrer)) delete out.referrer;
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The attribution kept for this visit, cleaned, or `undefined`. */
export function readAttribution(storage: StorageLike | null | undefined): Attribution | undefined {
  try {
    const stored = storage?.getItem(ATTRIBUTION_STORAGE_KEY);
    return stored ? cleanAttribution(JSON.parse(stored)) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Call on every page load. The first page of a visit records its path, the referring site's origin
 * and any campaign parameters or click ids in its address; later pages keep that, unless they were
 * reached through a new campaign link (then it starts over, as analytics tools count a new visit).
 * Only the path is kept of the landing page, never its other query parameters.
 */
export function captureAttribution(
  location: { href: string },
  referrer: string,
  storage: StorageLike | null | undefined,
): Attribution | undefined {
  const origin = originOf(location.href);
  if (!storage || !origin) return undefined;
  const query = queryOf(location.href);
  const campaign: Attribution = {};
  for (const param of PARAMS) {
    const value = query.get(param);
    if (value !== undefined) campaign[param] = value;
  }
  const known = readAttribution(storage);
  if (known && Object.keys(campaign).length === 0) return known;
  const from = originOf(referrer);
  const captured = cleanAttribution({
    ...campaign,
    landingPage: location.href.slice(origin.length).split(/[?#]/)[0] || '/',
    referrer: from !== origin ? from : undefined,
  });
  try {
    storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(captured ?? {}));
  } catch {
    // Storage full or blocked: the visit goes unattributed, nothing else changes.
  }
  return captured;
}
