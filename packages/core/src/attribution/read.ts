import type { StorageLike } from '../api/submissionQueue';
import {
  ATTRIBUTION_LIMITS,
  ATTRIBUTION_PARAMS,
  ATTRIBUTION_STORAGE_KEY,
  CLICK_ID_PARAMS,
  type Attribution,
} from './fields';

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

/**
 * Keeps only known fields, as bounded text without control characters; `undefined` when nothing
 * is left. Whatever was stored (or tampered with) comes out valid for the payload schemas.
 */
export function cleanAttribution(value: unknown): Attribution | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const source = value as Record<string, unknown>;
  const out: Attribution = {};
  for (const field of [...ATTRIBUTION_PARAMS, 'landingPage', 'referrer'] as const) {
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
