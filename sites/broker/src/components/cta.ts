import { siteConfig } from '../../site.config';

/** A call to action of the content: `to` a page's key (the build adds its `href`), `portal` or `prequalify`. */
export interface Cta {
  label: string;
  to: string;
  href?: string;
}

export type ResolvedCta =
  { kind: 'link'; label: string; href: string; external: boolean } | { kind: 'prequalify'; label: string };

/** A content call to action as a link or an action. */
export function resolveCta(cta: Cta): ResolvedCta {
  if (cta.to === 'prequalify') return { kind: 'prequalify', label: cta.label };
  if (cta.to === 'portal')
    return { kind: 'link', label: cta.label, href: siteConfig.applicationPortalUrl, external: true };
  if (cta.href) return { kind: 'link', label: cta.label, href: cta.href, external: false };
  throw new Error(`Unknown call-to-action target "${cta.to}"`);
}
