import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { contentRoutes } from './routes';

/** Every page of the site, the articles at the slugs their content names. */
const ROUTES = contentRoutes().routes;
import { siteConfig } from '../../site.config';
import { entryInForce } from './figures';
import { EXAMPLES_FILE, frontmatterExampleIds, parseRateExamples, rateExampleView } from './rateExamples';
import {
  chatTriggerFindings,
  describeFindings,
  pageTriggerFindings,
  triggersIn,
  type AdvertisingSource,
} from './advertising';

/**
 * Advertising rules on the site's own content (Regulation Z, 12 CFR 1026.24): a page, card, FAQ or
 * chat answer that states a trigger term carries a worked example with the APR or links to one
 * (./advertising.ts, which the build runs too); every example is defined once and shown in both
 * languages; the figures are current.
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

const intentsFile = path.resolve(siteDir, '../../packages/server/src/chat/data/intents.yaml');

/** Every page in both languages, as the build reads them. */
const sources: AdvertisingSource[] = ROUTES.flatMap((route) =>
  (['en', 'es'] as const).map((language) => {
    const { data, body } = read(language, route.key);
    return { file: `content/${language}/${route.key}.md`, language, key: route.key, frontmatter: data, body };
  }),
);

/** The pages with one of them changed: `edit` gets a copy of its frontmatter and returns its body. */
function withPage(language: 'en' | 'es', key: string, edit: (frontmatter: Record<string, unknown>) => string | void) {
  return sources.map((source) => {
    if (source.language !== language || source.key !== key) return source;
    const frontmatter = structuredClone(source.frontmatter);
    const body = edit(frontmatter);
    return { ...source, frontmatter, body: body ?? source.body };
  });
}

const programs = (frontmatter: Record<string, unknown>) =>
  (frontmatter.programs as { items: Array<Record<string, unknown>> }).items;

