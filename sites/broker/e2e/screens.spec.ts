import type { Language } from '@broker/core';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { baseUrl } from './support/browser';
import { resize } from './support/layout';
import { drawWithSiteFonts, screenName, settle } from './support/screens';
import { SITE, strings } from './support/site';

/**
 * What a visitor sees, compared with committed screenshots: the first screen of every page template
 * in both languages at 375 (a phone), 820 and 1024 (a tablet upright and sideways) and 1280 px; a
 * whole article on a phone; and every overlay open: the pre-qualification dialog, the chat with a
 * conversation and its lead form, the phone menu, and a glossary tooltip by the right edge.
 * Each comparison is Playwright's `toHaveScreenshot` (shots until two in a row are identical, then
 * pixelmatch against `e2e/__screens__/<name>.png`; settings in playwright.config.ts), soft, so a test
 * reports every screen that changed. `npm run test:screens:update -w @broker/site` rewrites the
 * baselines that changed (after `npm run build`).
 */
const TEMPLATES: Array<{ template: string; key: string }> = [
  { template: 'home', key: 'home' },
  { template: 'buy-home', key: 'buyHome' },
  { template: 'refinance', key: 'refinance' },
  { template: 'calculator', key: 'calculator' },
  { template: 'about', key: 'about' },
  { template: 'contact', key: 'contact' },
  { template: 'blog', key: 'blog' },
  { template: 'legal', key: 'privacyPolicy' },
  { template: 'article', key: 'dscrLoans' },
  { template: 'calculator-tool', key: 'dscrCalculator' },
  { template: 'neighbourhood', key: 'brickell' },
];
const NOT_FOUND: Record<Language, string> = { en: '/no-such-page', es: '/es/no-existe' };
const LANGUAGES: Language[] = ['en', 'es'];

const PHONE = { width: 375, height: 667 };
const WIDE = [
  { width: 820, height: 1180 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
];

/** Every date the pages compute (a calculator's payoff month) is that of this fixed day. */
const TODAY = new Date('2026-11-23T12:00:00-05:00');

async function newPage(browser: Browser, options: { phone: boolean }): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.phone ? PHONE : WIDE[2],
    ...(options.phone ? { isMobile: true, hasTouch: true } : {}),
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'America/New_York',
  });
  await context.clock.setFixedTime(TODAY);
  await drawWithSiteFonts(context);
  return context.newPage();
}

/**
 * Loads a page and waits until it is hydrated (the header has chosen its layout) and idle, at the
 * top: Gatsby restores the scroll position a page had earlier in the tab's session, which would make
 * a shot depend on the tests before it.
 */
async function load(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  await page.waitForSelector('header[data-layout]', { state: 'attached' });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Compares the viewport (or the whole page) with the baseline `<name>.png`. */
async function screen(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await settle(page);
  await expect.soft(page).toHaveScreenshot(`${name}.png`, { fullPage: options.fullPage ?? false });
}

for (const language of LANGUAGES) {
  test.describe(`Every page template (${language})`, () => {
    let phone: Page;
    let wide: Page;
    test.beforeAll(async ({ browser }) => {
      phone = await newPage(browser, { phone: true });
      wide = await newPage(browser, { phone: false });
    });
    test.afterAll(async () => {
      await phone?.context().close();
      await wide?.context().close();
    });

    const pages = [
      ...TEMPLATES.map(({ template, key }) => ({ template, path: SITE.pathFor(key, language) })),
      { template: 'not-found', path: NOT_FOUND[language] },
    ];

    for (const { template, path } of pages) {
      test(`${template} (${path}) at 375, 820, 1024 and 1280 px`, async () => {
        await load(phone, path);
        await screen(phone, screenName(template, language, PHONE.width));
        await load(wide, path);
        for (const viewport of WIDE) {
          await resize(wide, viewport.width, viewport.height);
          await wide.evaluate(() => window.scrollTo(0, 0));
          await screen(wide, screenName(template, language, viewport.width));
        }
      });
    }

    test('a whole article on a phone', async () => {
      await load(phone, SITE.pathFor('dscrLoans', language));
      // Lazy images and islands below the first screen load as a reader scrolls down.
      await phone.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((done) => setTimeout(done, 50));
        }
        window.scrollTo(0, 0);
      });
      await phone.waitForLoadState('networkidle');
      await screen(phone, screenName('article-whole', language, PHONE.width), { fullPage: true });
    });
  });
}

