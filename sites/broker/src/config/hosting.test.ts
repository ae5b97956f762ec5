import { contentRoutes } from '../content/routes';
import { hoistSiteWideHeaders } from './adapter';
import {
  HEADER_RULES,
  PERMANENT_REDIRECTS,
  SITE_WIDE_HEADERS,
  TRAILING_SLASH,
  contentSecurityPolicy,
  EDITOR_PAGE,
  editorSecurityPolicy,
  pageUrl,
} from './hosting';
import { serializeSitemapPage } from './sitemap';

const byName = Object.fromEntries(SITE_WIDE_HEADERS.map((h) => [h.key, h.value]));
const siteUrl = 'https://www.example.test';

describe('SITE_WIDE_HEADERS', () => {
  it('declares every header a host must send, once, in lower case', () => {
    expect(Object.keys(byName).sort()).toEqual([
      'content-security-policy',
      'permissions-policy',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'x-xss-protection',
    ]);
    expect(SITE_WIDE_HEADERS.every((h) => h.key === h.key.toLowerCase())).toBe(true);
    expect(byName['x-content-type-options']).toBe('nosniff');
    expect(byName['x-frame-options']).toBe('DENY');
    expect(byName['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(HEADER_RULES[0]).toEqual({ source: '/*', headers: [...SITE_WIDE_HEADERS] });
  });

  it('gives the content editor its own policy, kept out of search, and nothing else', () => {
    expect(HEADER_RULES.slice(1)).toEqual([
      {
        source: '/admin/*',
        headers: [
          { key: 'content-security-policy', value: editorSecurityPolicy },
          { key: 'x-robots-tag', value: 'noindex, nofollow' },
        ],
      },
    ]);
    expect(editorSecurityPolicy).toContain("script-src 'self';");
    expect(editorSecurityPolicy).toContain("frame-ancestors 'none'");
  });

  it('keeps the site unframeable and scripts, fonts and connections on its own origin', () => {
    const directives = Object.fromEntries(
      contentSecurityPolicy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
    );
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['connect-src']).toBe("'self'");
    expect(directives['font-src']).toBe("'self'");
    expect(directives['object-src']).toBe("'none'");
    expect(contentSecurityPolicy).not.toMatch(/\*|https?:/);
  });
});

describe('hoistSiteWideHeaders', () => {
  const gatsbyDefaults = [
    { key: 'cache-control', value: 'public, max-age=0, must-revalidate' },
    { key: 'x-xss-protection', value: '1; mode=block' },
    { key: 'referrer-policy', value: 'same-origin' },
  ];

  it('writes the site-wide headers once under /* in place of Gatsby’s defaults of the same name', () => {
    const routes = hoistSiteWideHeaders(
      [
        { path: '/*', headers: gatsbyDefaults },
        { path: '/static/*', headers: [{ key: 'cache-control', value: 'public, max-age=31536000, immutable' }] },
        { path: '/about', headers: [...SITE_WIDE_HEADERS] },
        {
          path: '/app-1.js',
          headers: [{ key: 'cache-control', value: 'public, max-age=31536000, immutable' }, ...SITE_WIDE_HEADERS],
        },
      ],
      SITE_WIDE_HEADERS,
    );
    expect(routes).toEqual([
      { path: '/*', headers: [gatsbyDefaults[0], ...SITE_WIDE_HEADERS] },
      { path: '/static/*', headers: [{ key: 'cache-control', value: 'public, max-age=31536000, immutable' }] },
      { path: '/app-1.js', headers: [{ key: 'cache-control', value: 'public, max-age=31536000, immutable' }] },
    ]);
  });

  it('keeps a per-path header whose value differs from the site-wide one', () => {
    const own = { key: 'x-frame-options', value: 'SAMEORIGIN' };
    const routes = hoistSiteWideHeaders([{ path: '/embed', headers: [own] }], SITE_WIDE_HEADERS);
    expect(routes).toEqual([
      { path: '/*', headers: [...SITE_WIDE_HEADERS] },
      { path: '/embed', headers: [own] },
    ]);
  });
});

describe('one address form', () => {
  it('never ends a page address in a slash, except the origin itself', () => {
    expect(TRAILING_SLASH).toBe('never');
    expect(pageUrl(siteUrl, '/')).toBe(`${siteUrl}/`);
    expect(pageUrl(`${siteUrl}/`, '/es/')).toBe(`${siteUrl}/es`);
    expect(pageUrl(siteUrl, '/buy-home')).toBe(`${siteUrl}/buy-home`);
  });

  it('writes the same address in the sitemap, the canonical link and hreflang of every page', () => {
    const table = contentRoutes();
    for (const route of table.routes) {
      for (const path of [route.en, route.es]) {
        const alternates = table.alternatesFor(path)!;
        const entry = serializeSitemapPage({ path, pageContext: { alternates } }, siteUrl);
        const loc = new URL(entry.url, siteUrl).toString();
        expect(loc).toBe(pageUrl(siteUrl, path));
        expect(entry.links).toEqual([
          { lang: 'en', url: pageUrl(siteUrl, alternates.en) },
          { lang: 'es', url: pageUrl(siteUrl, alternates.es) },
          { lang: 'x-default', url: pageUrl(siteUrl, alternates.xDefault) },
        ]);
      }
    }
  });

  it('redirects only to registered pages, from addresses that are not pages', () => {
    const pages = new Set<string>(contentRoutes().routes.flatMap((r) => [r.en, r.es]));
    expect(PERMANENT_REDIRECTS.length).toBeGreaterThan(0);
    for (const { from, to } of PERMANENT_REDIRECTS) {
      expect(pages.has(to) || to === EDITOR_PAGE).toBe(true);
      expect(pages.has(from)).toBe(false);
      expect(from.endsWith('/')).toBe(false);
    }
  });
});
