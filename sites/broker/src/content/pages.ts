import { parse as parseYaml } from 'yaml';
import { addGlossaryTooltips, placeholderLinks, readingMinutes, rewriteRouteLinks, secureExternalLinks } from './html';
import { fillDeep, fillPlaceholders, placeholderValues } from './placeholders';
import { LANGUAGES, ROUTES, type Alternates, type Language, type RouteTable } from './core';
import { siteRoutes, type SourceFile } from './routes';
import { iconProblems, type IconName } from './icons';
import { TEMPLATES, type PageTemplate } from './templates';
import {
  frontmatterExampleIds,
  placeRateExamples,
  rateExampleView,
  type RateExampleSource,
  type RateExampleView,
} from './rateExamples';
import { siteConfig } from '../../site.config';
import { SCENE_NAMES, articleScene, isSceneName, type SceneName } from './scenes';

export type { SourceFile } from './routes';

export interface ArticleCard {
  key: string;
  path: string;
  title: string;
  excerpt: string;
  icon: IconName;
  scene: SceneName;
  category: string;
  kind: 'blog' | 'program';
  date: string;
  readingMinutes: number;
}

/** A calculator page as a card (the calculator pages link to one another). */
export interface CalculatorCard {
  key: string;
  path: string;
  icon: IconName;
  title: string;
  text: string;
}

export interface BuiltPage {
  key: string;
  language: Language;
  path: string;
  /** The page in both languages (the language toggle's target, hreflang and the sitemap). */
  alternates: Alternates;
  template: PageTemplate;
  relativePath: string;
  frontmatter: Record<string, unknown>;
  html: string;
  readingMinutes: number;
  /** The worked examples the page shows, by id, computed in its language. */
  examples: Record<string, RateExampleView>;
}

export class ContentError extends Error {}

/** Reads a glossary file (`TERM: "Full name"`), failing with the file's name on bad content. */
export function parseGlossary(text: string, file: string): Record<string, string> {
  const data: unknown = parseYaml(text);
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new ContentError(`${file}: expected "TERM: Full name" lines`);
  }
  const out: Record<string, string> = {};
  for (const [term, full] of Object.entries(data)) {
    if (typeof full !== 'string') throw new ContentError(`${file}: the full name of ${term} must be text`);
    out[term] = full;
  }
  return out;
}

/** Where a link of the frontmatter may lead besides a page: the application portal and the pre-qualification form. */
const ACTIONS = new Set(['portal', 'prequalify']);

/**
 * The frontmatter with every link (`to: <page key>`) given its `href` in the page's language, so
 * the browser needs no route table; an unknown key is refused, naming the field.
 */
function resolveLinks(value: unknown, table: RouteTable, language: Language, field = ''): unknown {
  if (Array.isArray(value)) return value.map((item, i) => resolveLinks(item, table, language, `${field}[${i}]`));
  // Only plain objects hold links (a date read from YAML stays a date).
  if (!value || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [name, inner] of Object.entries(value)) {
    out[name] = resolveLinks(inner, table, language, field ? `${field}.${name}` : name);
  }
  const to = out.to;
  if (typeof to === 'string' && !ACTIONS.has(to)) {
    if (!table.has(to)) {
      throw new Error(
        `${field ? `${field}.` : ''}to: "${to}" is not a page (use a page's file name, e.g. buyHome or dscrLoans, or portal or prequalify)`,
      );
    }
    out.href = table.pathFor(to, language);
  }
  return out;
}

/**
 * Turns the Markdown files into pages: checks every file against the route table (known key,
 * matching language folder, both languages present, one file per page), fills business data,
 * resolves links to pages and adds glossary tooltips.
 */