describe('Advertising triggers (12 CFR 1026.24(d), (e); the build runs the same check)', () => {
  it('every page, card and FAQ answer that states one, in both languages, carries or links its worked example', () => {
    expect(describeFindings(pageTriggerFindings(sources))).toBe('');
  });

  it('every chat answer that states one links a page with a worked example and says so', () => {
    expect(describeFindings(chatTriggerFindings(fs.readFileSync(intentsFile, 'utf8'), 'intents.yaml', sources))).toBe(
      '',
    );
  });

  it('fails on a planted trigger, naming the file, the language, the place and the term', () => {
    const planted = withPage('es', 'brickell', (fm) => {
      programs(fm)[0]!.text = 'Préstamos para condominios con plazos de 15, 20 o 30 años.';
    });
    expect(pageTriggerFindings(planted)).toEqual([
      {
        file: 'content/es/brickell.md',
        language: 'es',
        where: 'programs.items[0]',
        triggers: ['plazos de 15, 20 o 30 años'],
      },
    ]);
    expect(describeFindings(pageTriggerFindings(planted))).toBe(
      'content/es/brickell.md (Spanish) at programs.items[0]: "plazos de 15, 20 o 30 años"',
    );
  });

  it('counts only a worked example in the same section, or a link to a page that shows one', () => {
    // Buy a Home shows its example under the standard programs: those cards may state "3% down",
    // the alternative programs' cards may not.
    const inOtherSection = withPage('en', 'buyHome', (fm) => {
      programs(fm)[0]!.text = 'Qualify with bank statements, typically with 10-20% down.';
    });
    expect(pageTriggerFindings(inOtherSection).map((f) => f.where)).toEqual(['programs.items[0]']);
    const linked = (to: string) =>
      withPage('en', 'home', (fm) => {
        const item = (fm.faq as { items: Array<Record<string, unknown>> }).items[1]!;
        item.link = { label: 'See the worked example', to };
      });
    expect(pageTriggerFindings(linked('buyHome'))).toEqual([]);
    expect(pageTriggerFindings(linked('calculator')).map((f) => `${f.file} ${f.where}`)).toEqual([
      'content/en/home.md faq.items[1]',
    ]);
    // The same paragraph of the body, with or without a link to the example.
    const inBody = (paragraph: string) => withPage('en', 'coralGables', () => `${paragraph}\n`);
    expect(pageTriggerFindings(inBody('Jumbo loans need 10-20% down.')).map((f) => f.triggers)).toEqual([
      ['10-20% down'],
    ]);
    expect(pageTriggerFindings(inBody('Jumbo loans need 10-20% down ([example](route:jumboLoans)).'))).toEqual([]);
    expect(pageTriggerFindings(inBody('Jumbo loans need 10-20% down ([terms](route:contact)).'))).toHaveLength(1);
  });

  it('holds chat answers to the same rule', () => {
    const chat = (link: string, en: string) =>
      chatTriggerFindings(
        `intents:\n  - id: down_payment\n    link: ${link}\n    answer:\n      en: '${en}'\n      es: 'Depende del programa.'\n`,
        'intents.yaml',
        sources,
      ).map((f) => `${f.where} ${f.language} ${f.triggers.join()}`);
    expect(chat('calculator', 'Conventional loans start at 3% down.')).toEqual(['down_payment.answer en 3% down']);
    expect(chat('buyHome', 'Conventional loans start at 3% down.')).toEqual(['down_payment.answer en 3% down']);
    expect(chat('buyHome', 'Conventional loans start at 3% down; the page below has a worked example.')).toEqual([]);
    expect(chat('calculator', 'Conventional loans start at 3% down; the page below has a worked example.')).toEqual([
      'down_payment.answer en 3% down',
    ]);
    expect(chat('calculator', 'Conventional loans start with a small down payment.')).toEqual([]);
  });

  it.each([
    // 1026.24(d)(1)(i): down payment, as a percentage, an amount or the share financed
    ['en', 'Conventional loans start at 3% down'],
    ['en', 'typically with 10-20% down on a primary residence'],
    ['en', 'with down payments from 20%'],
    ['en', 'Buy with $0 down'],
    ['en', 'up to 90% of the purchase price plus renovation costs'],
    ['es', 'normalmente con 25% a 30% de pago inicial'],
    ['es', 'con pago inicial desde el 20%'],
    ['es', 'hasta el 90% del precio de compra'],
    // 1026.24(d)(1)(ii): period of repayment, number of payments
    ['en', 'with terms of 15, 20 or 30 years'],
    ['en', 'reserves and 15, 20 or 30-year terms'],
    ['en', 'Lock a 30-year fixed today'],
    ['en', '6-18 month interest-only terms'],
    ['en', 'repay it in 360 payments'],
    ['es', 'con plazos de 15, 20 o 30 años'],
    ['es', 'una hipoteca a 30 años'],
    // 1026.24(d)(1)(iii): payment amount
    ['en', 'Your monthly payment is $1,850'],
    ['en', 'own it for $2,400 a month'],
    ['es', 'Su pago mensual es de $1,850'],
    // 1026.24(d)(1)(iv): finance charge
    ['en', 'you pay $95,000 in interest'],
    ['es', 'paga $95,000 en intereses'],
    // 1026.24(c): rate
    ['en', 'Rates as low as 5.99% for qualified buyers'],
    ['en', 'a 6.25% fixed rate'],
    ['es', 'una tasa de 6.25%'],
  ])('%s: "%s" is a trigger', (_language, text) => {
    expect(triggersIn(text)).not.toEqual([]);
  });

  it.each([
    ['en', 'See the price your income supports at the 28/36 rule and at 43% debt-to-income.'],
    ['en', 'Many lenders set their ceiling near 43%, and some programs go up to 50% of your income.'],
    ['en', "Borrow up to 80% of your home's value in a cash-out refinance."],
    ['en', 'Closing costs add 2-5% of the price.'],
    ['en', 'Property tax runs about 1.5-2% of the price.'],
    ['en', 'PMI applies with less than 20% down.'],
    ['en', 'Qualify with 12-24 months of bank statements and 6-12 months of reserves.'],
    ['en', 'Expect two years of tax returns and a 4-year wait after a foreclosure.'],
    ['en', 'Refinance when rates fall 0.75% to 1% below your current rate.'],
    ['en', 'HOA fees of $300 to $800 a month are common.'],
    ['en', '$2,000,000 ÷ 360 = $5,556 a month of qualifying income.'],
    ['en', 'Moving to a shorter term can save you interest.'],
    ['es', 'El PMI se aplica si el pago inicial es menor del 20%.'],
    ['es', 'Son comunes cuotas de HOA de $300 a $800 al mes.'],
    ['es', 'Pasar a un plazo más corto puede ahorrarle intereses.'],
  ])('%s: "%s" is not a trigger', (_language, text) => {
    expect(triggersIn(text)).toEqual([]);
  });

  it('recognizes the triggers on the pages that disclose them', () => {
    const triggered = (language: 'en' | 'es', key: string) => {
      const { data, body } = read(language, key);
      return triggersIn(`${JSON.stringify(data)}\n${body}`).length > 0;
    };
    expect(triggered('en', 'buyHome')).toBe(true);
    expect(triggered('es', 'buyHome')).toBe(true);
    expect(triggered('en', 'firstTimeBuyerGuide')).toBe(true);
    expect(triggered('es', 'jumboLoans')).toBe(true);
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
