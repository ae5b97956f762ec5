import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parse as parseYaml } from 'yaml';
import { contentRoutes } from './routes';

const SITE = contentRoutes();
const ROUTES = SITE.routes;
const isRouteKey = (key: string) => SITE.has(key);
import { placeholderValues, fillPlaceholders } from './placeholders';

const contentDir = path.resolve(__dirname, '../../content');

function read(language: 'en' | 'es', key: string) {
  const parsed = matter(fs.readFileSync(path.join(contentDir, language, `${key}.md`), 'utf8'));
  return { data: parsed.data as Record<string, unknown>, body: parsed.content };
}

/** Every `to:` value anywhere in a frontmatter object. */
function targets(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => targets(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'to' && typeof v === 'string') out.push(v);
      else targets(v, out);
    }
  }
  return out;
}

/** The shape of a frontmatter object: keys and list lengths, without the words. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value instanceof Date) return 'date';
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort()
        .map(([k, v]) => [k, shape(v)]),
    );
  return typeof value;
}

describe('The site content', () => {
  it.each(ROUTES.map((r) => r.key))('%s has the same sections in English and Spanish', (key) => {
    const en = read('en', key);
    const es = read('es', key);
    const strip = (data: Record<string, unknown>) => {
      const { title: _t, description: _d, ...rest } = data;
      return shape(rest);
    };
    expect(strip(es.data)).toEqual(strip(en.data));
  });

  it.each(
    ROUTES.flatMap(
      (r) =>
        [
          ['en', r.key],
          ['es', r.key],
        ] as const,
    ),
  )('%s/%s links only to real pages', (language, key) => {
    const { data, body } = read(language, key);
    for (const to of targets(data)) expect(to === 'portal' || to === 'prequalify' || isRouteKey(to)).toBe(true);
    for (const [, linked] of body.matchAll(/\]\(route:([A-Za-z0-9-]+)/g)) expect(isRouteKey(linked!)).toBe(true);
    expect(body).not.toMatch(/\]\(#\)/);
  });

  it('gives every page a unique title of at most 60 characters and a 120-160 character description', () => {
    const titles = new Set<string>();
    for (const route of ROUTES) {
      for (const language of ['en', 'es'] as const) {
        const { data } = read(language, route.key);
        const title = fillPlaceholders(String(data.title), placeholderValues(language));
        const description = fillPlaceholders(String(data.description), placeholderValues(language));
        expect({ page: `${language}/${route.key}`, long: title.length > 60 }).toEqual({
          page: `${language}/${route.key}`,
          long: false,
        });
        expect(description.length).toBeGreaterThanOrEqual(110);
        expect(description.length).toBeLessThanOrEqual(165);
        expect(titles.has(title)).toBe(false);
        titles.add(title);
      }
    }
  });

  it.each([
    ['privacyPolicy', 10],
    ['termsOfService', 14],
    ['disclaimer', 11],
  ])('the %s has %i sections in both languages', (key, sections) => {
    for (const language of ['en', 'es'] as const) {
      expect(read(language, key).body.match(/^## /gm)).toHaveLength(sections);
    }
    expect(read('en', 'disclaimer').data.notice).toBeDefined();
  });

  it('lists the same seven alternative programs on both buy-home pages', () => {
    const programs = (language: 'en' | 'es') =>
      (read(language, 'buyHome').data.programs as { items: Array<{ program: string; to: string }> }).items.map((i) => [
        i.program,
        i.to,
      ]);
    expect(programs('en')).toHaveLength(7);
    expect(programs('es')).toEqual(programs('en'));
  });

  it.each([
    ['whenToRefinance', 'refinanceCalculator'],
    ['rateAndTermRefinancing', 'refinanceCalculator'],
    ['cashOutRefinancing', 'refinanceCalculator'],
    ['dscrLoans', 'dscrCalculator'],
    ['assetBasedLoans', 'assetIncomeCalculator'],
    ['firstTimeBuyerGuide', 'affordabilityCalculator'],
    ['firstTimeBuyerGuide', 'cashToCloseCalculator'],
  ])('links the %s article to its calculator, %s, in both languages', (article, calculator) => {
    for (const language of ['en', 'es'] as const) {
      expect(read(language, article).body).toContain(`](route:${calculator})`);
    }
  });

  it('keeps the glossaries parallel', () => {
    const en = parseYaml(fs.readFileSync(path.join(contentDir, 'en/glossary.yml'), 'utf8')) as Record<string, string>;
    const es = parseYaml(fs.readFileSync(path.join(contentDir, 'es/glossary.yml'), 'utf8')) as Record<string, string>;
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en)).toEqual(
      expect.arrayContaining(['HOA', 'PMI', 'DSCR', 'LTV', 'DTI', 'ARM', 'HELOC', 'NMLS']),
    );
  });
});
