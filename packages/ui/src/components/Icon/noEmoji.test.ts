import fs from 'node:fs';
import path from 'node:path';

/** Emoji and the pictographic symbols that fonts draw as emoji or not at all (⚠, ✓, ⏳, …). */
const PICTOGRAPH = /[\p{Emoji_Presentation}\u2300-\u23ff\u2600-\u27bf\u2b00-\u2bff]/gu;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('The components', () => {
  it('draw their icons with Icon, never with emoji or symbol characters', () => {
    const root = path.resolve(__dirname, '../..');
    const files = sources(root);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      [...new Set(fs.readFileSync(file, 'utf8').match(PICTOGRAPH) ?? [])].map(
        (character) => `${path.relative(root, file)}: ${character}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
