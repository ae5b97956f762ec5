import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@broker/core';
import { expect, test, type Page } from '@playwright/test';
import { baseUrl } from './support/browser';
import { layoutProblems, openDialogLook, resize, type LayoutLabels } from './support/layout';
import { SITE, strings } from './support/site';

/**
 * What a visitor sees on every page of both languages (and the 404 page): at 320, 375, 390 and 414 px
 * as a phone lays the page out, and at 768, 820, 1024, 1280 and 1440 px, nothing scrolls sideways, the
 * header's controls and the chat launcher are visible and inside the viewport, and the
 * pre-qualification dialog opens styled by the theme on the pages that offer it (the home page and
 * the neighbourhood pages). Each page is loaded once per context and resized.
 */
const OFFERS_DIALOG = new Set(['home', 'brickell', 'coralGables']);
const pages: Array<{ path: string; language: Language; dialog: boolean }> = [
  ...SITE.routes.flatMap((r) => [
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

/** Routes whose pages carry a grid of four cards (and other grids of cards). */
const CARD_GRID_ROUTES = ['home', 'buyHome', 'refinance', 'calculator', 'about', 'blog', 'brickell', 'coralGables'];
const TEXT_SIZE_WIDTHS = [320, 390, 768, 1024, 1280, 1440];

/**
 * What is wrong with the page's grids of cards, as sentences: a card's text that runs outside its
 * card (or past the viewport), and cards of one grid that overlap.
 */
function cardGridProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const vw = document.documentElement.clientWidth;
    const name = (el: Element) => el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
    const grids = Array.from(document.querySelectorAll('main ul')).filter((ul) =>
      Array.from(ul.children).some((li) => li.firstElementChild?.matches('article, figure')),
    );
    for (const grid of grids) {
      const cards = Array.from(grid.children)
        .map((li) => li.firstElementChild)
        .filter((card): card is Element => Boolean(card));
      const boxes = cards.map((card) => card.getBoundingClientRect());
      cards.forEach((card, i) => {
        const box = boxes[i]!;
        if (box.right > vw + 0.5 || box.left < -0.5) problems.push(`card "${name(card)}" runs past the viewport`);
        const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          // Text only for screen readers sits in a 1 px box that clips it.
          const holder = node.parentElement?.getBoundingClientRect();
          if (!holder || holder.width <= 1 || holder.height <= 1) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of Array.from(range.getClientRects())) {
            if (r.width === 0) continue;
            if (
              r.left < box.left - 0.5 ||
              r.right > box.right + 0.5 ||
              r.top < box.top - 0.5 ||
              r.bottom > box.bottom + 0.5
            ) {
              problems.push(`"${node.textContent.trim().slice(0, 30)}" spills out of card "${name(card)}"`);
              break;
            }
          }
        }
        for (let j = i + 1; j < cards.length; j += 1) {
          const other = boxes[j]!;
          const overlapX = Math.min(box.right, other.right) - Math.max(box.left, other.left);
          const overlapY = Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top);
          if (overlapX > 0.5 && overlapY > 0.5) problems.push(`cards "${name(card)}" and "${name(cards[j]!)}" overlap`);
        }
      });
    }
    return problems;
  });
}

test.describe('Text enlarged to 200% (WCAG 1.4.4)', () => {
  for (const key of CARD_GRID_ROUTES) {
    for (const language of ['en', 'es'] as const) {
      const path = SITE.pathFor(key, language);
      test(`${path}: the grids of cards reflow at 320-1440 px, no text spills or overlaps`, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
        const page = await context.newPage();
        await load(page, path);
        // The browser's text size doubled: everything sized in rem or em doubles with it.
        await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
        const problems: string[] = [];
        for (const width of TEXT_SIZE_WIDTHS) {
          await resize(page, width, 900);
          expect(await page.locator('main li > :is(article, figure)').count()).toBeGreaterThan(0);
          problems.push(...(await cardGridProblems(page)).map((p) => `${width} px: ${p}`));
        }
        await context.close();
        expect(problems).toEqual([]);
      });
    }
  }
});

