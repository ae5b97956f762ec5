import fs from 'node:fs';
import path from 'node:path';
import { nmlsConsumerAccessUrl, siteConfig } from '../../site.config';
import { placeholderValues } from '../content/placeholders';

const contentDir = path.resolve(__dirname, '../../content');

/** Every Markdown file of the content, with its text. */
function contentFiles(): Array<{ file: string; text: string }> {
  return ['en', 'es'].flatMap((language) =>
    fs
      .readdirSync(path.join(contentDir, language))
      .filter((name) => name.endsWith('.md'))
      .map((name) => ({
        file: `${language}/${name}`,
        text: fs.readFileSync(path.join(contentDir, language, name), 'utf8'),
      })),
  );
}

describe('NMLS Consumer Access', () => {
  it("links to the company's record by its NMLS ID", () => {
    expect(nmlsConsumerAccessUrl('1873642')).toBe(
      'https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/1873642',
    );
    expect(siteConfig.nmlsConsumerAccessUrl).toBe(nmlsConsumerAccessUrl(siteConfig.nmls));
  });

  it('is the one address the content links, filled from the configuration in both languages', () => {
    for (const language of ['en', 'es'] as const) {
      expect(placeholderValues(language).nmlsConsumerAccessUrl).toBe(siteConfig.nmlsConsumerAccessUrl);
    }
    const typedIn = contentFiles().filter(({ text }) => /nmlsconsumeraccess\.org/i.test(text));
    expect(typedIn.map(({ file }) => file)).toEqual([]);
    const linked = contentFiles().filter(({ text }) => text.includes('({{nmlsConsumerAccessUrl}})'));
    expect(linked.map(({ file }) => file)).toEqual(['en/disclaimer.md', 'es/disclaimer.md']);
  });
});
