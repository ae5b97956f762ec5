/** Lower case, accents folded (`préstamo` → `prestamo`), `ñ` kept apart from `n`. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ñ/g, '\u0001')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\u0001/g, 'ñ');
}

const STOPWORDS = new Set(
  (
    'a an and are as at be but by can do does for from how i if in into is it its me my of on or our so ' +
    'that the their them then there these they this to was we what when where which who why will with ' +
    'you your yours would could should have has had about any all also more most than just get want need ' +
    'el la los las un una unos unas y o de del al en por para con sin que como cual cuales cuando donde ' +
    'quien es son ser esta estan este esto estos estas su sus mi mis tu tus lo le les se me nos yo usted ' +
    'ustedes hay muy mas pero si ya tengo tiene tienen puedo puede pueden quiero necesito sobre hola'
  ).split(' '),
);

const KEEP = new Set([
  'interes',
  'ingles',
  'frances',
  'business',
  'status',
  'process',
  'bonus',
  'plus',
  'always',
  'texas',
]);

/** Light stemming shared by both languages: plural endings only, so "loans" meets "loan" and "opciones" meets "opcion". */
function stem(token: string): string {
  if (token.length <= 3 || KEEP.has(token)) return token;
  if (token.length > 5 && /[nrldzj]es$/.test(token)) return token.slice(0, -2);
  if (token.endsWith('s') && !token.endsWith('ss')) return token.slice(0, -1);
  return token;
}

/** Search terms of a text: folded, split on anything that is not a letter or digit, stop words out. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const raw of fold(text).split(/[^a-z0-9ñ]+/)) {
    if (raw.length < 2 || STOPWORDS.has(raw)) continue;
    out.push(stem(raw));
  }
  return out;
}

/** Markdown to plain text: links keep their text, tables become lines, emphasis and markers go. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s*\|(.*)\|\s*$/gm, (_, row: string) =>
      row
        .split('|')
        .map((c) => c.trim())
        .filter(Boolean)
        .join(': ')
        .concat('.'),
    )
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`>]+/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** Sentences of a paragraph-ish text. */
export function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿¡0-9])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
