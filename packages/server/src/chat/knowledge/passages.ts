import type { Passage, SitePage } from './types';
import { inlineText } from '../text';

type Piece = Omit<Passage, 'id' | 'key' | 'language' | 'legal'>;

/** Metadata and calls to action that carry no information of their own. */
const SKIPPED = new Set([
  'key',
  'template',
  'title',
  'description',
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
  'teasers',
  'testimonials',
  'latest',
  'guides',
  'hours',
]);
/** Fields of a card that are not text to answer with. */
const NOT_TEXT = new Set(['icon', 'to', 'program', 'primaryCta', 'secondaryCta', 'cta', 'label']);
const MIN_CHARS = 30;

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

function withStop(text: string): string {
  return /[.!?:;]$/.test(text) ? text : `${text}.`;
}

function cardText(item: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(item)) {
    if (NOT_TEXT.has(name) || ['title', 'question', 'name', 'heading'].includes(name)) continue;
    if (typeof value === 'string') parts.push(withStop(value));
    else if (Array.isArray(value)) {
      const list = value.filter((v): v is string => typeof v === 'string');
      if (list.length) parts.push(list.map(withStop).join('\n'));
    }
  }
  return parts.join('\n');
}

/** Passages of the structured frontmatter: cards, steps, FAQ items, heroes, notes. */
function frontmatterPieces(frontmatter: Record<string, unknown>): Piece[] {
  const out: Piece[] = [];
  const summary = str(frontmatter.summary) ?? str(frontmatter.description);
  if (summary) out.push({ kind: 'prose', heading: '', text: summary });
  for (const [name, block] of Object.entries(frontmatter)) {
    if (SKIPPED.has(name) || name === 'summary') continue;
    if (typeof block === 'string') {
      out.push({ kind: 'prose', heading: '', text: block });
      continue;
    }
    if (!block || typeof block !== 'object' || Array.isArray(block)) continue;
    const section = block as Record<string, unknown>;
    const heading = str(section.heading) ?? '';
    const own = cardText(Object.fromEntries(Object.entries(section).filter(([k]) => k !== 'items')));
    if (own) out.push({ kind: 'prose', heading, text: own });
    if (!Array.isArray(section.items)) continue;
    for (const item of section.items) {
      if (typeof item === 'string') out.push({ kind: 'prose', heading, text: item });
      else if (item && typeof item === 'object') {
        const record = item as Record<string, unknown>;
        const question = str(record.question);
        const title = question ?? str(record.title) ?? str(record.name) ?? heading;
        const text = cardText(record);
        if (text) out.push({ kind: question ? 'faq' : 'prose', heading: title, text });
      }
    }
  }
  return out;
}

const TABLE_ROW = /^\s*\|(.*)\|\s*$/;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}/;

/** "Feature: value", or for wider tables "Rate — Cash-out refinance: usually fixed; HELOC: usually variable". */
function tableRow(header: string[], cells: string[]): string {
  const [first = '', ...rest] = cells;
  if (rest.length === 1) return `${first}: ${rest[0]}`;
  return `${first} — ${rest.map((cell, i) => `${header[i + 1] ?? ''}: ${cell}`).join('; ')}`;
}

/**
 * Passages of the Markdown body, one per `##`/`###` section. Prose and lists become one prose
 * passage; a table becomes a table passage whose lines are "Column: value" rows, so an answer can
 * list them instead of running them together as a sentence.
 */
function bodyPieces(markdown: string): Piece[] {
  const out: Piece[] = [];
  let heading = '';
  let prose: string[] = [];
  let header: string[] | undefined;
  let rows: string[] = [];
  const flushTable = () => {
    if (rows.length) out.push({ kind: 'table', heading, text: rows.join('\n') });
    header = undefined;
    rows = [];
  };
  const flushSection = () => {
    flushTable();
    const text = prose.join('\n').trim();
    if (text) out.push({ kind: /\?$/.test(heading) ? 'faq' : 'prose', heading, text });
    prose = [];
  };
  for (const line of markdown.split('\n')) {
    const title = /^(#{2,3})\s+(.*)$/.exec(line);
    if (title) {
      flushSection();
      heading = inlineText(title[2] ?? '');
      continue;
    }
    const row = TABLE_ROW.exec(line);
    if (row) {
      if (TABLE_RULE.test(line)) continue;
      const cells = (row[1] ?? '').split('|').map((c) => inlineText(c));
      if (!header) header = cells;
      else rows.push(tableRow(header, cells));
      continue;
    }
    flushTable();
    const text = inlineText(line.replace(/^\s*(?:[-*+]|\d+\.)\s+/, ''));
    if (text) prose.push(/^\s*(?:[-*+]|\d+\.)\s+/.test(line) ? withStop(text) : text);
  }
  flushSection();
  return out;
}

/** The searchable passages of one page, in reading order. */
export function passagesOfPage(page: SitePage, firstId: number): Passage[] {
  const pieces = [...frontmatterPieces(page.frontmatter), ...bodyPieces(page.markdown)];
  return pieces
    .map((p) => ({ ...p, heading: inlineText(p.heading), text: p.text.trim() }))
    .filter((p) => p.text.length >= MIN_CHARS)
    .map((p, i) => ({
      id: firstId + i,
      key: page.key,
      language: page.language,
      legal: page.template === 'legal',
      ...p,
    }));
}

/** The page's short title for links: its `<title>` before the "|", or its heading. */
export function pageTitle(page: SitePage): string {
  const fm = page.frontmatter;
  const hero = fm.hero as Record<string, unknown> | undefined;
  const short = str(fm.title)?.split('|')[0]?.trim();
  return short || str(fm.heading) || str(hero?.heading) || page.key;
}
