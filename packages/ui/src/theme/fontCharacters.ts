/**
 * The characters English and Spanish text needs, as inclusive code point ranges: the self-hosted
 * fonts are subset to exactly these (`npm run fonts -w @broker/ui`), and their `@font-face`
 * `unicode-range` says so. Anything else (emoji, arrows, rare letters) comes from the latin-ext
 * file or the visitor's system fonts.
 */
export const FONT_CODE_POINTS: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1: á é í ó ú ü ñ ¿ ¡ « » ° · × ÷ and friends
  [0x2013, 0x2014], // – —
  [0x2018, 0x201a], // ‘ ’ ‚
  [0x201c, 0x201e], // “ ” „
  [0x2020, 0x2022], // † ‡ •
  [0x2026, 0x2026], // …
  [0x2030, 0x2030], // ‰
  [0x2032, 0x2033], // ′ ″
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2212, 0x2212], // − (minus)
];

/** Every character of `FONT_CODE_POINTS`, in order. */
export function fontCharacters(): string {
  let text = '';
  for (const [from, to] of FONT_CODE_POINTS) {
    for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
  }
  return text;
}

/** `FONT_CODE_POINTS` as a CSS `unicode-range` value. */
export const fontUnicodeRange = FONT_CODE_POINTS.map(([from, to]) =>
  from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`,
).join(', ');

function hex(code: number): string {
  return code.toString(16).toUpperCase().padStart(4, '0');
}

/** Whether the subset fonts draw `character`. */
export function isFontCharacter(character: string): boolean {
  const code = character.codePointAt(0) ?? -1;
  return FONT_CODE_POINTS.some(([from, to]) => code >= from && code <= to);
}
