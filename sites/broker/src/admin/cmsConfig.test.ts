import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { Field } from '@sveltia/cms';
import { ICON_NAMES } from '@broker/core/icons';
import { SLUG_PATTERN } from '../content/core';
import { contentRoutes } from '../content/routes';
import { cmsConfig, githubRepo } from './cmsConfig';
import business from '../../content/business.json';
import figures from '../../content/figures.json';
import rateSheet from '../../content/rate-sheet.json';
import reviews from '../../content/reviews.json';
import team from '../../content/team.json';

const contentDir = path.resolve(__dirname, '../../content');
const config = cmsConfig('https://www.example.com', 'https://github.com/grove-harbor/site');
const articles = config.collections?.find((collection) => collection.name === 'articles');
const fields = new Map(
  ((articles as { fields?: Field[] } | undefined)?.fields ?? []).map((field) => [field.name, field]),
);
const options = (name: string): unknown[] =>
  ((fields.get(name) as { options?: unknown[] }).options ?? []).map((option) =>
    typeof option === 'object' && option && 'value' in option ? option.value : option,
  );

/** Every place in `value` that no field describes, e.g. `faq.items[2].link.href`. */
function uncovered(value: Record<string, unknown>, described: readonly Field[], at = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) => {
    const here = at ? `${at}.${key}` : key;
    const field = described.find((candidate) => candidate.name === key) as { fields?: Field[] } | undefined;
    if (!field) return [here];
    if (!field.fields) return [];
    const items = Array.isArray(inner) ? inner : [inner];
    return items.flatMap((item, index) =>
      item && typeof item === 'object'
        ? uncovered(
            item as Record<string, unknown>,
            field.fields ?? [],
            Array.isArray(inner) ? `${here}[${index}]` : here,
          )
        : [],
    );
  });
}

