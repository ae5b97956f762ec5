import { REDIRECTS, type Redirect } from '../content/core';

/**
 * How the site is served, in one place. gatsby-config (headers, trailing slash), gatsby-node
 * (redirects), the sitemap and every page head read it; gatsby-adapter-netlify turns it into the
 * Netlify output (`public/_headers`, `public/_redirects`), and the self-hosted server (`server/`)
 * applies that same output. Nothing else declares a header, a redirect or an address form.
 */

/** Page addresses never end in a slash (the home page is the origin itself). */
export const TRAILING_SLASH = 'never' as const;

/** The one written form of a page's absolute address: canonical links, hreflang, sitemap, JSON-LD. */
export function pageUrl(siteUrl: string, path: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? `${origin}/` : `${origin}${trimmed.startsWith('/') ? '' : '/'}${trimmed}`;
}

/**
 * What the pages load, and nothing more: scripts, styles, fonts and images come from this origin
 * (fonts are self-hosted); the chat and the forms call this origin's `/api/*`. Gatsby inlines a
 * few small scripts (page path, chunk map) and the critical CSS, hence 'unsafe-inline' for both;
 * `data:` images are the inline SVG backgrounds of the stylesheet.
 */
const BASE_POLICY = [
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  'upgrade-insecure-requests',
];

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  ...BASE_POLICY,
].join('; ');

/**
 * The content editor (`/admin`, Sveltia CMS): its one script from this origin; it talks to GitHub
 * (the repository, its status page, the editors' avatars) and signs in through Netlify's OAuth.
 */
export const editorSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  // Its typefaces and icons come from jsDelivr, and it looks for its own updates on unpkg.
  "font-src 'self' data: https://cdn.jsdelivr.net",
  "connect-src 'self' data: blob: https://api.github.com https://www.githubstatus.com https://api.netlify.com https://unpkg.com",
  ...BASE_POLICY,
].join('; ');

export interface Header {
  key: string;
  value: string;
}

/**
 * Sent with every answer: pages, assets, the 404 page and the functions. Keys are lower case, as
 * Gatsby writes its own defaults, so a key here replaces Gatsby's instead of doubling it.
 */
export const SITE_WIDE_HEADERS: readonly Header[] = [
  { key: 'content-security-policy', value: contentSecurityPolicy },
  { key: 'strict-transport-security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'x-content-type-options', value: 'nosniff' },
  { key: 'x-frame-options', value: 'DENY' },
  { key: 'referrer-policy', value: 'strict-origin-when-cross-origin' },
  { key: 'permissions-policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  // The legacy XSS auditor is gone from browsers and could be abused where it remains; the CSP protects.
  { key: 'x-xss-protection', value: '0' },
];

/**
 * gatsby-config `headers`. Caching is Gatsby's own policy, which the adapter writes alongside:
 * `public, max-age=31536000, immutable` for hashed assets (`/static/*`, the JavaScript and CSS
 * bundles), `public, max-age=0, must-revalidate` for pages and page data; the functions answer
 * `no-store` themselves.
 */
const EDITOR_HEADERS: readonly Header[] = [
  { key: 'content-security-policy', value: editorSecurityPolicy },
  { key: 'x-robots-tag', value: 'noindex, nofollow' },
];

export const HEADER_RULES = [
  { source: '/*', headers: [...SITE_WIDE_HEADERS] },
  // The more specific source wins for the same key (Gatsby's header precedence).
  { source: '/admin/*', headers: [...EDITOR_HEADERS] },
];

/** The content editor's page; its own headers are written for its file, so the short addresses lead there. */
export const EDITOR_PAGE = '/admin/index.html';

/** Permanent (301) redirects: other readings of a slug that lead to the registered page, and the editor's short address. */
export const PERMANENT_REDIRECTS: readonly Redirect[] = [...REDIRECTS, { from: '/admin', to: EDITOR_PAGE }];

/**
 * Each language's not-found page. English is Gatsby's own `/404` (`404.html`, which hosts answer
 * for any unknown path); unknown paths under `/es/` get the Spanish page, through a non-forced
 * `404` rule (Netlify applies it only where no file exists; the self-hosted server does the same).
 */
export const NOT_FOUND_PAGES = [
  { language: 'en', path: '/404', under: null },
  { language: 'es', path: '/es/404', under: '/es/*' },
] as const;
