/** The marker a page's HTML carries where a worked example goes; the page template puts the component there. */
export const exampleMarker = (id: string) => `<div data-rate-example="${id}"></div>`;

/** Splits page HTML at the example markers: text runs and example ids, in order. */
export function splitAtExamples(html: string): Array<{ html: string } | { example: string }> {
  const parts: Array<{ html: string } | { example: string }> = [];
  const marker = /<div data-rate-example="([A-Za-z][A-Za-z0-9]*)"><\/div>/g;
  let last = 0;
  for (const match of html.matchAll(marker)) {
    const before = html.slice(last, match.index);
    if (before.trim()) parts.push({ html: before });
    parts.push({ example: match[1] ?? '' });
    last = (match.index ?? 0) + match[0].length;
  }
  const rest = html.slice(last);
  if (rest.trim()) parts.push({ html: rest });
  return parts;
}
