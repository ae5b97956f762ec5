import { isRouteKey, pathFor, type Language } from '@broker/core';
import { siteConfig } from '../../site.config';

export interface Cta {
  label: string;
  to: string;
}

export type ResolvedCta =
  { kind: 'link'; label: string; href: string; external: boolean } | { kind: 'prequalify'; label: string };

/** A content call to action (`to`: a route key, `portal` or `prequalify`) as a link or an action. */
export function resolveCta(cta: Cta, language: Language): ResolvedCta {
  if (cta.to === 'prequalify') return { kind: 'prequalify', label: cta.label };
  if (cta.to === 'portal')
    return { kind: 'link', label: cta.label, href: siteConfig.applicationPortalUrl, external: true };
  if (isRouteKey(cta.to)) return { kind: 'link', label: cta.label, href: pathFor(cta.to, language), external: false };
  throw new Error(`Unknown call-to-action target "${cta.to}"`);
}