for (const language of LANGUAGES) {
  test.describe(`Every overlay open (${language})`, () => {
    const s = strings(language);
    let phone: Page;
    let wide: Page;
    test.beforeAll(async ({ browser }) => {
      phone = await newPage(browser, { phone: true });
      wide = await newPage(browser, { phone: false });
    });
    test.afterAll(async () => {
      await phone?.context().close();
      await wide?.context().close();
    });

    test('the pre-qualification dialog at 375 and 1280 px', async () => {
      for (const [page, width] of [
        [phone, PHONE.width],
        [wide, 1280],
      ] as const) {
        await load(page, SITE.pathFor('home', language));
        await page.locator('main button[aria-haspopup="dialog"]').first().click();
        await page.waitForSelector('dialog[open] input[autocomplete="given-name"]');
        await screen(page, screenName('dialog-prequalify', language, width));
        await page.keyboard.press('Escape');
        await page.waitForSelector('dialog[open]', { state: 'detached' });
      }
    });

    test('the chat with a conversation and its lead form at 375 and 1280 px', async () => {
      const t = s.chat;
      for (const [page, width] of [
        [phone, PHONE.width],
        [wide, 1280],
      ] as const) {
        await load(page, SITE.pathFor('buyHome', language));
        await page.getByRole('button', { name: s.chatLauncher }).click();
        const chat = page.getByRole('dialog', { name: t.title });
        await chat.getByText(t.greeting).waitFor();
        const input = chat.getByLabel(t.inputLabel);
        await input.fill(language === 'es' ? '¿Qué es un préstamo DSCR?' : 'What is a DSCR loan?');
        await input.press('Enter');
        await chat.getByRole('heading', { name: t.lead.title }).waitFor({ timeout: 10000 });
        await chat.getByText(t.typing).waitFor({ state: 'hidden' });
        await screen(page, screenName('chat-lead-form', language, width));
        await chat.getByRole('button', { name: t.close }).click();
        await chat.waitFor({ state: 'hidden' });
      }
    });

    test('the phone menu at 375 px', async () => {
      await load(phone, SITE.pathFor('home', language));
      const menu = phone.locator('header').first().getByRole('button', { name: s.header.menu });
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await phone.locator('header nav a').first().waitFor({ state: 'visible' });
      await screen(phone, screenName('menu', language, PHONE.width));
      await phone.keyboard.press('Escape');
    });

    test('a glossary tooltip by the right edge at 375 px', async () => {
      await load(phone, SITE.pathFor('dscrLoans', language));
      // The term whose text ends nearest the right edge of the screen.
      const found = await phone.evaluate(() => {
        const terms = Array.from(document.querySelectorAll('main [aria-describedby]')).filter(
          (term) =>
            document.getElementById(term.getAttribute('aria-describedby') ?? '')?.getAttribute('role') === 'tooltip',
        );
        const rightmost = terms
          .filter((term) => term.getBoundingClientRect().width > 0)
          .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)[0];
        rightmost?.setAttribute('data-screen-term', '');
        return Boolean(rightmost);
      });
      expect(found).toBe(true);
      const term = phone.locator('[data-screen-term]');
      await term.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await term.focus();
      const tooltip = phone.locator(`[id="${await term.getAttribute('aria-describedby')}"]`);
      await tooltip.waitFor({ state: 'visible' });
      const box = await tooltip.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      await screen(phone, screenName('tooltip-edge', language, PHONE.width));
    });
  });
}
