import { pathFor, type Language } from '@broker/core';
import type { Locator, Page } from '@playwright/test';
import { baseUrl, expect, test } from './support/browser';
import { strings } from './support/site';

/**
 * The chat window on phones and wide screens: on a phone it is a modal dialog (the page behind does
 * not scroll or take focus, Tab stays inside, Escape closes it and focus returns to the launcher);
 * beside the page on wide screens; the visitor's last message stays in view when the lead form
 * opens or a reply comes; and the launcher never sits on what a visitor must read or click.
 */
const LANGUAGES: Language[] = ['en', 'es'];
const PHONE = { width: 375, height: 667 };

async function openChat(page: Page, language: Language, path: string | null = pathFor('contact', language)) {
  const s = strings(language);
  if (path !== null) await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  const launcher = page.getByRole('button', { name: s.chatLauncher });
  await launcher.click();
  const chat = page.getByRole('dialog', { name: s.chat.title });
  await chat.getByText(s.chat.greeting).waitFor();
  return { s, launcher, chat };
}

async function say(chat: Locator, language: Language, text: string) {
  const input = chat.getByLabel(strings(language).chat.inputLabel);
  await input.fill(text);
  await input.press('Enter');
}

/** Whether the element with focus is inside `region`. */
const focusInside = (region: Locator) =>
  region.evaluate((element) => document.activeElement !== document.body && element.contains(document.activeElement));

/**
 * Where focus is: inside `region`, on the page outside it, or with the browser itself (its address
 * bar and tabs, which a modal dialog's focus cycle passes through once a round).
 */
const focusPlace = (region: Locator) =>
  region.evaluate((element) => {
    const active = document.activeElement;
    if (!active || active === document.body || active === document.documentElement) return 'browser';
    return element.contains(active)
      ? 'inside'
      : `page: <${active.tagName.toLowerCase()}> ${active.textContent?.slice(0, 30)}`;
  });

/** How much of `message` shows inside the chat's scrolling area, the log's parent (1: all of it). */
const shownFraction = (message: Locator) =>
  message.evaluate((element) => {
    const scroller = element.closest('[role="log"]')!.parentElement!;
    const r = element.getBoundingClientRect();
    const box = scroller.getBoundingClientRect();
    const seen = Math.max(0, Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top));
    return r.height > 0 ? seen / r.height : 0;
  });

