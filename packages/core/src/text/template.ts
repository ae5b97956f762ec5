/**
 * The one placeholder syntax of every string the site shows — UI copy, Markdown content, server
 * messages: `{{name}}`, spaces inside the braces allowed.
 */
const PLACEHOLDER = /\{\{\s*([A-Za-z][\w.]*)\s*\}\}/g;

export type TemplateValues = Readonly<Record<string, string | number>>;

export interface FillOptions {
  /** What to do with a placeholder that has no value: leave it as written (default) or throw. */
  missing?: 'keep' | 'throw';
}

/** Fills `{{name}}` placeholders of `template` from `values`. */
export function fillTemplate(template: string, values: TemplateValues, options: FillOptions = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    if (Object.prototype.hasOwnProperty.call(values, name)) return String(values[name]);
    if (options.missing === 'throw') throw new Error(`Unknown placeholder {{${name}}}`);
    return whole;
  });
}

/**
 * Splits `template` into its text and placeholder parts, in order: text parts are strings, a
 * placeholder is `{ name }`. For filling placeholders with something other than text (a link).
 */
export function splitTemplate(template: string): Array<string | { name: string }> {
  const parts: Array<string | { name: string }> = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(template.slice(last, index));
    parts.push({ name: match[1] ?? '' });
    last = index + match[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  return parts;
}

/** The placeholder names `template` uses, in order of first use. */
export function templatePlaceholders(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''))];
}
