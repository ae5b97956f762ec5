import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { isFontCharacter } from '@broker/ui/theme';

const siteDir = path.resolve(__dirname, '../..');
const uiLocales = path.join(path.dirname(createRequire(__filename).resolve('@broker/ui/package.json')), 'locales');

/** Drawn by the visitor's system fonts on purpose: the web fonts' latin files have no arrows or ≠. */
const SYSTEM_SYMBOLS = new Set(['←', '→', '≠']);

function files(dir: string, extension: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, extension);
    return entry.name.endsWith(extension) ? [full] : [];
  });
}

/** Characters a page can show that the preloaded font subsets do not draw, with where they appear. */
function uncovered(paths: readonly string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const file of paths) {
    for (const character of fs.readFileSync(file, 'utf8')) {
      if (isFontCharacter(character) || /\s|\p{Extended_Pictographic}|\uFE0F|\u200D/u.test(character)) continue;
      if (SYSTEM_SYMBOLS.has(character)) continue;
      found[character] ??= path.relative(siteDir, file);
    }
  }
  return found;
}

describe('The self-hosted font subsets', () => {
  it('draw every character of the pages’ content, in both languages', () => {
    expect(uncovered(files(path.join(siteDir, 'content'), '.md'))).toEqual({});
  });

  it('draw every character of the UI strings and the business data', () => {
    expect(uncovered([...files(uiLocales, '.json'), path.join(siteDir, 'site.config.ts')])).toEqual({});
  });
});
