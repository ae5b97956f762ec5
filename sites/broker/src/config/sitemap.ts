import { alternatesFor } from '../content/core';

interface SitemapPage {
  path: string;
}

/** A sitemap entry with xhtml:link alternates for both languages and x-default. */
export function serializeSitemapPage(page: SitemapPage, siteUrl: string) {
  const alternates = alternatesFor(page.path);
  const links = alternates
    ? [
        { lang: 'en', url: `${siteUrl}${alternates.en === '/' ? '' : alternates.en}` },
        { lang: 'es', url: `${siteUrl}${alternates.es}` },
        { lang: 'x-default', url: `${siteUrl}${alternates.xDefault === '/' ? '' : alternates.xDefault}` },
      ]
    : [];
  return { url: page.path, changefreq: 'monthly', priority: page.path === '/' || page.path === '/es' ? 1 : 0.7, links };
}