test.describe('The phone menu before the scripts have run', () => {
  for (const language of ['en', 'es'] as const) {
    test(`opens on a tap as soon as the HTML is there, then the scripts take it over (${language})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: PHONE_WIDTHS[1],
        isMobile: true,
        hasTouch: true,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      // Every script waits until the test lets it through, as on a slow 3G connection.
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\.js(\?|$)/, async (route) => {
        await released;
        await route.continue();
      });
      const { header: copy } = strings(language);
      const home = SITE.pathFor('home', language);
      await page.goto(`${baseUrl()}${home}`, { waitUntil: 'commit' });
      const header = page.locator('header').first();
      const button = header.getByRole('button', { name: copy.menu });
      const nav = header.getByRole('navigation', { name: copy.navigation });
      await expect(button).toBeVisible();
      await expect(nav).toBeHidden();

      await button.tap();
      await expect(nav).toBeVisible({ timeout: 1000 });
      await expect(nav.getByRole('link').first()).toBeVisible();
      // Still no script has run: the header has not measured its layout.
      await expect(page.locator('header[data-layout]')).toHaveCount(0);

      release();
      await page.waitForSelector('header[data-layout]', { state: 'attached' });
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(nav).toBeVisible();

      // Focus order: from the button into the menu's first link.
      await button.focus();
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();

      await button.tap();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(nav).toBeVisible();
      await button.tap();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toBeHidden();
      await context.close();
    });
  }
});

/** sRGB channel values of a computed `rgb()`/`rgba()` colour. */
const channels = (colour: string): [number, number, number] => {
  const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b];
};
const luminance = ([r, g, b]: [number, number, number]) => {
  const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(channels(a)), luminance(channels(b))].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** Hue in degrees (0-360) of a computed colour. */
const hue = (colour: string) => {
  const [r, g, b] = channels(colour).map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const sector = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (sector * 60 + 360) % 360;
};

test.describe('The primary action', () => {
  for (const language of ['en', 'es'] as const) {
    test(`is one teal in the header and on the navy hero, standing out from each, its text at 4.5:1 or more (${language})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const home = SITE.pathFor('home', language);
      await load(page, home);
      const look = (el: Element) => {
        const style = getComputedStyle(el);
        return { background: style.backgroundColor, color: style.color };
      };
      const apply = page
        .locator('header')
        .first()
        .getByRole('link', { name: new RegExp(strings(language).header.apply) });
      const heroBand = page.locator('main > :first-child');
      const hero = heroBand.getByRole('link').or(heroBand.getByRole('button'));
      const headerApply = await apply.evaluate(look);
      const heroPrimary = await hero.first().evaluate(look);
      const heroSecondary = await hero.nth(1).evaluate(look);
      const headerBackground = await page
        .locator('header')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      const heroBackground = await heroBand.evaluate((el) => getComputedStyle(el).backgroundColor);
      // Both bands are opaque, so the contrasts below are against what the visitor sees.
      expect([headerBackground, heroBackground]).toEqual([
        expect.stringMatching(/^rgb\(/),
        expect.stringMatching(/^rgb\(/),
      ]);

      // The same teal, lighter on the navy band so that it stands out there too.
      expect(Math.abs(hue(headerApply.background) - hue(heroPrimary.background))).toBeLessThanOrEqual(8);
      for (const [action, band] of [
        [headerApply, headerBackground],
        [heroPrimary, heroBackground],
      ] as const) {
        expect(contrast(action.color, action.background)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(action.background, band)).toBeGreaterThanOrEqual(3);
      }
      // The secondary action stays distinct.
      expect(heroSecondary.background).not.toBe(heroPrimary.background);
      await context.close();
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
    .filter((key) => SITE.has(key))
    .map((key) => SITE.pathFor(key, language)),
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
