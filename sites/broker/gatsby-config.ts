import { createRequire } from 'node:module';
import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import { siteConfig } from './site.config';
import { resolveSiteUrl } from './src/config/siteUrl';
import { siteAdapter } from './src/config/adapter';
import { HEADER_RULES, TRAILING_SLASH } from './src/config/hosting';
import { serializeSitemapPage } from './src/config/sitemap';

const siteUrl = resolveSiteUrl();
/**
 * The UI strings of both languages live with the components (`@broker/ui/locales/<language>`):
 * gatsby-node.ts makes each file a `Locale` node for the pages' queries.
 */
const uiLocales = path.join(
  path.dirname(createRequire(path.resolve('package.json')).resolve('@broker/ui/package.json')),
  'locales',
);

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
    title: siteConfig.companyName,
  },
  // Netlify (functions, headers, redirects); the self-hosted server applies the same output.
  adapter: siteAdapter(),
  graphqlTypegen: false,
  jsxRuntime: 'automatic',
  trailingSlash: TRAILING_SLASH,
  headers: HEADER_RULES,
  plugins: [
    'gatsby-plugin-vanilla-extract',
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'content', path: path.resolve('content'), ignore: ['**/README.md'] },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'locale', path: uiLocales },
    },
    {
      resolve: 'gatsby-transformer-remark',
      options: {
        excerpt_separator: '<!-- more -->',
        // Every table in a labelled region that scrolls sideways on narrow screens (plugins/).
        plugins: ['gatsby-remark-table-regions'],
      },
    },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        excludes: ['/404', '/404.html', '/es/404', '/dev-404-page'],
        query: `{ allSitePage { nodes { path pageContext } } }`,
        resolveSiteUrl: () => siteUrl,
        resolvePages: ({
          allSitePage,
        }: {
          allSitePage: { nodes: Array<{ path: string; pageContext: Record<string, unknown> }> };
        }) => allSitePage.nodes.filter((p) => p.pageContext && p.pageContext.key && !p.pageContext.noindex),
        serialize: (page: { path: string; pageContext: Record<string, unknown> }) =>
          serializeSitemapPage(page, siteUrl),
      },
    },
  ],
};

export default config;
