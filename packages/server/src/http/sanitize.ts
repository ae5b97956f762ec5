/**
 * Text as the store, the e-mail and the CRM can take it, applied to every string of a request
 * (values and keys, at any depth) before validation:
 *
 * - NUL and the other control characters (C0 except tab and line breaks, DEL, C1) are removed.
 *   PostgreSQL cannot store NUL at all, and the others are never typed by a person.
 * - An unpaired UTF-16 surrogate (half of an emoji cut in two) becomes U+FFFD, the replacement
 *   character: it cannot be encoded as UTF-8 either.
 * - Single-line fields (all but {@link MULTILINE_FIELDS}) lose their line breaks and tabs (each
 *   run becomes one space), so a name cannot add lines to the broker's e-mail or the CRM record.
 *   Multi-line fields keep `\n` (CR LF and lone CR become `\n`).
 * - Single-line fields also lose the invisible characters that change how text reads: bidi
 *   embeddings, overrides and isolates, the Arabic letter mark, zero-width spaces and joiners, the
 *   LRM/RLM marks and the byte-order mark. `Ana\u202Egpj.exe` would show as "Anaexe.jpg" in the
 *   broker's e-mail, CRM and spreadsheet; it is stored as "Anagpj.exe". (Messages keep them: a
 *   zero-width joiner is part of many emoji.)
 *
 * Stripping rather than refusing: the visitor cannot see or fix these characters, and the rest of
 * the lead is worth keeping. What is left is validated as usual.
 */
const MULTILINE_FIELDS: ReadonlySet<string> = new Set(['message', 'additionalInfo']);

/** Objects nested deeper than this are dropped: no form has more than two levels. */
const MAX_DEPTH = 8;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F]/g;
const LINE_BREAKS = /\r\n?|[\u0085\u2028\u2029]/g;
const SINGLE_LINE_BREAKS = /[\t\n\r\u0085\u2028\u2029]+/g;
const INVISIBLE_FORMATTING = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF\u061C]/g;

export function cleanText(text: string, multiline: boolean): string {
  const wellFormed = text.replace(LONE_SURROGATE, '\uFFFD').replace(CONTROLS, '');
  return multiline
    ? wellFormed.replace(LINE_BREAKS, '\n')
    : wellFormed.replace(INVISIBLE_FORMATTING, '').replace(SINGLE_LINE_BREAKS, ' ');
}

function clean(value: unknown, key: string | undefined, depth: number): unknown {
  if (typeof value === 'string') return cleanText(value, key !== undefined && MULTILINE_FIELDS.has(key));
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return null;
  if (Array.isArray(value)) return value.map((item) => clean(item, undefined, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [rawKey, item] of Object.entries(value)) {
    const name = cleanText(rawKey, false);
    // defineProperty: a key named "__proto__" stays a plain key and never sets the prototype.
    Object.defineProperty(out, name, {
      value: clean(item, name, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** A copy of a parsed JSON body with every string cleaned as described above. */
export function sanitizeBody(value: unknown): unknown {
  return clean(value, undefined, 0);
}
