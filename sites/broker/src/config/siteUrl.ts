import { siteConfig } from '../../site.config';

/** The absolute origin of the site, without a trailing slash (SITE_URL at build time overrides). */
export function resolveSiteUrl(env: Record<string, string | undefined> = process.env): string {
  return (env.SITE_URL || siteConfig.siteUrl).replace(/\/+$/, '');
}
