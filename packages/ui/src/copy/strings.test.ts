import { templatePlaceholders } from '@broker/core/text';
import { uiCopy, uiStrings } from '.';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

describe('UI strings', () => {
  const en = leaves(uiStrings.en);
  const es = leaves(uiStrings.es);

  it('have the same keys in English and Spanish', () => {
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('use the same placeholders in both languages, written {{name}}', () => {
    for (const [key, text] of en) {
      expect({ key, placeholders: templatePlaceholders(es.get(key) ?? '') }).toEqual({
        key,
        placeholders: templatePlaceholders(text),
      });
    }
    for (const text of [...en.values(), ...es.values()]) expect(text).not.toMatch(/(^|[^{])\{\w+\}(?!\})/);
  });

  it('leave no string empty', () => {
    for (const [key, text] of [...en, ...es]) expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
  });

  it('give each component its copy with the form choices of its language', () => {
    expect(uiCopy.es.prequalification.timelines['just-looking']).not.toBe(
      uiCopy.en.prequalification.timelines['just-looking'],
    );
    expect(uiCopy.en.languageToggle).toMatchObject({ hrefLang: 'es', lang: 'es' });
    expect(uiCopy.es.languageToggle).toMatchObject({ hrefLang: 'en', lang: 'en' });
  });
});
