import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { uiStrings } from '@broker/ui/copy';

/**
 * Facts the pages must get right, in both languages: what the federal qualified-mortgage rule
 * says, whom Florida's SB 264 covers, how fast the office answers, and where "Calculate Savings"
 * leads.
 */
const contentDir = path.resolve(__dirname, '../../content');

/** Every Markdown file of one language (frontmatter and body as written), and its UI strings. */
function texts(language: 'en' | 'es'): Array<{ file: string; text: string }> {
  const files = fs
    .readdirSync(path.join(contentDir, language))
    .filter((name) => name.endsWith('.md'))
    .map((name) => ({
      file: `content/${language}/${name}`,
      text: fs.readFileSync(path.join(contentDir, language, name), 'utf8'),
    }));
  return [...files, { file: `packages/ui/locales/${language}`, text: JSON.stringify(uiStrings[language]) }];
}

const offending = (language: 'en' | 'es', pattern: RegExp) =>
  texts(language)
    .filter(({ text }) => pattern.test(text))
    .map(({ file }) => file);

const page = (language: 'en' | 'es', key: string) =>
  matter(fs.readFileSync(path.join(contentDir, language, `${key}.md`), 'utf8'));

describe('Facts on the pages', () => {
  it('never call 43% the limit of a qualified mortgage: the General QM rule is price-based since 2021', () => {
    expect(
      offending(
        'en',
        /(?:limit|ceiling) (?:for|of) a qualified mortgage|qualified mortgages generally stop|43%[^.]*ceiling of a qualified/i,
      ),
    ).toEqual([]);
    expect(
      offending('es', /(?:límite|tope) habitual de una hipoteca calificada|hipotecas calificadas suelen llegar/i),
    ).toEqual([]);
    expect(page('en', 'affordabilityCalculator').content).toContain(
      'no longer caps debt-to-income at 43%: since 2021 it compares the loan',
    );
    expect(page('es', 'affordabilityCalculator').content).toContain(
      'ya no limita la relación deuda-ingreso al 43%: desde 2021 compara',
    );
  });

  it('say SB 264 turns on where a buyer is domiciled, not where they come from', () => {
    expect(offending('en', /from certain countries/i)).toEqual([]);
    expect(offending('es', /(?:compradores|quienes vienen) de ciertos países/i)).toEqual([]);
    for (const key of ['foreignNationalLoans', 'miamiMarketTrends', 'firstTimeBuyerGuide']) {
      expect(page('en', key).content).toContain('domiciled in certain countries');
      expect(page('es', key).content).toMatch(/domiciliad[oa]s en ciertos países/);
    }
  });

  it('promise an answer within one business day, not 24 hours, while the office closes on Sundays', () => {
    expect(offending('en', /(?:reply|replies|get back to you|contact you|answer)[^.\n]*24 hours/i)).toEqual([]);
    expect(offending('es', /(?:respond|contactar|responder)\p{L}*[^.\n]*24 horas/iu)).toEqual([]);
    expect(page('en', 'contact').data.email.note).toBe('We reply within one business day');
    expect(page('es', 'contact').data.email.note).toBe('Respondemos dentro de un día hábil');
  });

  it("open the refinance break-even calculator from the refinance page's Calculate Savings", () => {
    for (const language of ['en', 'es'] as const) {
      expect(page(language, 'refinance').data.closing.secondaryCta.to).toBe('refinanceCalculator');
    }
  });
});
