import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { parse as parseYaml } from 'yaml';
import { baseUrl, expect, test, type Locator, type Page } from './support/browser';
import { articleCards, buildPages } from '../src/content/pages';
import { parseRateExamples } from '../src/content/rateExamples';
import { readContentFiles } from '../src/content/routes';

/**
 * The content editor at /admin (Sveltia CMS) as a broker meets it on one machine: "Work with
 * Local Repository", an article in both languages side by side, a change saved to the files.
 *
 * The local mode reads and writes the folder the broker picks through the browser's File System
 * Access API. Playwright cannot answer the operating system's folder dialog, so the test hands the
 * editor a folder of the origin's private file system holding this repository's content, and reads
 * the files it saved back from there.
 */

const CONTENT = path.resolve('content');
const REPO_CONTENT = 'sites/broker/content';

interface RepoFile {
  path: string;
  text: string;
}

function contentFiles(): RepoFile[] {
  return fs
    .readdirSync(CONTENT, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(md|yml|json)$/.test(name))
    .map((name) => ({ path: `${REPO_CONTENT}/${name}`, text: fs.readFileSync(path.join(CONTENT, name), 'utf8') }));
}

/** Opens the editor on a copy of the repository's content, as the local mode would on the broker's clone. */
async function openOnLocalCopy(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/404`);
  await page.evaluate(async (files: RepoFile[]) => {
    const root = await navigator.storage.getDirectory();
    for await (const name of (root as unknown as { keys(): AsyncIterable<string> }).keys())
      await root.removeEntry(name, { recursive: true });
    await root.getDirectoryHandle('.git', { create: true });
    for (const file of files) {
      const parts = file.path.split('/');
      let dir = root;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(file.text);
      await writable.close();
    }
  }, contentFiles());
  await page.addInitScript(() => {
    Object.assign(window, { showDirectoryPicker: () => navigator.storage.getDirectory() });
  });
  await page.goto(`${baseUrl()}/admin`);
  await page.getByRole('button', { name: /local repository/i }).click();
}

async function savedFile(page: Page, file: string): Promise<string> {
  return page.evaluate(async (parts: string[]) => {
    let dir = await navigator.storage.getDirectory();
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
    return (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
  }, file.split('/'));
}

function frontmatter(markdown: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(markdown);
  if (!match?.[1]) throw new Error('no frontmatter');
  return parseYaml(match[1]) as Record<string, unknown>;
}

/** Scrolls `pane` (the editor draws its fields as they come into view) until `target` shows. */
async function reveal(page: Page, pane: Locator, target: Locator): Promise<Locator> {
  const box = await pane.boundingBox();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await expect(async () => {
    if (!(await target.isVisible())) await page.mouse.wheel(0, 400);
    await expect(target).toBeVisible({ timeout: 300 });
  }).toPass();
  return target;
}

/** What a broker types for a new article, in each language. */
const NEW_ARTICLE = {
  en: {
    title: 'Closing in Hurricane Season | {{company}}',
    description:
      'Buying a Miami home between June and November? What a storm can change before closing: insurance binding, inspections, the appraisal and the closing date.',
    slug: 'closing-in-hurricane-season',
    heading: 'Closing on a Miami Home in Hurricane Season',
    category: 'Home Buying',
    summary: 'A named storm can pause insurance and move a closing date. Here is how to plan for it.',
    excerpt: 'What a storm in the forecast changes for a Miami closing, and how to keep yours on track.',
    back: 'Back to Blog',
    button: 'Talk to a Loan Officer',
    body: 'Insurers stop writing new policies when a named storm threatens South Florida.',
  },
  es: {
    title: 'Cerrar en temporada de huracanes | {{company}}',
    description:
      '¿Compra casa en Miami entre junio y noviembre? Lo que una tormenta puede cambiar antes del cierre: el seguro, las inspecciones, el avalúo y la fecha de cierre.',
    slug: 'cierre-en-temporada-de-huracanes',
    heading: 'Cerrar la compra de su casa en Miami en temporada de huracanes',
    category: 'Compra de Vivienda',
    summary: 'Una tormenta con nombre puede frenar el seguro y mover la fecha de cierre. Así se planifica.',
    excerpt: 'Lo que cambia una tormenta en el pronóstico para un cierre en Miami, y cómo mantener el suyo.',
    back: 'Volver al Blog',
    button: 'Hable con un oficial de préstamos',
    body: 'Las aseguradoras dejan de emitir pólizas nuevas cuando una tormenta con nombre amenaza el sur de Florida.',
  },
};
test.describe('The content editor', () => {
  test('is served from the site, kept out of search, under its own security policy', async ({ request }) => {
    const page = await request.get(`${baseUrl()}/admin`);
    expect(page.url()).toBe(`${baseUrl()}/admin/index.html`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('<script src="/admin/sveltia-cms.js" type="module">');
    expect(page.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers()['content-security-policy']).toContain('https://api.github.com');
    const home = await request.get(`${baseUrl()}/`);
    expect(home.headers()['content-security-policy']).not.toContain('api.github.com');
    expect(await home.text()).not.toContain('sveltia');
    const config = parseYaml(await (await request.get(`${baseUrl()}/admin/config.yml`)).text());
    expect(config).toMatchObject({ i18n: { structure: 'multiple_folders', locales: ['en', 'es'] } });
  });

  test('edits an article in Spanish beside its English and saves it to the content files', async ({
    page,
    consoleErrors,
  }) => {
    await openOnLocalCopy(page);
    await page.getByRole('treeitem', { name: /Articles/ }).click();
    await page
      .getByRole('row', { name: 'When Should You Refinance? A Practical Guide for Florida Homeowners' })
      .click();
    // The English editor on the left; the right-hand pane switches from the preview to the Spanish editor.
    await expect(page.getByRole('group', { name: /Edit .English. Content/ })).toBeVisible();
    await page
      .getByRole('group', { name: /Preview .English. Content/ })
      .getByRole('radio', { name: 'Spanish' })
      .click();
    const spanish = page
      .getByRole('group', { name: /Edit .Spanish. Content/ })
      .getByRole('textbox', { name: 'Summary' });
    const before = await spanish.inputValue();
    await spanish.fill(`${before} Actualizado en noviembre de 2026.`);
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect(page.getByText(/saved|guardad/i).first()).toBeVisible();

    const es = await savedFile(page, `${REPO_CONTENT}/es/whenToRefinance.md`);
    const original = fs.readFileSync(path.join(CONTENT, 'es', 'whenToRefinance.md'), 'utf8');
    expect(frontmatter(es)).toEqual({
      ...frontmatter(original),
      summary: `${before} Actualizado en noviembre de 2026.`,
    });
    expect(es.split('\n---\n')[1]).toBe(original.split('\n---\n')[1]);
    const en = await savedFile(page, `${REPO_CONTENT}/en/whenToRefinance.md`);
    // Both languages are written again, as the repository's format check wants them.
    for (const [language, text] of [
      ['en', en],
      ['es', es],
    ]) {
      const file = path.join(CONTENT, language!, 'whenToRefinance.md');
      expect(await prettier.check(text!, { ...(await prettier.resolveConfig(file)), filepath: file })).toBe(true);
    }
    expect(frontmatter(en)).toEqual(
      frontmatter(fs.readFileSync(path.join(CONTENT, 'en', 'whenToRefinance.md'), 'utf8')),
    );
    // Nothing refused by the policy and no script error; only the CDN typefaces may fail offline.
    expect(consoleErrors.filter((error) => !/^Failed to load resource: net::ERR_/.test(error))).toEqual([]);
  });

  test('writes a new article in both languages, which the next build publishes at its two addresses', async ({
    page,
    consoleErrors,
  }) => {
    await openOnLocalCopy(page);
    await page.getByRole('treeitem', { name: /Articles/ }).click();
    await page.getByRole('button', { name: /New/ }).first().click();
    const en = page.getByRole('group', { name: /Edit .English. Content/ });
    await page
      .getByRole('group', { name: /Preview .English. Content/ })
      .getByRole('radio', { name: 'Spanish' })
      .click();
    const es = page.getByRole('group', { name: /Edit .Spanish. Content/ });
    for (const [language, pane] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const words = NEW_ARTICLE[language];
      const box = (name: string, within: Locator = pane) =>
        // The first of that name: the article's heading comes before its call to action's.
        reveal(page, pane, within.getByRole('textbox', { name, exact: true }).first());
      await (await box('Browser title')).fill(words.title);
      await (await box('Search description')).fill(words.description);
      await (await box('Address')).fill(words.slug);
      await (await box('Heading')).fill(words.heading);
      await (await box('Category')).fill(words.category);
      if (language === 'en') {
        await pane.getByRole('radio', { name: 'Blog article' }).check();
        await (await box('Date')).fill('2026-11-29');
        await pane.getByRole('combobox', { name: 'Icon' }).click();
        await page.getByRole('option', { name: 'hurricane', exact: true }).click();
      }
      await (await box('Summary')).fill(words.summary);
      await (await box('Excerpt')).fill(words.excerpt);
      const back = pane.getByRole('group', { name: /Back link/ });
      await (await box('Label', back)).fill(words.back);
      const closing = pane.getByRole('group', { name: /Closing call to action/ });
      await (await box('Button label', closing)).fill(words.button);
      if (language === 'en') {
        for (const [group, target] of [
          [back, 'blog'],
          [closing, 'contact'],
        ] as const) {
          await (await reveal(page, pane, group.getByRole('combobox', { name: 'Leads to' }))).click();
          await page.getByRole('option', { name: target, exact: true }).click();
        }
      }
      await (await box('Article')).fill(words.body);
    }
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect(page.getByText('Entry saved.')).toBeVisible();

    // Both languages in content/<language>/, the file named by the English address.
    const files = await Promise.all(
      (['en', 'es'] as const).map(async (language) => {
        const text = await savedFile(page, `${REPO_CONTENT}/${language}/closing-in-hurricane-season.md`);
        const file = path.join(CONTENT, language, 'closing-in-hurricane-season.md');
        expect(await prettier.check(text, { ...(await prettier.resolveConfig(file)), filepath: file })).toBe(true);
        expect(text.split('\n---\n')[1]?.trim()).toBe(NEW_ARTICLE[language].body);
        const data = frontmatter(text);
        expect(data).toMatchObject({
          template: 'article',
          slug: NEW_ARTICLE[language].slug,
          heading: NEW_ARTICLE[language].heading,
          kind: 'blog',
          date: '2026-11-29',
          icon: 'hurricane',
          back: { label: NEW_ARTICLE[language].back, to: 'blog' },
          cta: { label: NEW_ARTICLE[language].button, to: 'contact' },
        });
        return {
          relativePath: `${language}/closing-in-hurricane-season.md`,
          language,
          key: 'closing-in-hurricane-season',
          frontmatter: data,
          html: `<p>${NEW_ARTICLE[language].body}</p>`,
          rawMarkdownBody: NEW_ARTICLE[language].body,
        };
      }),
    );

    // The build's own page list, with the two new files beside the repository's content.
    const examples = parseRateExamples(fs.readFileSync(path.join(CONTENT, 'examples.yml'), 'utf8'));
    const pages = buildPages([...readContentFiles(CONTENT), ...files], {}, examples);
    const spanish = pages.find((p) => p.key === 'closing-in-hurricane-season' && p.language === 'es');
    expect(spanish?.path).toBe('/es/articulos/cierre-en-temporada-de-huracanes');
    expect(spanish?.alternates).toEqual({
      en: '/articles/closing-in-hurricane-season',
      es: '/es/articulos/cierre-en-temporada-de-huracanes',
      xDefault: '/articles/closing-in-hurricane-season',
    });
    expect(spanish?.frontmatter.back).toEqual({ label: 'Volver al Blog', to: 'blog', href: '/es/blog' });
    expect(articleCards(pages, 'es').map((card) => card.path)).toContain(
      '/es/articulos/cierre-en-temporada-de-huracanes',
    );
    expect(consoleErrors.filter((error) => !/^Failed to load resource: net::ERR_/.test(error))).toEqual([]);
  });

  test("updates the rate sheet's date and a rate, and keeps the rest of the sheet", async ({ page }) => {
    await openOnLocalCopy(page);
    await page.getByRole('treeitem', { name: /Rates/ }).click();
    await page.getByRole('row', { name: /Rate sheet/ }).click();
    await page.getByRole('textbox', { name: 'Date of the rate sheet' }).fill('2026-11-27');
    await page
      .getByRole('button', { name: /Expand/ })
      .first()
      .click();
    await page.getByRole('spinbutton', { name: 'Interest rate (%)' }).first().fill('6.125');
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect(page.getByText(/saved/i).first()).toBeVisible();

    const saved = await savedFile(page, `${REPO_CONTENT}/rate-sheet.json`);
    const original = JSON.parse(fs.readFileSync(path.join(CONTENT, 'rate-sheet.json'), 'utf8')) as {
      rates: Record<string, object>;
    };
    expect(JSON.parse(saved)).toEqual({
      ...original,
      effective: '2026-11-27',
      rates: { ...original.rates, conventional30: { ...original.rates.conventional30, rate: 6.125 } },
    });
    expect(saved.split('\n').length).toBe(
      fs.readFileSync(path.join(CONTENT, 'rate-sheet.json'), 'utf8').split('\n').length,
    );
  });

  test('edits a FAQ answer of the home page in Spanish and keeps every other section', async ({ page }) => {
    await openOnLocalCopy(page);
    await page.getByRole('treeitem', { name: /Pages/ }).click();
    await page.getByRole('row', { name: /Home page/ }).click();
    await page
      .getByRole('group', { name: /Preview .English. Content/ })
      .getByRole('radio', { name: 'Spanish' })
      .click();
    const spanish = page.getByRole('group', { name: /Edit .Spanish. Content/ });
    // Sections are drawn as they scroll into view: scroll the Spanish pane down to the questions.
    const pane = await spanish.boundingBox();
    await page.mouse.move(pane!.x + pane!.width / 2, pane!.y + pane!.height / 2);
    const answer = spanish.getByRole('textbox', { name: 'Answer' }).first();
    await expect(async () => {
      await page.mouse.wheel(0, 800);
      await expect(answer).toBeVisible({ timeout: 500 });
    }).toPass();
    const before = await answer.inputValue();
    await answer.fill(`${before} Se lo confirmamos por escrito.`);
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect(page.getByText(/saved/i).first()).toBeVisible();

    const es = await savedFile(page, `${REPO_CONTENT}/es/home.md`);
    const original = frontmatter(fs.readFileSync(path.join(CONTENT, 'es', 'home.md'), 'utf8')) as {
      faq: { items: Array<Record<string, unknown>> };
    };
    const [first, ...rest] = original.faq.items;
    expect(frontmatter(es)).toEqual({
      ...original,
      faq: { ...original.faq, items: [{ ...first, answer: `${before} Se lo confirmamos por escrito.` }, ...rest] },
    });
    const file = path.join(CONTENT, 'es', 'home.md');
    expect(await prettier.check(es, { ...(await prettier.resolveConfig(file)), filepath: file })).toBe(true);
  });

  test('refuses a phone number written another way, then saves the business details', async ({ page }) => {
    await openOnLocalCopy(page);
    await page.getByRole('treeitem', { name: /Business/ }).click();
    await page.getByRole('row', { name: /Business details/ }).click();
    const shown = page.getByRole('textbox', { name: 'As shown' });
    await shown.fill('305.555.0199');
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect(page.getByText('Written (305) 555-0142')).toBeVisible();
    await shown.fill('(305) 555-0199');
    await page.getByRole('textbox', { name: 'For dialing' }).fill('+13055550199');
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect(page.getByText(/saved/i).first()).toBeVisible();

    const saved = await savedFile(page, `${REPO_CONTENT}/business.json`);
    const original = JSON.parse(fs.readFileSync(path.join(CONTENT, 'business.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(JSON.parse(saved)).toEqual({ ...original, phone: { display: '(305) 555-0199', e164: '+13055550199' } });
    // Written as the repository keeps it, so a save changes only what was edited.
    expect(saved).toBe(
      fs
        .readFileSync(path.join(CONTENT, 'business.json'), 'utf8')
        .replace('(305) 555-0142', '(305) 555-0199')
        .replace('+13055550142', '+13055550199'),
    );
  });

  test("refuses a loan originator's NMLS ID written with letters, then saves the team", async ({ page }) => {
    await openOnLocalCopy(page);
    await page.getByRole('treeitem', { name: /Team and reviews/ }).click();
    await page.getByRole('row', { name: /^Team/ }).click();
    const nmls = page.getByRole('textbox', { name: 'NMLS ID' }).first();
    await nmls.fill('NMLS 2104599');
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect(page.getByText('Digits only, e.g. 1987654')).toBeVisible();
    await nmls.fill('2104599');
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect(page.getByText(/saved/i).first()).toBeVisible();

    const saved = await savedFile(page, `${REPO_CONTENT}/team.json`);
    const original = fs.readFileSync(path.join(CONTENT, 'team.json'), 'utf8');
    expect(saved).toBe(original.replace('"2104590"', '"2104599"'));
  });

  test("records next year's conforming loan limit beside this year's", async ({ page }) => {
    await openOnLocalCopy(page);
    await page.getByRole('treeitem', { name: /Rates/ }).click();
    await page.getByRole('row', { name: /Loan limits and figures/ }).click();
    // The editor names each field's group with its label in quotes, e.g. “Conforming loan limit” Field.
    const conforming = page.getByRole('group', { name: /Conforming loan limit/ }).first();
    await conforming.getByRole('button', { name: /^Add\W+Year/ }).click();
    // The new year's fields, once every one is there (until then, the second of a kind is missing).
    const second = (role: 'spinbutton' | 'textbox', name: string) => conforming.getByRole(role, { name }).nth(1);
    await expect(second('textbox', 'Source')).toBeVisible();
    await second('spinbutton', 'Limit ($)').fill('850000');
    await second('spinbutton', 'Year').fill('2027');
    await second('textbox', 'Takes effect').fill('2027-01-01');
    await second('textbox', 'Source').fill('FHFA, Conforming Loan Limit Values for 2027');
    await expect(conforming.getByRole('textbox', { name: 'Source' }).first()).toHaveValue(/for 2026/);
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect(page.getByText(/saved/i).first()).toBeVisible();

    const saved = JSON.parse(await savedFile(page, `${REPO_CONTENT}/figures.json`)) as typeof original;
    const original = JSON.parse(fs.readFileSync(path.join(CONTENT, 'figures.json'), 'utf8')) as {
      conformingLoanLimit: { entries: unknown[] };
    };
    expect(saved).toEqual({
      ...original,
      conformingLoanLimit: {
        ...original.conformingLoanLimit,
        entries: [
          ...original.conformingLoanLimit.entries,
          {
            amount: 850000,
            year: 2027,
            effective: '2027-01-01',
            source: 'FHFA, Conforming Loan Limit Values for 2027',
          },
        ],
      },
    });
  });
});
