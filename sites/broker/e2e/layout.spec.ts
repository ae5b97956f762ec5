import fs from 'node:fs';
import path from 'node:path';
import { isRouteKey, pathFor, ROUTES, type Language } from '@broker/core';
import { expect, test, type Page } from '@playwright/test';
import { baseUrl } from './support/browser';
import { layoutProblems, openDialogLook, resize, type LayoutLabels } from './support/layout';
import { strings } from './support/site';

/**
 * What a visitor sees on every page of both languages (and the 404 page): at 320, 375, 390 and 414 px
 * as a phone lays the page out, and at 768, 820, 1024, 1280 and 1440 px, nothing scrolls sideways, the
 * header's controls and the chat launcher are visible and inside the viewport, and the
 * pre-qualification dialog opens styled by the theme on the pages that offer it (the home page and
 * the neighbourhood pages). Each page is loaded once per context and resized.
 */
const OFFERS_DIALOG = new Set(['home', 'brickell', 'coralGables']);
const pages: Array<{ path: string; language: Language; dialog: boolean }> = [
  ...ROUTES.flatMap((r) => [
    { path: r.en, language: 'en' as const, dialog: OFFERS_DIALOG.has(r.key) },
    { path: r.es, language: 'es' as const, dialog: OFFERS_DIALOG.has(r.key) },
  ]),
  { path: '/no-such-page', language: 'en', dialog: false },
  { path: '/es/no-existe', language: 'es', dialog: false },
];

const PHONE_WIDTHS = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 390, height: 844 },
  { width: 414, height: 896 },
];
const WIDE_WIDTHS = [
  { width: 768, height: 1024 },
  { width: 820, height: 1180 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];

const labelsFor = (language: Language): LayoutLabels => ({
  chatLauncher: strings(language).chatLauncher,
  menu: strings(language).header.menu,
});

/** Loads a page and waits until it is hydrated: the header has measured which layout fits. */
async function load(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
  await page.waitForSelector('header[data-layout]', { state: 'attached' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

let phone: Page;
let wide: Page;

test.beforeAll(async ({ browser }) => {
  // A phone lays out the page at its own width (meta viewport, overlay scroll bars).
  phone = await (
    await browser.newContext({ viewport: PHONE_WIDTHS[1], isMobile: true, hasTouch: true, reducedMotion: 'reduce' })
  ).newPage();
  wide = await (await browser.newContext({ viewport: WIDE_WIDTHS[2], reducedMotion: 'reduce' })).newPage();
});

test.afterAll(async () => {
  await phone?.context().close();
  await wide?.context().close();
});

test.describe('Every page at every width', () => {
  for (const { path, language, dialog } of pages) {
    test(`${path} fits 320-1440 px with its header and chat in view${dialog ? ', and its dialog carries the theme' : ''}`, async () => {
      const labels = labelsFor(language);
      const problems: string[] = [];

      await load(phone, path);
      for (const viewport of PHONE_WIDTHS) {
        await resize(phone, viewport.width, viewport.height);
        problems.push(...(await layoutProblems(phone, labels)).map((p) => `${viewport.width} px: ${p}`));
      }

      const opener = phone.locator('main button[aria-haspopup="dialog"]').first();
      expect(await opener.count(), 'a pre-qualification button in the page').toBe(dialog ? 1 : 0);
      if (dialog) {
        await opener.click();
        await phone.waitForSelector('dialog[open] input[autocomplete="given-name"]');
        const look = await openDialogLook(phone);
        expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
        expect(look.fontFamily).toContain('Inter');
        expect(look.inputBorder).not.toMatch(/^0px|none|rgba\(0, 0, 0, 0\)$/);
        expect(look.submitBackground).not.toBe('rgba(0, 0, 0, 0)');
        await phone.keyboard.press('Escape');
        await phone.waitForSelector('dialog[open]', { state: 'detached' });
      }

      await load(wide, path);
      for (const viewport of WIDE_WIDTHS) {
        await resize(wide, viewport.width, viewport.height);
        problems.push(...(await layoutProblems(wide, labels)).map((p) => `${viewport.width} px: ${p}`));
      }
      expect(problems).toEqual([]);
    });
  }
});

/** The pages whose Markdown has a table (worked examples, program comparisons), both languages. */
const pagesWithTables = (['en', 'es'] as const).flatMap((language) =>
  fs
    .readdirSync(path.resolve(__dirname, '../content', language))
    .filter((file) => file.endsWith('.md'))
    .filter((file) =>
      /^\|.*\|\s*$/m.test(fs.readFileSync(path.resolve(__dirname, '../content', language, file), 'utf8')),
    )
    .map((file) => path.basename(file, '.md'))
    .filter(isRouteKey)
    .map((key) => pathFor(key, language)),
);

test.describe('Tables from Markdown on a phone', () => {
  test('the content has tables to check', () => {
    expect(pagesWithTables.length).toBeGreaterThan(10);
  });

  for (const tablePath of pagesWithTables) {
    test(`${tablePath}: each table sits in a labelled, focusable scroll region with a cue, and the page never scrolls sideways at 320 or 375 px`, async () => {
      await load(phone, tablePath);
      for (const viewport of PHONE_WIDTHS.slice(0, 2)) {
        await resize(phone, viewport.width, viewport.height);
        const found = await phone.locator('main table').evaluateAll((tables) =>
          tables.map((table) => {
            const region = table.parentElement?.closest('[role="region"]') as HTMLElement | null;
            const cue = region ? getComputedStyle(region).backgroundImage : '';
            return {
              region: Boolean(region),
              label: region?.getAttribute('aria-label') ?? region?.getAttribute('aria-labelledby') ?? '',
              tabIndex: region?.tabIndex ?? -1,
              // A region whose table is wider than it shows a shadow on the side with more columns.
              cue: !region || region.scrollWidth <= region.clientWidth || /radial-gradient/.test(cue),
            };
          }),
        );
        expect(found.length, `${viewport.width} px: tables on the page`).toBeGreaterThan(0);
        for (const table of found) {
          expect(table, `${viewport.width} px`).toEqual({
            region: true,
            label: expect.stringMatching(/\S/),
            tabIndex: 0,
            cue: true,
          });
        }
        const sideways = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(sideways, `${viewport.width} px: the page scrolls sideways by`).toBeLessThanOrEqual(0);
      }
    });
  }
});
