import type { HeaderRoutes, IAdapter } from 'gatsby';
import createNetlifyAdapter from 'gatsby-adapter-netlify';
import { SITE_WIDE_HEADERS, type Header } from './hosting';

/**
 * Gatsby's adapter writes the headers of a `/*` rule onto every page and asset path one by one,
 * so an unknown path (the 404 answer) and the functions would get none of them. The site-wide
 * headers are written once under `/*` instead, which the host applies to every answer, and left
 * out of the per-path rules where they would only repeat.
 */
export function hoistSiteWideHeaders(routes: HeaderRoutes, siteWide: readonly Header[]): HeaderRoutes {
  const lower = (h: Header) => h.key.toLowerCase();
  const wide = new Map(siteWide.map((h) => [lower(h), h.value]));
  const result: HeaderRoutes = [];
  for (const route of routes) {
    if (route.path === '/*') {
      result.push({ path: route.path, headers: [...route.headers.filter((h) => !wide.has(lower(h))), ...siteWide] });
      continue;
    }
    const own = route.headers.filter((h) => wide.get(lower(h)) !== h.value);
    if (own.length > 0) result.push({ path: route.path, headers: own });
  }
  if (!result.some((r) => r.path === '/*')) result.unshift({ path: '/*', headers: [...siteWide] });
  return result;
}

/** gatsby-adapter-netlify, with the site-wide headers written once for every path. */
export function siteAdapter(): IAdapter {
  const netlify = createNetlifyAdapter();
  return {
    ...netlify,
    adapt: (context) =>
      netlify.adapt({ ...context, headerRoutes: hoistSiteWideHeaders(context.headerRoutes, SITE_WIDE_HEADERS) }),
  };
}
