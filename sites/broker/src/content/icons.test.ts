import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { iconProblems } from './icons';

const contentDir = path.resolve(__dirname, '../../content');

describe('iconProblems', () => {
  it('accepts icon names at any depth', () => {
    expect(iconProblems({ icon: 'house', card: { icon: 'calculator' }, items: [{ icon: 'key' }] })).toEqual([]);
  });

  it('names the place of every emoji, unknown name or missing value', () => {
    const problems = iconProblems({
      icon: '🏡',
      benefits: { items: [{ icon: 'house' }, { icon: 'home' }] },
      card: { icon: null },
    });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^icon: "🏡" is not an icon name \(use one of alert, banknote, /);
    expect(problems[1]).toMatch(/^benefits\.items\[1\]\.icon: "home" is not an icon name/);
    expect(problems[2]).toMatch(/^card\.icon: null is not an icon name/);
  });
});

describe('The content’s icons', () => {
  const files = ['en', 'es'].flatMap((language) =>
    fs
      .readdirSync(path.join(contentDir, language))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `${language}/${name}`),
  );
  const frontmatter = (file: string) =>
    matter(fs.readFileSync(path.join(contentDir, file), 'utf8')).data as Record<string, unknown>;
  /** Every `icon` value with where it is, e.g. `benefits.items[0].icon` → `landmark`. */
  const icons = (value: unknown, at = '', out = new Map<string, unknown>()): Map<string, unknown> => {
    if (Array.isArray(value)) value.forEach((item, index) => icons(item, `${at}[${index}]`, out));
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        const here = at ? `${at}.${key}` : key;
        if (key === 'icon') out.set(here, inner);
        else icons(inner, here, out);
      }
    }
    return out;
  };

  it('are all icon names (no emoji), in every file of both languages', () => {
    expect(files.length).toBeGreaterThanOrEqual(48);
    expect(files.flatMap((file) => iconProblems(frontmatter(file)).map((problem) => `${file}: ${problem}`))).toEqual(
      [],
    );
  });

  it('are the same in English and Spanish, place by place', () => {
    const english = files.filter((file) => file.startsWith('en/'));
    const used = english.reduce((count, file) => count + icons(frontmatter(file)).size, 0);
    expect(used).toBeGreaterThanOrEqual(88);
    for (const file of english) {
      expect([file, Object.fromEntries(icons(frontmatter(`es/${file.slice(3)}`)))]).toEqual([
        file,
        Object.fromEntries(icons(frontmatter(file))),
      ]);
    }
  });
});
