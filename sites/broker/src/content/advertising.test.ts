import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { ROUTES } from './core';
import { siteConfig } from '../../site.config';
import { entryInForce } from './figures';
import { EXAMPLES_FILE, frontmatterExampleIds, parseRateExamples, rateExampleView } from './rateExamples';

/**
 * Advertising rules on the site's own content (Regulation Z, 12 CFR 1026.24): a page that states a
 * low down payment, a payment or an interest rate carries a worked example with the APR; every
 * example is defined once and shown in both languages; the figures are current.
 */

const siteDir = path.resolve(__dirname, '../..');
const contentDir = path.join(siteDir, 'content');
const examples = parseRateExamples(fs.readFileSync(path.join(siteDir, EXAMPLES_FILE), 'utf8'));

function read(language: 'en' | 'es', key: string) {
  const parsed = matter(fs.readFileSync(path.join(contentDir, language, `${key}.md`), 'utf8'));
  return { data: parsed.data as Record<string, unknown>, body: parsed.content };
}

/** The ids of the worked examples a page shows, in order. */
function exampleIds(language: 'en' | 'es', key: string): string[] {
  const { data, body } = read(language, key);
  const fenced = [...body.matchAll(/^```rate-example\s*\n\s*([A-Za-z0-9]+)\s*\n```/gm)].map((m) => m[1] ?? '');
  return [...frontmatterExampleIds(data), ...fenced];
}

/** Everything a visitor reads on a page, in one string. */
function pageText(language: 'en' | 'es', key: string): string {
  const { data, body } = read(language, key);
  return `${JSON.stringify(data)}\n${body}`;
}

/**
 * A page may instead state such a term with a clear reference to where the site's worked example
 * is (an electronic advertisement's table elsewhere on the site, 12 CFR 1026.24(e)).
 */
const REFERS_TO_EXAMPLE = [
  /Buy a Home page has a worked example with the down payment, the payments and the APR/,
  /página Comprar casa encontrará un ejemplo con el pago inicial, los pagos y la APR/,
];

/** Terms that call for the full disclosure (down payment, terms of repayment, APR) next to them. */
const TRIGGERS: RegExp[] = [
  /(?<![\d.])[0-5](?:\.\d+)?% (?:down|de pago inicial)/i,
  /(?:monthly payment|principal and interest|payment is|pago mensual|capital e intereses|pago es)[^.\n|]{0,40}\$\d/i,
  /(?<![\d.])\d{1,2}(?:\.\d+)?% (?:fixed|interest rate|APR|fija|de interés)/i,
  /\b(?:rates?|tasas?)\b[^.\n|]{0,25}(?<![\d.])\d{1,2}\.\d+%/i,
];

describe('Worked examples', () => {
  const keys = ROUTES.map((r) => r.key);

  it('are the same on both languages of every page', () => {
    for (const key of keys) expect({ key, es: exampleIds('es', key) }).toEqual({ key, es: exampleIds('en', key) });
  });

  it('are all defined, and every definition is shown somewhere', () => {
    const used = new Set(keys.flatMap((key) => exampleIds('en', key)));
    for (const id of used) expect(examples.has(id) ? id : `undefined: ${id}`).toBe(id);
    for (const id of examples.keys()) expect(used.has(id) ? id : `unused: ${id}`).toBe(id);
  });

  it('match the figures their pages quote (the build checks the same)', () => {
    for (const source of examples.values()) {
      for (const language of ['en', 'es'] as const) {
        expect(() => rateExampleView(source, language, siteConfig.figures)).not.toThrow();
      }
    }
  });

  it('stay on the side of the conforming limit their text says', () => {
    const limit = entryInForce(siteConfig.figures.conformingLoanLimit, new Date())!.amount;
    const loan = (id: string) => rateExampleView(examples.get(id)!, 'en', siteConfig.figures).scenarios[0]!.loanAmount;
    expect(loan('jumboCoralGables')).toBeGreaterThan(limit);
    expect(loan('physicianKendall')).toBeGreaterThan(limit);
    expect(720_000).toBeLessThan(limit); // jumbo FAQ: "$720,000 loan, which is under the limit"
  });
});

describe('Advertising triggers', () => {
  it.each(ROUTES.flatMap((r) => [['en', r.key] as const, ['es', r.key] as const]))(
    '%s/%s states a low down payment, a payment or a rate only with a worked example and its APR',
    (language, key) => {
      const text = pageText(language, key);
      const found = TRIGGERS.map((pattern) => pattern.exec(text)?.[0]).filter(Boolean);
      const disclosed = exampleIds(language, key).length > 0 || REFERS_TO_EXAMPLE.some((r) => r.test(text));
      if (found.length > 0) expect({ key, found, disclosed }).toMatchObject({ disclosed: true });
    },
  );

  it('recognizes the triggers on pages that disclose them, so the check above can fail', () => {
    const triggered = (language: 'en' | 'es', key: string) =>
      TRIGGERS.some((pattern) => pattern.test(pageText(language, key)));
    expect(triggered('en', 'buyHome')).toBe(true);
    expect(triggered('es', 'buyHome')).toBe(true);
    expect(triggered('en', 'firstTimeBuyerGuide')).toBe(true);
    expect(triggered('es', 'jumboLoans')).toBe(true);
    expect(TRIGGERS.some((pattern) => pattern.test('Buy with 3% down today'))).toBe(true);
    expect(TRIGGERS.some((pattern) => pattern.test('Su pago mensual es de $1,850'))).toBe(true);
    expect(TRIGGERS.some((pattern) => pattern.test('Rates as low as 5.99% for qualified buyers'))).toBe(true);
    expect(triggered('en', 'contact')).toBe(false);
  });

  it('presents no superseded figure as current', () => {
    for (const route of ROUTES) {
      for (const language of ['en', 'es'] as const) {
        const text = pageText(language, route.key);
        expect({
          page: `${language}/${route.key}`,
          stale: /766,550|January 2025|enero de 2025|as 2025 begins/i.exec(text)?.[0],
        }).toEqual({
          page: `${language}/${route.key}`,
          stale: undefined,
        });
      }
    }
  });
});
