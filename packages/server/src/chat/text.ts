/** Lower case, accents folded (`préstamo` → `prestamo`), `ñ` kept apart from `n`. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ñ/g, '\u0001')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\u0001/g, 'ñ');
}

/** The words of a text, folded: letters, digits and the `%`, `$`, `-` that belong to them. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9ñ%$.,-]+/)
    .map((w) => w.replace(/^[-.,]+|[-.,]+$/g, ''))
    .filter(Boolean);
}

/** Sentences of a paragraph-ish text. */
export function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿¡0-9])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Inline Markdown to plain text: links keep their text, emphasis and code marks go. */
export function inlineText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`)(?=\S)([^*_`]+?)\1/g, '$2')
    .replace(/[*`>]+/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** "…close and how much do I put down", "… y qué papeles necesito": a second question joined to the first by "and" or "y" (a word ends where no letter follows, so "qué" ends too). */
const JOINED_QUESTION =
  /,?\s+(?:and|also|plus|y|tambien|también)\s+(?=(?:how|what|what's|whats|when|where|do|does|is|are|can|will|should|cuanto|cuánto|cuanta|cuánta|cuantos|cuántos|cuantas|cuántas|que|qué|como|cómo|cuando|cuándo|donde|dónde|puedo|hay|abren|tienen|hacen|aceptan|atienden|trabajan)(?![\p{L}\p{N}]))/iu;

/**
 * The questions of one message, in order: split after "?", "!" or ".", at line breaks and where
 * "and" or "y" joins a second question; short pieces ("ok.", "hi!") kept with the next one; at
 * most `max` parts (the rest joins the last).
 */
export function messageParts(message: string, max = 3): string[] {
  const pieces = message
    .split(/(?<=[?!.])\s+|\n+|(?<=\?)(?=\s*¿)/)
    .flatMap((p) => p.split(JOINED_QUESTION))
    .map((p) => p.trim())
    .filter(Boolean);
  const parts: string[] = [];
  let carry = '';
  for (const piece of pieces) {
    const text = carry ? `${carry} ${piece}` : piece;
    if (words(text).length < 3 && !/\?$/.test(text)) carry = text;
    else {
      parts.push(text);
      carry = '';
    }
  }
  if (carry) {
    if (parts.length) parts[parts.length - 1] = `${parts[parts.length - 1]} ${carry}`;
    else parts.push(carry);
  }
  if (parts.length <= max) return parts;
  return [...parts.slice(0, max - 1), parts.slice(max - 1).join(' ')];
}

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
