import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { isRouteKey, pathFor, type Language, type RouteKey } from '@broker/core';
import type { BusinessInfo } from '../config';
import { plainText } from './text';

/** One searchable piece of a page: a FAQ answer, a card, or a body section. */
export interface Passage {
  key: RouteKey;
  language: Language;
  /** The page's short title, used when the answer names its source. */
  pageTitle: string;
  path: string;
  heading: string;
  text: string;
  template: string;
}

const LEGAL = new Set(['legal']);
/** Shorter pieces are headings or labels, not something to answer with. */
const MIN_PASSAGE_CHARS = 40;

export function fillPlaceholders(text: string, business: BusinessInfo): string {
  const values: Record<string, string> = {
    company: business.companyName,
    phone: business.phone.display,
    email: business.email,
    nmls: business.nmls,
    address: business.address,
  };
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

function splitFrontmatter(source: string): { data: Record<string, unknown>; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) return undefined;
  const data = parseYaml(match[1] ?? '') as unknown;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  return { data: data as Record<string, unknown>, body: match[2] ?? '' };
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** The strings of a card-like object, in reading order, skipping links, icons and keys. */
function itemText(item: Record<string, unknown>): { title?: string; text: string } {
  const title = str(item.title) ?? str(item.question) ?? str(item.name) ?? str(item.heading);
  const parts: string[] = [];
  for (const [name, value] of Object.entries(item)) {
    if (['title', 'question', 'heading', 'icon', 'to', 'program', 'name'].includes(name)) continue;
    if (typeof value === 'string') parts.push(value);
    else if (Array.isArray(value)) parts.push(value.filter((v): v is string => typeof v === 'string').join('; '));
  }
  return { title, text: parts.join(' ') };
}

/** Metadata, and calls to action that carry no information of their own. */
const SKIPPED_BLOCKS = [
  'key',
  'template',
  'title',
  'description',
  'summary',
  'heading',
  'keywords',
  'date',
  'updated',
  'icon',
  'back',
  'kind',
  'category',
  'excerpt',
  'area',
  'areaServed',
  'cta',
  'closing',
  'form',
  'quickApply',
];

/** Passages of the structured frontmatter sections (heroes, cards, steps, FAQ …). */
function frontmatterPassages(data: Record<string, unknown>): { heading: string; text: string }[] {
  const out: { heading: string; text: string }[] = [];
  for (const [name, block] of Object.entries(data)) {
    if (SKIPPED_BLOCKS.includes(name)) {
      continue;
    }
    if (typeof block === 'string') {
      out.push({ heading: '', text: block });
      continue;
    }
    if (!block || typeof block !== 'object' || Array.isArray(block)) continue;
    const section = block as Record<string, unknown>;
    const heading = str(section.heading) ?? '';
    const own = itemText(section);
    if (own.text) out.push({ heading, text: own.text });
    if (Array.isArray(section.items)) {
      for (const item of section.items) {
        if (typeof item === 'string') out.push({ heading, text: item });
        else if (item && typeof item === 'object') {
          const { title, text } = itemText(item as Record<string, unknown>);
          if (text || title) out.push({ heading: title ?? heading, text: text || title || '' });
        }
      }
    }
  }
  return out;
}

/** Passages of the Markdown body, one per `##` section (the intro counts as one). */
function bodyPassages(body: string): { heading: string; text: string }[] {
  const out: { heading: string; text: string }[] = [];
  const parts = body.split(/^##(?!#)\s+/m);
  parts.forEach((part, index) => {
    const [first = '', ...rest] = part.split('\n');
    const heading = index === 0 ? '' : first.trim();
    const text = plainText(index === 0 ? part : rest.join('\n'));
    if (text) out.push({ heading, text });
  });
  return out;
}

function pageTitle(data: Record<string, unknown>, business: BusinessInfo): string {
  const title = str(data.title) ?? '';
  const short = title.split('|')[0]?.trim();
  const hero = data.hero as Record<string, unknown> | undefined;
  return fillPlaceholders(short || str(data.heading) || str(hero?.heading) || '', business);
}

/** Reads one content file; undefined when it is not a page of the site. */
export function parsePage(source: string, language: Language, business: BusinessInfo): Passage[] | undefined {
  const parsed = splitFrontmatter(source);
  const key = str(parsed?.data.key);
  if (!parsed || !key || !isRouteKey(key)) return undefined;
  const template = str(parsed.data.template) ?? '';
  const title = pageTitle(parsed.data, business);
  const pathOfPage = pathFor(key, language);
  const summary = str(parsed.data.summary) ?? str(parsed.data.description);
  const pieces = [
    ...(summary ? [{ heading: '', text: summary }] : []),
    ...frontmatterPassages(parsed.data),
    ...bodyPassages(parsed.body),
  ];
  return pieces
    .map((p) => ({
      key,
      language,
      pageTitle: title,
      path: pathOfPage,
      heading: fillPlaceholders(p.heading, business),
      text: fillPlaceholders(plainText(p.text), business),
      template,
    }))
    .filter((p) => p.text.length >= MIN_PASSAGE_CHARS);
}

/** Every passage of `<contentDir>/{en,es}/*.md`. Files that fail to parse are skipped and reported. */
export function loadContent(
  contentDir: string,
  business: BusinessInfo,
  onSkip: (file: string) => void = () => undefined,
): Passage[] {
  const passages: Passage[] = [];
  for (const language of ['en', 'es'] as const) {
    const dir = path.join(contentDir, language);
    let files: string[];
    try {
      files = fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.md'))
        .sort();
    } catch {
      continue;
    }
    for (const file of files) {
      try {
        const page = parsePage(fs.readFileSync(path.join(dir, file), 'utf8'), language, business);
        if (page) passages.push(...page);
        else onSkip(`${language}/${file}`);
      } catch {
        onSkip(`${language}/${file}`);
      }
    }
  }
  return passages;
}

export const isLegalTemplate = (template: string) => LEGAL.has(template);
