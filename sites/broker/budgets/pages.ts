import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, REDIRECTS, type Language } from '@broker/core/routes';
import { contentRoutes } from '../src/content/routes';
import { budgetsConfig } from './budgets.config';

export interface BudgetPage {
  path: string;
  language: Language;
  /** The template the page is built with (`article`, `legal`, `home`...), read from the build. */
  type: string;
  /** A key page: its run with scripts also audits Accessibility, Best Practices and SEO. */
  key: boolean;
}

export interface RedirectPage {
  path: string;
  to: string;
}

/** The built page's template, from its page-data (`component---src-templates-article-tsx` → `article`). */
function templateOf(publicDir: string, pagePath: string): string {
  const dataPath = pagePath === '/' ? 'index' : pagePath.replace(/^\//, '');
  const file = path.join(publicDir, 'page-data', dataPath, 'page-data.json');
  if (!fs.existsSync(file)) throw new Error(`${pagePath} is not built (no ${file}): run npm run build first.`);
  const { componentChunkName } = JSON.parse(fs.readFileSync(file, 'utf8')) as { componentChunkName: string };
  const name = /^component---src-templates-(.+)-tsx$/.exec(componentChunkName)?.[1];
  if (!name) throw new Error(`${pagePath}: unexpected page component ${componentChunkName}`);
  return name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
}

/**
 * Every page of the route table in both languages, then the not-found page. `BUDGETS_PAGES`
 * (comma-separated paths) narrows the run to those pages while working on them.
 */
export function budgetPages(publicDir: string, only = process.env.BUDGETS_PAGES): BudgetPage[] {
  const keys: readonly string[] = budgetsConfig.keyPages.routes;
  const pages: BudgetPage[] = contentRoutes().routes.flatMap((route) =>
    LANGUAGES.map((language) => ({
      path: route[language],
      language,
      type: templateOf(publicDir, route[language]),
      key: keys.includes(route.key),
    })),
  );
  pages.push({ path: '/404', language: 'en', type: templateOf(publicDir, '/404'), key: false });
  const wanted = only
    ?.split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return wanted?.length ? pages.filter((page) => wanted.includes(page.path)) : pages;
}

/** Old addresses that only send the visitor on (hosts answer them with a 301). */
export function redirectPages(): RedirectPage[] {
  return REDIRECTS.map(({ from, to }) => ({ path: from, to }));
}