describe('The content editor configuration', () => {
  it('commits to the repository Netlify builds from, signing in through Netlify', () => {
    expect(config.backend).toMatchObject({
      name: 'github',
      repo: 'grove-harbor/site',
      base_url: 'https://api.netlify.com',
    });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(githubRepo('git@github.com:grove-harbor/site.git')).toBe('grove-harbor/site');
    expect(githubRepo('https://github.com/grove-harbor/site/')).toBe('grove-harbor/site');
    expect(githubRepo(undefined)).toBeUndefined();
  });

  it('keeps both languages of an entry in content/<language>/<key>.md', () => {
    expect(config.i18n).toEqual({ structure: 'multiple_folders', locales: ['en', 'es'], default_locale: 'en' });
    expect(articles).toMatchObject({ folder: 'sites/broker/content', i18n: true });
  });

  it('offers the icons and the page keys the build accepts, and nothing else', () => {
    expect(options('icon')).toEqual([...ICON_NAMES]);
    const back = fields.get('back') as { fields: Field[] };
    const to = back.fields.find((field) => field.name === 'to') as { options: string[] };
    expect(to.options).toEqual([...contentRoutes().routes.map((route) => route.key), 'portal', 'prequalify']);
    expect(to.options).toEqual(expect.arrayContaining(['dscrLoans', 'buyHome']));
    expect(options('kind')).toEqual(['blog', 'program']);
  });

  it('creates an article as a new pair of files named by its English address, checked as the build checks it', () => {
    expect(articles).toMatchObject({ create: true, slug: '{{fields.slug}}' });
    expect(fields.get('template')).toMatchObject({ widget: 'hidden', default: 'article' });
    const slug = fields.get('slug') as { pattern: [string, string]; i18n: boolean };
    expect(slug.i18n).toBe(true);
    expect(slug.pattern[0]).toBe(SLUG_PATTERN.source);
  });

  it('has a field for everything an article and the home page hold, so saving one keeps all of it', () => {
    const home = (
      config.collections?.find((collection) => collection.name === 'pages') as { files: Array<{ fields: Field[] }> }
    ).files[0]?.fields;
    for (const language of ['en', 'es']) {
      for (const file of fs.readdirSync(path.join(contentDir, language)).filter((name) => name.endsWith('.md'))) {
        const { data } = matter(fs.readFileSync(path.join(contentDir, language, file), 'utf8'));
        const fieldsOf =
          data.template === 'article' ? [...fields.values()] : data.template === 'home' ? home : undefined;
        if (!fieldsOf) continue;
        expect({ file: `${language}/${file}`, missing: uncovered(data, fieldsOf) }).toEqual({
          file: `${language}/${file}`,
          missing: [],
        });
      }
    }
    expect(fields.get('body')).toMatchObject({ widget: 'markdown', i18n: true });
  });

  it('edits every offer of the rate sheet under its product name', () => {
    const figures = config.collections?.find((collection) => collection.name === 'figures') as {
      files: Array<{ file: string; format: string; fields: Field[] }>;
    };
    const [sheet] = figures.files;
    expect(sheet).toMatchObject({ file: 'sites/broker/content/rate-sheet.json', format: 'json' });
    expect(sheet?.fields.map((field) => field.name)).toEqual(Object.keys(rateSheet));
    const offers = sheet?.fields.find((field) => field.name === 'rates') as { fields: Field[] };
    expect(offers.fields.map((field) => [field.name, field.label])).toEqual(
      Object.entries(rateSheet.rates).map(([key, entry]) => [key, entry.product]),
    );
  });

  it('edits every loan limit and yearly figure with its date and source', () => {
    const files = (
      config.collections?.find((collection) => collection.name === 'figures') as {
        files: Array<{ file: string; format: string; fields: Field[] }>;
      }
    ).files;
    const sheet = files.find((file) => file.file.endsWith('figures.json'));
    expect(sheet).toMatchObject({ file: 'sites/broker/content/figures.json', format: 'json' });
    expect(sheet?.fields.map((field) => field.name)).toEqual(Object.keys(figures));
    expect(uncovered(figures, sheet?.fields ?? [])).toEqual([]);
    // Whatever was added for a new year is described too.
    const nextYear = {
      ...figures,
      conformingLoanLimit: {
        ...figures.conformingLoanLimit,
        entries: [{ amount: 850000, year: 2027, effective: '2027-01-01', source: 'FHFA' }],
      },
    };
    expect(uncovered(nextYear, sheet?.fields ?? [])).toEqual([]);
  });

  it("describes every business detail, and each one's pattern accepts the value the site ships with", () => {
    const described = (
      config.collections?.find((collection) => collection.name === 'business') as { files: Array<{ fields: Field[] }> }
    ).files[0]?.fields;
    expect(uncovered(business, described ?? [])).toEqual([]);
    const checked: string[] = [];
    const visit = (value: unknown, fieldsHere: readonly Field[], at: string): void => {
      for (const field of fieldsHere) {
        const inner = (value as Record<string, unknown>)[field.name];
        const { pattern, fields: nested } = field as { pattern?: [string, string]; fields?: Field[] };
        if (pattern && typeof inner === 'string') {
          expect({ at: `${at}${field.name}`, ok: new RegExp(pattern[0]).test(inner) }).toEqual({
            at: `${at}${field.name}`,
            ok: true,
          });
          checked.push(field.name);
        }
        if (nested && Array.isArray(inner)) inner.forEach((item) => visit(item, nested, `${at}${field.name}[].`));
        else if (nested && inner) visit(inner, nested, `${at}${field.name}.`);
      }
    };
    visit(business, described ?? [], '');
    expect(checked).toEqual(
      expect.arrayContaining(['siteUrl', 'display', 'e164', 'email', 'postalCode', 'nmls', 'opens']),
    );
  });

  it('edits the team and the reviews with a field for everything they hold, refusing an NMLS ID that is not digits', () => {
    const people = config.collections?.find((collection) => collection.name === 'people') as {
      files: Array<{ name: string; file: string; format: string; fields: Field[] }>;
    };
    const [teamFile, reviewsFile] = people.files;
    expect(teamFile).toMatchObject({ file: 'sites/broker/content/team.json', format: 'json' });
    expect(reviewsFile).toMatchObject({ file: 'sites/broker/content/reviews.json', format: 'json' });
    expect(uncovered(team, teamFile?.fields ?? [])).toEqual([]);
    expect(uncovered(reviews, reviewsFile?.fields ?? [])).toEqual([]);
    const person = (teamFile?.fields[0] as { fields: Field[] }).fields;
    const [pattern] = (person.find((field) => field.name === 'nmls') as { pattern: [string, string] }).pattern;
    // The processing manager originates no loans: no NMLS ID, left out as the editor leaves it out.
    const ids: Array<string | undefined> = team.members.map((member) => ('nmls' in member ? member.nmls : undefined));
    expect(ids.map((id) => (id === undefined ? 'none' : new RegExp(pattern).test(id)))).toEqual([true, true, 'none']);
    expect(new RegExp(pattern).test('NMLS 1987654')).toBe(false);
    const review = (reviewsFile?.fields[0] as { fields: Field[] }).fields;
    const consent = review.find((field) => field.name === 'consent') as { fields: Field[] };
    expect(consent.fields.map((field) => field.name)).toEqual(['date', 'method', 'record']);
  });
});
