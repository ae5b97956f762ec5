/**
 * Reads an amount typed by a person, or `undefined` when the text is not a plain non-negative
 * number.
 *
 * Rule: surrounding spaces, a leading `$`/`US$`/`USD`, a trailing `%` and spaces between digits
 * are ignored. With both `.` and `,` present, the one written last is the decimal separator and
 * the other groups thousands (`$500,000.50` and `500.000,50` are both 500000.5). Commas alone
 * group thousands when the text is written in groups of three (`1,250`, `1,250,000`); a single
 * comma anywhere else is a decimal comma (`6,5`). A single `.` is always a decimal point (`6.125`);
 * several dots group thousands (`1.250.000`). Signs, exponents and any other character make the
 * text non-numeric.
 */
export function readAmount(text: string): number | undefined {
  const bare = text
    .trim()
    .replace(/^(?:US\$|USD|\$)/i, '')
    .replace(/%$/, '')
    .replace(/[\s\u00a0\u202f]+/g, '');
  if (!/^[\d.,]*\d[\d.,]*$/.test(bare)) return undefined;

  const lastDot = bare.lastIndexOf('.');
  const lastComma = bare.lastIndexOf(',');
  let normalised: string | undefined;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    const [whole = '', fraction, extra] = bare.split(decimal);
    if (extra !== undefined || !isGrouped(whole, group) || !/^\d+$/.test(fraction ?? '')) return undefined;
    normalised = `${whole.split(group).join('')}.${fraction}`;
  } else if (lastComma >= 0) {
    normalised = readSingleSeparator(bare, ',', /^\d*,\d+$/.test(bare) && !/^\d{1,3},\d{3}$/.test(bare));
  } else if (lastDot >= 0) {
    normalised = readSingleSeparator(bare, '.', bare.indexOf('.') === lastDot);
  } else {
    normalised = bare;
  }
  if (normalised === undefined) return undefined;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : undefined;
}

/** `separator` is a decimal mark when `isDecimal`, otherwise it must group thousands. */
function readSingleSeparator(text: string, separator: string, isDecimal: boolean): string | undefined {
  if (isDecimal) {
    const [whole = '', fraction = ''] = text.split(separator);
    return `${whole || '0'}.${fraction || '0'}`;
  }
  return isGrouped(text, separator) ? text.split(separator).join('') : undefined;
}

function isGrouped(whole: string, group: string): boolean {
  if (!whole.includes(group)) return /^\d+$/.test(whole);
  const [head = '', ...tail] = whole.split(group);
  return /^\d{1,3}$/.test(head) && tail.every((part) => /^\d{3}$/.test(part));
}

/**
 * The calculator's parsing rule (docs/behaviour.md §5): decimals accepted; empty, negative or non-numeric input
 * is 0. Text follows {@link readAmount}; a number is kept when it is finite and not negative.
 */
export function parseAmount(value: string | number | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : 0;
  if (typeof value !== 'string') return 0;
  return readAmount(value) ?? 0;
}
