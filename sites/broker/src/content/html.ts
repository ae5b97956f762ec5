import type { Language, RouteTable } from './core';

export const TERM_CLASS = '__term__';
export const TERM_ABBR_CLASS = '__term_abbr__';
export const TERM_TIP_CLASS = '__term_tip__';

/** Rewrites `href="route:key"` links to the page of that key in the same language. */
export function rewriteRouteLinks(html: string, table: RouteTable, language: Language): string {
  return html.replace(/href="route:([A-Za-z0-9-]+)(#[\w-]+)?"/g, (_, key: string, hash = '') => {
    if (!table.has(key)) throw new Error(`Unknown route key in link "route:${key}"`);
    return `href="${table.pathFor(key, language)}${hash}"`;
  });
}

/**
 * Restores `{{name}}` placeholders written as a link's address (`[NMLS Consumer Access]({{nmlsConsumerAccessUrl}})`),
 * which Markdown percent-encodes, so they are filled like any other placeholder.
 */
export function placeholderLinks(html: string): string {
  return html.replace(/href="%7B%7B(\w+)%7D%7D"/g, 'href="{{$1}}"');
}

/** Marks links that leave the site: new tab, no opener, no referrer. */
export function secureExternalLinks(html: string): string {
  return html.replace(/<a href="(https?:\/\/[^"]+)"/g, '<a href="$1" target="_blank" rel="noopener noreferrer"');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const SKIP_INSIDE = new Set(['a', 'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'abbr', 'th']);

/**
 * Wraps the first occurrence of each glossary term in body text (not in headings, links or code)
 * in an accessible tooltip: a focusable abbreviation described by a tooltip element. The class
 * names are markers that the page replaces with the design system's classes.
 */
export function addGlossaryTooltips(html: string, glossary: Record<string, string>, idPrefix: string): string {
  const terms = Object.keys(glossary).sort((a, b) => b.length - a.length);
  if (terms.length === 0) return html;
  const pattern = new RegExp(`(?<![\\w&/-])(${terms.map(escapeRegExp).join('|')})(?![\\w/-])`, 'g');
  const done = new Set<string>();
  const open: string[] = [];
  let counter = 0;
  return html
    .split(/(<[^>]+>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        const tag = /^<\/?([a-zA-Z0-9]+)/.exec(part)?.[1]?.toLowerCase();
        if (tag && SKIP_INSIDE.has(tag)) {
          if (part.startsWith('</')) open.pop();
          else if (!part.endsWith('/>')) open.push(tag);
        }
        return part;
      }
      if (open.length > 0) return part;
      return part.replace(pattern, (term: string) => {
        if (done.has(term)) return term;
        done.add(term);
        counter += 1;
        const id = `${idPrefix}-term-${counter}`;
        const full = escapeHtml(glossary[term] ?? term);
        return `<span class="${TERM_CLASS}"><abbr class="${TERM_ABBR_CLASS}" tabindex="0" aria-describedby="${id}">${term}</abbr><span role="tooltip" id="${id}" class="${TERM_TIP_CLASS}">${full}</span></span>`;
      });
    })
    .join('');
}

/** Minutes to read a text at 220 words a minute (at least one). */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
