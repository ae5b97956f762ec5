import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {
  LANGUAGES,
  ROUTES,
  SLUG_PATTERN,
  articleRoute,
  isRouteKey,
  routeTable,
  type Language,
  type Route,
  type RouteTable,
} from './core';

/** A Markdown file of the content folder, as the build reads it. */
export interface SourceFile {
  /** Path relative to the content folder, e.g. `es/home.md` (for messages). */
  relativePath: string;
  language: string;
  key: string;
  frontmatter: Record<string, unknown>;
  html: string;
  rawMarkdownBody: string;
}

export const CONTENT_DIR = path.resolve(__dirname, '../../content');

/**
 * Every Markdown file of the content folder, its frontmatter read with gray-matter (the parser
 * gatsby-transformer-remark uses). `html` is left empty: only Gatsby renders the Markdown.
 */
export function readContentFiles(contentDir = CONTENT_DIR): SourceFile[] {
  const files: SourceFile[] = [];
  for (const language of fs
    .readdirSync(contentDir)
    .filter((d) => fs.statSync(path.join(contentDir, d)).isDirectory())) {
    for (const name of fs.readdirSync(path.join(contentDir, language)).filter((f) => f.endsWith('.md'))) {
      const parsed = matter(fs.readFileSync(path.join(contentDir, language, name), 'utf8'));
      files.push({
        relativePath: `${language}/${name}`,
        language,
        key: name.replace(/\.md$/, ''),
        frontmatter: parsed.data,
        html: '',
        rawMarkdownBody: parsed.content,
      });
    }
  }
  return files;
}

/**
 * The site's pages: the fixed ones of core's `ROUTES`, and every article at the slugs its two
 * files name (`slug`). An article needs both languages and a slug of its own in each; every
 * problem is returned, naming the file and the field.
 */
export function siteRoutes(files: readonly SourceFile[]): { table: RouteTable; errors: string[] } {
  const errors: string[] = [];
  const slugs = new Map<string, Partial<Record<Language, string>>>();
  const slugOwners = new Map<string, string>();
  for (const file of files) {
    if (file.frontmatter.template !== 'article') continue;
    const where = `content/${file.relativePath}`;
    const language = LANGUAGES.find((l) => l === file.language);
    if (!language) continue;
    if (isRouteKey(file.key)) {
      errors.push(`${where}: "${file.key}" is the name of a fixed page; give the article a file name of its own`);
      continue;
    }
    const slug = file.frontmatter.slug;
    if (typeof slug !== 'string' || !SLUG_PATTERN.test(slug)) {
      errors.push(
        `${where}: slug ${JSON.stringify(slug ?? null)} must be the address's last part in lowercase words joined by hyphens, without accents (e.g. "${language === 'es' ? 'guia-primer-comprador' : 'first-home-guide'}")`,
      );
      continue;
    }
    const owner = slugOwners.get(`${language}/${slug}`);
    if (owner) {
      errors.push(`${where}: slug "${slug}" is already the address of ${owner}`);
      continue;
    }
    slugOwners.set(`${language}/${slug}`, where);
    slugs.set(file.key, { ...slugs.get(file.key), [language]: slug });
  }
  const articles: Route[] = [];
  for (const [key, bySlug] of slugs) {
    const { en, es } = bySlug;
    if (en && es) articles.push(articleRoute(key, { en, es }));
    else {
      const missing = en ? 'es' : 'en';
      errors.push(
        `content/${missing}/${key}.md is missing: an article is published in both languages at once (write its ${missing === 'es' ? 'Spanish' : 'English'} side)`,
      );
    }
  }
  return { table: routeTable([...ROUTES, ...articles]), errors };
}

/** The route table of the content folder as it stands (tests, budgets and the browser suites). */
export function contentRoutes(contentDir = CONTENT_DIR): RouteTable {
  const { table, errors } = siteRoutes(readContentFiles(contentDir));
  if (errors.length > 0) throw new Error(errors.join('\n'));
  return table;
}