for (const language of LANGUAGES) {
  test.describe(`The chat on a phone is a modal dialog (${language})`, () => {
    test.use({ viewport: PHONE });

    test('the page behind does not scroll, Tab stays inside, Escape closes and focus returns to the launcher', async ({
      page,
    }) => {
      await page.goto(`${baseUrl()}${pathFor('contact', language)}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => window.scrollTo(0, 400));
      const { s, launcher, chat } = await openChat(page, language, null);
      expect(await chat.evaluate((element) => element.matches(':modal'))).toBe(true);

      // The page stays where it was, whether the wheel turns over the chat's header or beside it.
      const before = await page.evaluate(() => window.scrollY);
      const header = chat.getByRole('heading', { name: s.chat.title });
      const box = (await header.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, 600);
      await page.mouse.move(2, PHONE.height - 2);
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);

      // Tab and Shift+Tab go round the chat's own controls (and the browser's), never to the page
      // behind it: twelve presses go round more than once.
      for (const key of ['Tab', 'Shift+Tab']) {
        await chat.getByLabel(s.chat.inputLabel).focus();
        const places: string[] = [];
        for (let step = 0; step < 12; step += 1) {
          await page.keyboard.press(key);
          places.push(await focusPlace(chat));
        }
        expect(
          places.filter((place) => place.startsWith('page')),
          key,
        ).toEqual([]);
        // One stop at the browser's own controls a round, then back inside.
        expect(places.join(' '), key).not.toMatch(/browser browser/);
        expect(places.filter((place) => place === 'inside').length, key).toBeGreaterThanOrEqual(places.length / 2);
      }

      await page.keyboard.press('Escape');
      await expect(chat).toBeHidden();
      await expect(launcher).toBeFocused();
      await expect(launcher).toHaveAttribute('aria-expanded', 'false');
      // The page scrolls again once the chat is closed.
      await page.mouse.wheel(0, 300);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    });
  });

  test.describe(`The chat on a wide screen stays beside the page (${language})`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('the page still scrolls and Tab leaves the chat', async ({ page }) => {
      const { launcher, chat } = await openChat(page, language);
      expect(await chat.evaluate((element) => element.matches(':modal'))).toBe(false);
      await page.mouse.move(200, 450);
      await page.mouse.wheel(0, 400);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      let left = false;
      for (let step = 0; step < 30 && !left; step += 1) {
        await page.keyboard.press('Tab');
        left = !(await focusInside(chat));
      }
      expect(left).toBe(true);
      await chat.getByRole('button', { name: strings(language).chat.close }).click();
      await expect(launcher).toBeFocused();
    });
  });

  for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
    test.describe(`The chat at ${viewport.width} px (${language})`, () => {
      test.use({ viewport });

      test('keeps the visitor’s last message in view when the lead form opens and after an answer', async ({
        page,
      }) => {
        const { s, chat } = await openChat(page, language, pathFor('buyHome', language));
        const first = language === 'es' ? 'Hola, quiero comprar un condo' : 'Hi, I want to buy a condo';
        await say(chat, language, first);
        await chat.getByRole('heading', { name: s.chat.lead.title }).waitFor({ timeout: 10000 });
        await chat.getByText(s.chat.typing).waitFor({ state: 'hidden' });
        const mine = chat.getByRole('listitem').filter({ hasText: first });
        await expect.poll(() => shownFraction(mine)).toBe(1);

        const second =
          language === 'es' ? '¿Cuánto necesito de pago inicial?' : 'How much do I need for a down payment?';
        await say(chat, language, second);
        await chat.getByText(s.chat.typing).waitFor({ state: 'hidden', timeout: 15000 });
        await expect(chat.getByRole('listitem')).toHaveCount(5);
        await expect.poll(() => shownFraction(chat.getByRole('listitem').filter({ hasText: second }))).toBe(1);
      });
    });
  }
}

/**
 * The launcher floats over the page. At every width a form control that takes focus is clear of it,
 * and the end of the page scrolls clear of it; from 768 px the form's text (labels, the consent
 * notice and its box) keeps out of its column, wherever the page is scrolled.
 */
test.describe('The chat launcher never covers the contact form', () => {
  const WIDTHS = [
    { width: 320, height: 568 },
    { width: 375, height: 667 },
    { width: 414, height: 896 },
    { width: 768, height: 1024 },
    { width: 820, height: 1180 },
    { width: 1024, height: 768 },
    { width: 1280, height: 800 },
    { width: 1440, height: 900 },
  ];

  for (const language of LANGUAGES) {
    test(`contact page, 320-1440 px (${language})`, async ({ page }) => {
      const s = strings(language);
      const problems: string[] = [];
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        await page.goto(`${baseUrl()}${pathFor('contact', language)}`, { waitUntil: 'networkidle' });
        const form = page.locator('form').filter({ has: page.getByRole('button', { name: s.contactForm.submit }) });
        const launcher = page.getByRole('button', { name: s.chatLauncher });
        await launcher.waitFor();
        const wide = viewport.width >= 768;
        if (wide) {
          const text = await coveredByLauncher(form, launcher, 'text');
          if (text) problems.push(`${viewport.width} px, as loaded: the launcher covers ${text}`);
        }
        const controls = form.locator('input:not([tabindex="-1"]), select, textarea, button, a[href]');
        const count = await controls.count();
        for (let i = 0; i < count; i += 1) {
          const control = controls.nth(i);
          if (!(await control.isVisible())) continue;
          await control.focus();
          const covered =
            (await coveredByLauncher(control, launcher, 'box')) ||
            (wide ? await coveredByLauncher(form, launcher, 'text') : '');
          if (covered) problems.push(`${viewport.width} px: the launcher covers ${covered}`);
        }
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const last = await coveredByLauncher(page.locator('footer').last(), launcher, 'text');
        if (last) problems.push(`${viewport.width} px, scrolled to the end: the launcher covers ${last}`);
      }
      expect(problems).toEqual([]);
    });
  }
});

/**
 * What the launcher covers of `target`, or '' when nothing: with `box`, the element's own box; with
 * `text`, any line of text inside it (so a short line beside the launcher is not counted).
 */
async function coveredByLauncher(target: Locator, launcher: Locator, what: 'box' | 'text'): Promise<string> {
  const launcherElement = await launcher.elementHandle();
  return target.evaluate(
    (element, [launcherElement, what]) => {
      const l = (launcherElement as HTMLElement).getBoundingClientRect();
      const overlaps = (r: DOMRect) =>
        r.width > 0 && r.height > 0 && r.left < l.right && r.right > l.left && r.top < l.bottom && r.bottom > l.top;
      const name = (el: Element) =>
        `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 50)) || (el as HTMLInputElement).name}"`;
      if (what === 'box') return overlaps(element.getBoundingClientRect()) ? name(element) : '';
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement?.checkVisibility()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if (Array.from(range.getClientRects()).some(overlaps)) return name(node.parentElement);
      }
      return '';
    },
    [launcherElement, what] as const,
  );
}
