import remark from 'remark';
import remarkGfm from 'remark-gfm';
import toHast from 'mdast-util-to-hast';
import toHtml from 'hast-util-to-html';
import en from '@broker/ui/locales/en/translation.json';
import es from '@broker/ui/locales/es/translation.json';
// The Markdown plugin gatsby-config gives gatsby-transformer-remark (plain CommonJS, as Gatsby loads it).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a Gatsby plugin module
const tableRegions = require('../../plugins/gatsby-remark-table-regions') as (args: {
  markdownAST: unknown;
  markdownNode: { fields: { language: string } };
}) => unknown;

/** Markdown to HTML the way gatsby-transformer-remark does it, with the plugin in the pipeline. */
function render(markdown: string, language: 'en' | 'es'): string {
  const markdownAST = remark().use(remarkGfm).parse(markdown);
  tableRegions({ markdownAST, markdownNode: { fields: { language } } });
  return toHtml(toHast(markdownAST, { allowDangerousHtml: true }), { allowDangerousHtml: true });
}

const TABLE = '| Loan | Payment |\n| --- | --- |\n| $400,000 | $2,528 |\n';

describe('gatsby-remark-table-regions', () => {
  it('puts each table in a focusable region named after the heading above it', () => {
    const html = render(`## Worked example\n\nText.\n\n${TABLE}`, 'en');
    const label = en.prose.tableRegion.replace('{{heading}}', 'Worked example');
    expect(html).toContain(`<div role="region" aria-label="${label}" tabindex="0" data-table-region=""><table>`);
    expect(html).toMatch(/<\/table><\/div>$/);
    expect(html.match(/<table>/g)).toHaveLength(1);
  });

  it('names the region in the page language, and plainly when no heading comes before it', () => {
    expect(render(`## Ejemplo\n\n${TABLE}`, 'es')).toContain(
      `aria-label="${es.prose.tableRegion.replace('{{heading}}', 'Ejemplo')}"`,
    );
    expect(render(TABLE, 'es')).toContain(`aria-label="${es.prose.tableRegionUntitled}"`);
  });

  it('leaves pages without tables as they were', () => {
    expect(render('## Heading\n\nText.', 'en')).toBe('<h2>Heading</h2>\n<p>Text.</p>');
  });
});
