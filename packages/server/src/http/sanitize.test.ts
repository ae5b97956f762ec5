import { cleanText, sanitizeBody } from './sanitize';

describe('cleanText', () => {
  it('removes NUL and other control characters', () => {
    expect(cleanText('Ana\u0000 María\u0007\u001b[31m\u007f\u009b', false)).toBe('Ana María[31m');
  });

  it('replaces an unpaired surrogate with U+FFFD and keeps whole emoji', () => {
    expect(cleanText('casa \uD83C', false)).toBe('casa \uFFFD');
    expect(cleanText('\uDC00casa', false)).toBe('\uFFFDcasa');
    expect(cleanText('casa 🏠', false)).toBe('casa 🏠');
    expect(() => encodeURIComponent(cleanText('\uD800\uD800\uDC00\uDC00', false))).not.toThrow();
  });

  it('turns line breaks and tabs of a single-line field into one space', () => {
    expect(cleanText('Eve\r\nBcc: attacker@evil.example', false)).toBe('Eve Bcc: attacker@evil.example');
    expect(cleanText('a\tb\u2028c\u0085d\n\n\ne', false)).toBe('a b c d e');
  });

  it('removes bidi controls and zero-width characters from a single-line field', () => {
    expect(cleanText('Ana\u202Egpj.exe', false)).toBe('Anagpj.exe');
    expect(cleanText('\uFEFF\u200BP\u200C\u200D\u200E\u200Férez\u061C', false)).toBe('Pérez');
    expect(cleanText('\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069Brickell', false)).toBe('Brickell');
  });

  it('keeps the lines of a multi-line field, as \\n', () => {
    expect(cleanText('one\r\ntwo\rthree\u2028four\u0000', true)).toBe('one\ntwo\nthree\nfour');
  });
});

describe('sanitizeBody', () => {
  it('cleans every string, keys included, at any depth, keeping message fields multi-line', () => {
    const body = JSON.parse(
      '{"first_name":"Eve\\r\\nBcc: x","message":"a\\r\\nb\\u0000","userInfo":{"name":"Ro\\u0000sa\\nX"},"k\\u0000ey":["\\ud800"]}',
    );
    expect(sanitizeBody(body)).toEqual({
      first_name: 'Eve Bcc: x',
      message: 'a\nb',
      userInfo: { name: 'Rosa X' },
      key: ['\uFFFD'],
    });
  });

  it('keeps "__proto__" a plain key and never touches the prototype', () => {
    const cleaned = sanitizeBody(JSON.parse('{"__proto__":{"polluted":true},"formType":"Contact"}')) as Record<
      string,
      unknown
    >;
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(cleaned)).toEqual(['__proto__', 'formType']);
  });

  it('drops what is nested deeper than any form', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 5000; i += 1) deep = [deep];
    expect(JSON.stringify(sanitizeBody({ deep }))).toBe('{"deep":[[[[[[[null]]]]]]]}');
  });
});