export function buildPages(
  files: SourceFile[],
  glossaries: Partial<Record<Language, Record<string, string>>>,
  rateExamples: Map<string, RateExampleSource> = new Map(),
): BuiltPage[] {
  const { table, errors } = siteRoutes(files);
  const seen = new Map<string, string>();
  const values = { en: placeholderValues('en'), es: placeholderValues('es') };
  const pages: BuiltPage[] = [];

  for (const file of files) {
    const where = `content/${file.relativePath}`;
    if (!(LANGUAGES as readonly string[]).includes(file.language)) {
      errors.push(`${where}: unknown language folder "${file.language}" (use en/ or es/)`);
      continue;
    }
    const language = file.language as Language;
    if (!table.has(file.key)) {
      // An article's own problems (slug, its other language) are already listed.
      if (file.frontmatter.template !== 'article') {
        errors.push(
          `${where}: "${file.key}" is not a page: a fixed page's file is named by its key in ROUTES (@broker/core), an article has "template: article" and its slug`,
        );
      }
      continue;
    }
    // A page is named by its file; an article written in the editor carries no key of its own.
    const named = file.frontmatter.key;
    if (named !== undefined && named !== '' && named !== file.key) {
      errors.push(`${where}: frontmatter key "${String(file.frontmatter.key)}" must equal the file name "${file.key}"`);
      continue;
    }
    const template = file.frontmatter.template;
    if (typeof template !== 'string' || !(TEMPLATES as readonly string[]).includes(template)) {
      errors.push(`${where}: template "${String(template)}" is not one of ${TEMPLATES.join(', ')}`);
      continue;
    }
    const path = table.pathFor(file.key, language);
    const previous = seen.get(path);
    if (previous) {
      errors.push(`${where}: the page ${path} is already built from ${previous}`);
      continue;
    }
    seen.set(path, where);
    const badIcons = [
      ...iconProblems(file.frontmatter),
      ...(file.frontmatter.scene === undefined || isSceneName(file.frontmatter.scene)
        ? []
        : [`scene: ${JSON.stringify(file.frontmatter.scene)} is not a scene (use one of ${SCENE_NAMES.join(', ')})`]),
    ];
    if (badIcons.length > 0) {
      errors.push(...badIcons.map((problem) => `${where}: ${problem}`));
      continue;
    }
    try {
      const frontmatter = resolveLinks(fillDeep(file.frontmatter, values[language]), table, language) as Record<
        string,
        unknown
      >;
      let html = fillPlaceholders(placeholderLinks(file.html), values[language]);
      const placed = placeRateExamples(html);
      html = placed.html;
      const examples: Record<string, RateExampleView> = {};
      const fromFrontmatter = frontmatterExampleIds(frontmatter);
      if (placed.ids.length > 0 && template !== 'article' && template !== 'calculator-tool') {
        throw new Error(`the ${template} template does not show worked examples placed in the Markdown body`);
      }
      if (fromFrontmatter.length > 0 && template !== 'buy-home') {
        throw new Error(`the ${template} template does not show worked examples named in frontmatter`);
      }
      for (const id of [...fromFrontmatter, ...placed.ids]) {
        const source = rateExamples.get(id);
        if (!source) throw new Error(`unknown worked example "${id}" (define it in content/examples.yml)`);
        examples[id] = rateExampleView(source, language, siteConfig.figures);
      }
      html = rewriteRouteLinks(html, table, language);
      html = secureExternalLinks(html);
      html = addGlossaryTooltips(html, glossaries[language] ?? {}, file.key);
      pages.push({
        key: file.key,
        language,
        path,
        alternates: table.alternatesFor(path) as Alternates,
        template: template as PageTemplate,
        relativePath: file.relativePath,
        frontmatter,
        html,
        readingMinutes: readingMinutes(file.rawMarkdownBody),
        examples,
      });
    } catch (error) {
      errors.push(`${where}: ${(error as Error).message}`);
    }
  }

  for (const route of table.routes) {
    for (const language of LANGUAGES) {
      if (!seen.has(route[language])) {
        errors.push(
          `content/${language}/${route.key}.md is missing: every page needs both languages (${route.en} / ${route.es})`,
        );
      }
    }
  }
  if (errors.length > 0) throw new ContentError(errors.join('\n'));
  return pages;
}

/** The card data of every article, per language, newest first. */
export function articleCards(pages: BuiltPage[], language: Language): ArticleCard[] {
  return pages
    .filter((p) => p.template === 'article' && p.language === language)
    .map((p) => {
      const fm = p.frontmatter as Record<string, string>;
      return {
        key: p.key,
        path: p.path,
        title: String(fm.heading),
        excerpt: String(fm.excerpt),
        icon: fm.icon as IconName,
        scene: articleScene(fm),
        category: String(fm.category),
        kind: fm.kind === 'program' ? ('program' as const) : ('blog' as const),
        date: new Date(fm.date as unknown as string).toISOString().slice(0, 10),
        readingMinutes: p.readingMinutes,
      };
    })
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.key.localeCompare(b.key)));
}

/** The card of every calculator page (its frontmatter `card`), per language, in the route table's order. */
export function calculatorCards(pages: BuiltPage[], language: Language): CalculatorCard[] {
  const order = ROUTES.map((r) => r.key as string);
  return pages
    .filter((p) => (p.template === 'calculator' || p.template === 'calculator-tool') && p.language === language)
    .sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key))
    .map((p) => {
      const card = p.frontmatter.card as { icon: IconName; title: string; text: string };
      return { key: p.key, path: p.path, icon: card.icon, title: card.title, text: card.text };
    });
}

/** The payment calculator page's estimate note in one language: the home page's estimate shows it too. */
export function estimateNoteFor(pages: BuiltPage[], language: Language): string | undefined {
  const note = pages.find((p) => p.template === 'calculator' && p.language === language)?.frontmatter.note;
  return typeof note === 'string' ? note : undefined;
}
