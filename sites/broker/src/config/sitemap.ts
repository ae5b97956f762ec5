import type { Alternates } from '../content/core';
import { pageUrl } from './hosting';

interface SitemapPage {
  path: string;
  /** The page data gatsby-node gave the page (a content page carries its alternates). */
  pageContext: { alternates?: Alternates };
}

/**
 * A sitemap entry with xhtml:link alternates for both languages and x-default, in the same address
 * form as the canonical links (`<loc>` is written by the plugin with `new URL(path, siteUrl)`,
 * which gives that form too).
 */
export function serializeSitemapPage(page: SitemapPage, siteUrl: string) {
  const { alternates } = page.pageContext;
  const links = alternates
    ? [
        { lang: 'en', url: pageUrl(siteUrl, alternates.en) },
        { lang: 'es', url: pageUrl(siteUrl, alternates.es) },
        { lang: 'x-default', url: pageUrl(siteUrl, alternates.xDefault) },
      ]
    : [];
  return { url: page.path, changefreq: 'monthly', priority: page.path === '/' || page.path === '/es' ? 1 : 0.7, links };
}
