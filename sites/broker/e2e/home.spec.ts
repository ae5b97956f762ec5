import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { pathFor, readScenario, SCENARIO_SPECS, type Language } from '@broker/core';
import type { HomeFrontmatter } from '../src/content/frontmatter';
import { siteConfig } from '../site.config';
import { baseUrl, expect, test, type Page } from './support/browser';
import { SITE, strings } from './support/site';

/**
 * The home page's first screen as a visitor meets it in the built site, in both languages, by
 * keyboard alone: the payment estimate works on the page and hands its scenario to the payment
 * calculator, whose total reads the same; the program finder leads to each program's page in the
 * page's language. Proof and team show only what the broker configured, never samples.
 */
const LANGUAGES: Language[] = ['en', 'es'];

function home(language: Language): HomeFrontmatter {
  const markdown = fs.readFileSync(path.resolve(__dirname, '..', 'content', language, 'home.md'), 'utf8');
  const match = /^---\n([\s\S]*?)\n---/.exec(markdown);
  if (!match?.[1]) throw new Error(`content/${language}/home.md has no frontmatter`);
  return parseYaml(match[1]) as HomeFrontmatter;
}

/** The accessible name of the focused element. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const input = element as HTMLInputElement;
    return (input.labels?.[0]?.textContent ?? element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
  });

/** Presses Tab until the focused element's name is `name`; fails after `limit` presses. */
async function tabTo(page: Page, name: string, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if ((await focusedLabel(page)) === name) return;
  }
  throw new Error(`"${name}" was not reached with ${limit} presses of Tab`);
}

async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

async function load(page: Page, address: string): Promise<void> {
  await page.goto(`${baseUrl()}${address}`, { waitUntil: 'networkidle' });
  await page.waitForSelector('header[data-layout]', { state: 'attached' });
}

/** The value of the result row labelled `label` inside `scope`. */
const rowValue = (page: Page, scope: string, label: string) =>
  page
    .getByRole('region', { name: scope })
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd')
    .innerText();

for (const language of LANGUAGES) {
  const fm = home(language);
  const s = strings(language);

  test.describe(`The home page's first screen (${language})`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('estimates a payment by keyboard, with the disclosures, and hands the scenario to the calculator', async ({
      page,
      consoleErrors,
    }) => {
      await load(page, pathFor('home', language));
      const estimate = page.getByRole('region', { name: fm.estimate.heading });
      await expect(estimate).toBeVisible();

      await tabTo(page, s.calculator.homePrice);
      await retype(page, '650000');
      await page.keyboard.press('Tab');
      expect(await focusedLabel(page)).toBe(s.calculator.downPayment);
      await retype(page, '65000');
      await page.keyboard.press('Tab');
      expect(await focusedLabel(page)).toBe(s.calculator.interestRate);
      await retype(page, '6.875');
      await page.keyboard.press('Tab');
      expect(await focusedLabel(page)).toBe(s.calculator.loanTerm);
      await page.keyboard.press('ArrowDown');
      await expect(estimate.getByRole('combobox', { name: s.calculator.loanTerm })).toHaveValue('20');

      // 10% down: the PMI estimate is in the total, named as an estimate; the disclosures are there.
      await expect(estimate.locator('dt', { hasText: /PMI/ })).toBeVisible();
      await expect(estimate.getByText(s.calculatorTool.disclaimer)).toBeVisible();
      const calculatorNote = /^note: '(.*)'$/m.exec(
        fs.readFileSync(path.resolve(__dirname, '..', 'content', language, 'calculator.md'), 'utf8'),
      )?.[1];
      expect(calculatorNote).toBeTruthy();
      await expect(estimate.getByText(calculatorNote ?? '')).toBeVisible();
      const total = await rowValue(page, fm.estimate.heading, s.calculator.total);
      expect(total).toMatch(/^\$\d/);

      await tabTo(page, fm.estimate.openCalculator);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === pathFor('calculator', language));
      expect(readScenario(SCENARIO_SPECS.payment, new URL(page.url()).search)).toEqual({
        price: 650000,
        down: 65000,
        term: 20,
        rate: 6.875,
        taxpct: siteConfig.figures.miamiDadePropertyTax.percent,
      });
      await expect(page.getByLabel(s.calculator.homePrice, { exact: true })).toHaveValue(/650,?000/);
      await expect.poll(() => rowValue(page, s.calculator.resultsHeading, s.calculator.total)).toBe(total);
      expect(consoleErrors).toEqual([]);
    });

    test('finds each program by keyboard and leads to its page in the same language', async ({
      page,
      consoleErrors,
    }) => {
      for (const [index, option] of fm.finder.options.entries()) {
        await load(page, pathFor('home', language));
        await tabTo(page, fm.finder.options[0]?.label ?? '');
        for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowDown');
        expect(await focusedLabel(page)).toBe(option.label);
        await expect(page.getByRole('radio', { name: option.label })).toBeChecked();
        await page.keyboard.press('Tab');
        expect(await focusedLabel(page)).toBe(option.link);
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.pathname === SITE.pathFor(option.to, language));
      }
      expect(fm.finder.options.map((option) => option.to)).toEqual([
        'buyHome',
        'refinance',
        'dscrLoans',
        'bankStatementLoans',
        'foreignNationalLoans',
        'doctorMortgage',
      ]);
      expect(consoleErrors).toEqual([]);
    });

    test('shows only proof the broker configured, and never a sample profile or review', async ({ page }) => {
      await load(page, pathFor('home', language));
      const configured = Object.keys(siteConfig.proof).length > 0;
      await expect(page.getByRole('heading', { name: fm.proof.heading })).toHaveCount(configured ? 1 : 0);
      await expect(page.getByText(fm.team.sampleLabel)).toHaveCount(0);
      await expect(page.getByText(fm.team.sampleNote)).toHaveCount(0);
      await expect(page.getByText(fm.testimonials.sampleNote)).toHaveCount(0);
    });
  });
}
