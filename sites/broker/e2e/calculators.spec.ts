import {
  calculateMortgage,
  estimatePmi,
  formatUsd,
  pathFor,
  purchaseCashToClose,
  titlePremium,
  type Language,
  type RouteKey,
} from '@broker/core';
import { baseUrl, expect, test, type Page } from './support/browser';
import { strings } from './support/site';
import { siteConfig } from '../site.config';

/**
 * The calculator tool pages as a visitor meets them in the built site: each in both languages
 * at 375 and 1280 px, used by keyboard alone (the calculator's code loads on first use), its
 * scenario in the address, sent to a loan officer through the pre-qualification dialog, carried
 * across the language toggle with a clean canonical, and printed on one page.
 */
const LANGUAGES: Language[] = ['en', 'es'];
const WIDTHS = [
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
];

type Strings = ReturnType<typeof strings>;
interface Tool {
  key: RouteKey;
  /** The label of the first field, the heading of the results, and a value for that field. */
  first: (s: Strings) => string;
  results: (s: Strings) => string;
  value: string;
  /** The scenario's query parameter for that field. */
  param: string;
}

const TOOLS: Tool[] = [
  {
    key: 'affordabilityCalculator',
    first: (s) => s.affordability.income,
    results: (s) => s.affordability.resultsHeading,
    value: '185000',
    param: 'income',
  },
  {
    key: 'refinanceCalculator',
    first: (s) => s.refinanceCalculator.homeValue,
    results: (s) => s.refinanceCalculator.resultsHeading,
    value: '725000',
    param: 'value',
  },
  {
    key: 'dscrCalculator',
    first: (s) => s.dscrCalculator.rent,
    results: (s) => s.dscrCalculator.resultsHeading,
    value: '4350',
    param: 'rent',
  },
  {
    key: 'assetIncomeCalculator',
    first: (s) => s.assetIncome.assets.cash.label,
    results: (s) => s.assetIncome.resultsHeading,
    value: '2000000',
    param: 'cash',
  },
  {
    key: 'cashToCloseCalculator',
    first: (s) => s.cashToClose.price,
    results: (s) => s.cashToClose.resultsHeading,
    value: '640000',
    param: 'price',
  },
  {
    key: 'pointsCalculator',
    first: (s) => s.points.loan,
    results: (s) => s.points.resultsHeading,
    value: '525000',
    param: 'loan',
  },
];

/** The accessible name of the focused element. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const labelled = element.getAttribute('aria-labelledby');
    if (labelled)
      return labelled
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    const input = element as HTMLInputElement;
    return (input.labels?.[0]?.textContent ?? element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
  });

/** Presses Tab until the focused element's name starts with `name`; fails after `limit` presses. */
async function tabTo(page: Page, name: string, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if ((await focusedLabel(page)).startsWith(name)) return;
  }
  throw new Error(`"${name}" was not reached with ${limit} presses of Tab`);
}

async function load(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  await page.waitForSelector('header[data-layout]', { state: 'attached' });
}

for (const tool of TOOLS) {
  for (const language of LANGUAGES) {
    for (const viewport of WIDTHS) {
      test.describe(`${tool.key} (${language}, ${viewport.width} px)`, () => {
        test.use({ viewport });

        test('works by keyboard alone: figures, the address, and the scenario sent to a loan officer', async ({
          page,
          consoleErrors,
        }) => {
          const s = strings(language);
          const path = pathFor(tool.key, language);
          await load(page, path);
          const results = page.getByRole('region', { name: tool.results(s) });
          const before = await results.innerText();

          await tabTo(page, tool.first(s));
          await page.keyboard.press('ControlOrMeta+A');
          await page.keyboard.type(tool.value);
          await expect(results).not.toHaveText(before);
          const after = await results.innerText();
          expect(after).not.toMatch(/NaN|Infinity|undefined|null/);
          expect(after).toContain(s.calculatorTool.disclaimer);
          // The scenario reaches the address (after a pause in typing) without a new history entry.
          await expect.poll(() => new URL(page.url()).searchParams.get(tool.param)).toBe(tool.value);
          expect(new URL(page.url()).pathname).toBe(path);

          await tabTo(page, s.calculatorTool.sendScenario);
          await page.keyboard.press('Enter');
          const dialog = page.getByRole('dialog');
          await expect(dialog).toBeVisible();
          await expect(dialog.getByLabel(new RegExp(`^${s.prequalification.firstName}`))).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
          expect(await focusedLabel(page)).toBe(s.calculatorTool.sendScenario);
          expect(consoleErrors).toEqual([]);
        });
      });
    }
  }
}

test.describe('A first tap on "Send This Scenario", before the calculator has loaded', () => {
  for (const key of ['calculator', ...TOOLS.map((tool) => tool.key)] as RouteKey[]) {
    for (const [language, viewport, touch] of [
      ['en', WIDTHS[0]!, true],
      ['es', WIDTHS[1]!, false],
    ] as const) {
      test(`opens the dialog: ${key} (${language}, ${viewport.width} px, ${touch ? 'tap' : 'click'})`, async ({
        browser,
      }) => {
        const context = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch });
        const page = await context.newPage();
        try {
          await load(page, pathFor(key, language));
          const send = page.getByRole('button', { name: strings(language).calculatorTool.sendScenario });
          if (touch) await send.tap();
          else await send.click();
          const dialog = page.getByRole('dialog');
          await expect(dialog).toBeVisible();
          await expect(dialog.getByLabel(new RegExp(`^${strings(language).prequalification.firstName}`))).toBeVisible();
        } finally {
          await context.close();
        }
      });
    }
  }
});

test.describe('A shared scenario', () => {
  test('keeps its figures across the language toggle, with a canonical free of the query', async ({ page }) => {
    const query = '?rent=4350&price=560000';
    await load(page, `${pathFor('dscrCalculator', 'en')}${query}`);
    await expect(page.getByLabel(strings('en').dscrCalculator.rent, { exact: true })).toHaveValue(/4,?350/);
    const toggle = page.locator('header a[hreflang="es"]');
    await expect(toggle).toHaveAttribute('href', `${pathFor('dscrCalculator', 'es')}${query}`);
    await toggle.click();
    await page.waitForURL(`${baseUrl()}${pathFor('dscrCalculator', 'es')}${query}`);
    await expect(page.getByLabel(strings('es').dscrCalculator.rent, { exact: true })).toHaveValue(/4,?350/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${pathFor('dscrCalculator', 'es')}$`),
    );
  });
});

test.describe('Florida cash to close', () => {
  test('works a shared Palm Beach scenario to the dollar, in English and then in Spanish', async ({ page }) => {
    const query = '?price=640000&downpct=20&county=palmBeach&owner=seller&month=3&day=20&sellertax=9000';
    const expected = purchaseCashToClose({
      price: 640000,
      loanAmount: 512000,
      ratePercent: siteConfig.figures.rateSheet.rates.conventional30.rate,
      county: 'palmBeach',
      singleFamily: true,
      closingMonth: 3,
      closingDay: 20,
      annualPropertyTax: 10000,
      sellerTaxBill: 9000,
      annualInsurance: 3600,
      originationCharges: 1495,
      lenderServices: 900,
      titleServices: 1500,
      ownersPolicyPaidBy: 'seller',
      deedStampsPaidBy: 'seller',
      deposit: 50000,
      sellerCredits: 0,
      lenderCredits: 0,
    });
    for (const language of LANGUAGES) {
      const t = strings(language).cashToClose;
      if (language === 'en') await load(page, `${pathFor('cashToCloseCalculator', 'en')}${query}`);
      else {
        await page.locator('header a[hreflang="es"]').click();
        await page.waitForURL(`${baseUrl()}${pathFor('cashToCloseCalculator', 'es')}${query}`);
      }
      const results = page.getByRole('region', { name: t.resultsHeading });
      await expect(page.getByLabel(t.county)).toHaveValue('palmBeach');
      await expect(results.getByText(t.cashToClose).locator('xpath=following-sibling::dd')).toHaveText(
        formatUsd(expected.cashToClose, language),
      );
      // The loan policy at its full premium, as the Loan Estimate shows it; with the seller buying the
      // owner's policy the buyer pays the simultaneous-issue charge, and the rest comes off the cash.
      const canShop = results.getByRole('region', { name: new RegExp(`^${t.sections.canShop}`) });
      await expect(canShop.getByText(t.lines.lendersPolicy).locator('xpath=following-sibling::dd')).toHaveText(
        formatUsd(titlePremium({ amount: 512000 }), language),
      );
      await expect(results.getByText(t.titleDiscount).locator('xpath=following-sibling::dd')).toHaveText(
        `−\u2060${formatUsd(expected.titleDiscount, language)}`,
      );
      await expect(results.getByText(t.lines.ownersPolicy)).toHaveCount(0);
    }
  });
});

test.describe('Printing a calculator', () => {
  for (const key of ['calculator', ...TOOLS.map((tool) => tool.key)] as RouteKey[]) {
    for (const language of LANGUAGES) {
      test(`${key} (${language}) prints its summary on one Letter page, with its figures and the disclaimer`, async ({
        page,
      }) => {
        await load(page, pathFor(key, language));
        await page.emulateMedia({ media: 'print' });
        const pdf = await page.pdf({ format: 'Letter', printBackground: true });
        const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
        expect(pages).toHaveLength(1);
        // On paper: the calculator and its disclaimer, not the page's header or the chat button.
        await expect(page.getByText(strings(language).calculatorTool.disclaimer).first()).toBeVisible();
        await expect(page.locator('form').first()).toBeVisible();
        for (const offPaper of [
          page.locator(`button[aria-label="${strings(language).chatLauncher}"]`),
          page.locator('header[data-layout]'),
          page.locator('footer'),
        ]) {
          await expect(offPaper).toHaveCount(1);
          await expect(offPaper).toBeHidden();
        }
      });
    }
  }
});

/** The payment calculator's result rows, label to value. */
async function paymentRows(page: Page, language: Language): Promise<Record<string, string>> {
  const results = page.getByRole('region', { name: strings(language).calculator.resultsHeading });
  return results
    .locator('dl > div')
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((row) => [row.querySelector('dt')?.textContent?.trim(), row.querySelector('dd')?.textContent?.trim()]),
      ),
    );
}

const fillIn = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

for (const language of LANGUAGES) {
  test.describe(`The payment calculator (${language})`, () => {
    const t = strings(language).calculator;
    const money = (value: number) => formatUsd(value, language);
    const { pmiRates } = siteConfig.figures;
    const middleRate = Math.round(((pmiRates.low + pmiRates.high) / 2) * 1000) / 1000;
    const base = { homePrice: 500000, loanTerm: 30, interestRate: 6.5, propertyTax: 6000, homeInsurance: 2000, hoa: 0 };

    test('includes PMI by default below 20% down, named as an estimate, and the visitor can change or remove it', async ({
      page,
    }) => {
      await load(page, pathFor('calculator', language));
      await page.getByLabel(t.downPaymentAmount, { exact: true }).fill('50000');
      const annual = estimatePmi({ homePrice: 500000, loanAmount: 450000, annualRate: pmiRates }).annual.middle;
      const withPmi = calculateMortgage({ ...base, downPayment: 50000, pmi: annual });
      await expect.poll(() => paymentRows(page, language)).toMatchObject({ [t.total]: money(withPmi.totalPayment) });
      const estimateLabel = fillIn(t.pmiRowEstimate, { rate: `${middleRate}%` });
      expect(await paymentRows(page, language)).toMatchObject({ [estimateLabel]: money(withPmi.pmi) });

      // The visitor's own figure replaces the estimate; 0 removes it.
      const pmiBox = page.getByLabel(t.pmi, { exact: true });
      await pmiBox.fill('1200');
      const ownPmi = calculateMortgage({ ...base, downPayment: 50000, pmi: 1200 });
      await expect
        .poll(() => paymentRows(page, language))
        .toMatchObject({
          [t.pmiRow]: money(100),
          [t.total]: money(ownPmi.totalPayment),
        });
      await pmiBox.fill('0');
      const noPmi = calculateMortgage({ ...base, downPayment: 50000, pmi: 0 });
      await expect
        .poll(() => paymentRows(page, language))
        .toEqual(expect.objectContaining({ [t.total]: money(noPmi.totalPayment) }));
      expect(Object.keys(await paymentRows(page, language)).some((label) => label.startsWith('PMI'))).toBe(false);
    });

    test('leaves PMI out at 20% down or more', async ({ page }) => {
      await load(page, pathFor('calculator', language));
      await page.getByLabel(t.downPaymentAmount, { exact: true }).fill('50000');
      const annual = estimatePmi({ homePrice: 500000, loanAmount: 450000, annualRate: pmiRates }).annual.middle;
      const withPmi = calculateMortgage({ ...base, downPayment: 50000, pmi: annual }).totalPayment;
      await expect.poll(() => paymentRows(page, language)).toMatchObject({ [t.total]: money(withPmi) });
      await page.getByLabel(t.downPaymentAmount, { exact: true }).fill('100000');
      const total = calculateMortgage({ ...base, downPayment: 100000, pmi: 0 }).totalPayment;
      await expect.poll(() => paymentRows(page, language)).toMatchObject({ [t.total]: money(total) });
      expect(Object.keys(await paymentRows(page, language)).some((label) => label.startsWith('PMI'))).toBe(false);
    });

    for (const typed of ['0', '', '-5', 'abc']) {
      test(`refuses a loan term of "${typed}" with a message, never putting 15 years in its place`, async ({
        page,
      }) => {
        await load(page, pathFor('calculator', language));
        const s = strings(language);
        const box = page.getByLabel(t.loanTermField);
        await box.fill(typed);
        await box.press('Tab');
        await expect(box).toHaveValue(typed);
        // No payment is shown for a term the visitor did not choose.
        const results = page.getByRole('region', { name: t.resultsHeading });
        await expect.poll(() => paymentRows(page, language)).not.toHaveProperty([t.total]);
        const fifteenYears = calculateMortgage({ ...base, downPayment: 100000, loanTerm: 15, pmi: 0 });
        expect(await results.innerText()).not.toContain(money(fifteenYears.principalInterest));
        const message = fillIn(s.calculatorTool.issues.outOfRange, {
          min: `15 ${t.years_other}`,
          max: `30 ${t.years_other}`,
        });
        await expect(page.getByText(message, { exact: true })).toBeVisible();
        await expect(results.locator('p', { hasText: t.noTerm })).toBeVisible();
      });
    }

    test('a term of 0 in the box puts the slider at its minimum, and a key on the slider puts a valid term back', async ({
      page,
    }) => {
      await load(page, pathFor('calculator', language));
      const box = page.getByLabel(t.loanTermField);
      const slider = page.getByRole('slider', { name: t.loanTerm });
      await box.fill('0');
      await expect(box).toHaveValue('0');
      // The slider shows the nearest valid term, not the refused one.
      await expect(slider).toHaveValue('15');
      await expect(slider).toHaveAttribute('aria-valuetext', `15 ${t.years_other}`);
      await expect(page.getByText(t.noTerm)).toBeVisible();

      await slider.focus();
      await page.keyboard.press('Home');
      await expect(box).toHaveValue('15');
      await expect(slider).toHaveValue('15');
      await expect(box).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(t.noTerm)).toBeHidden();
      const fifteen = calculateMortgage({ ...base, downPayment: 100000, loanTerm: 15, pmi: 0 });
      await expect.poll(() => paymentRows(page, language)).toMatchObject({ [t.total]: money(fifteen.totalPayment) });

      // Any other key moves from the minimum as it would from a valid term.
      await box.fill('abc');
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await expect(box).toHaveValue('16');
      await expect(slider).toHaveValue('16');
    });

    test('refuses a term of 0 from a shared address instead of opening at 15 years', async ({ page }) => {
      await load(page, `${pathFor('calculator', language)}?price=400000&term=0`);
      await expect(page.getByLabel(t.loanTermField)).toHaveValue('0');
      const results = page.getByRole('region', { name: t.resultsHeading });
      await expect(results.locator('p', { hasText: t.noTerm })).toBeVisible();
      expect(await paymentRows(page, language)).not.toHaveProperty([t.total]);
    });
  });
}

test.describe('A printed summary', () => {
  for (const key of ['calculator', ...TOOLS.map((tool) => tool.key)] as RouteKey[]) {
    for (const language of LANGUAGES) {
      test(`${key} (${language}) carries no screen controls on paper`, async ({ page }) => {
        // Below 20% down the payment calculator shows its PMI estimate with a button.
        await load(page, `${pathFor(key, language)}${key === 'calculator' ? '?down=25000&pmi=1000' : ''}`);
        const controls =
          'button, select, input[type="range"], input[type="radio"], input[type="checkbox"], [role="button"], [role="radio"], [role="switch"]';
        const onScreen = await page
          .locator(controls)
          .evaluateAll((all) => all.filter((el) => el.checkVisibility()).length);
        expect(onScreen).toBeGreaterThan(0);
        await page.emulateMedia({ media: 'print' });
        const visible = await page
          .locator(controls)
          .evaluateAll((all) =>
            all
              .filter((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
              .map(
                (el) =>
                  `${el.tagName.toLowerCase()} ${el.getAttribute('type') ?? ''} "${(el.textContent || el.getAttribute('aria-label') || '').trim()}"`,
              ),
          );
        expect(visible).toEqual([]);
        // The figures stay on paper as plain values: the number boxes keep their text, without a box.
        const box = page.locator('form input[type="text"], form input:not([type])').first();
        await expect(box).toBeVisible();
        expect(await box.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('0px');
      });
    }
  }
});

/** A field whose refused text leaves its calculator nothing to compute from. */
interface Refusal {
  key: RouteKey;
  label: (s: Strings) => string;
  results: (s: Strings) => string;
  typed: string;
}

const REFUSALS: Refusal[] = [
  { key: 'calculator', label: (s) => s.calculator.homePrice, results: (s) => s.calculator.resultsHeading, typed: '' },
  {
    key: 'calculator',
    label: (s) => s.calculator.interestRate,
    results: (s) => s.calculator.resultsHeading,
    typed: 'abc',
  },
  { key: 'affordabilityCalculator', label: (s) => s.affordability.term, results: TOOLS[0]!.results, typed: '0' },
  { key: 'affordabilityCalculator', label: (s) => s.affordability.income, results: TOOLS[0]!.results, typed: '' },
  { key: 'refinanceCalculator', label: (s) => s.refinanceCalculator.newTerm, results: TOOLS[1]!.results, typed: '0' },
  { key: 'refinanceCalculator', label: (s) => s.refinanceCalculator.yearsLeft, results: TOOLS[1]!.results, typed: '' },
  { key: 'refinanceCalculator', label: (s) => s.refinanceCalculator.balance, results: TOOLS[1]!.results, typed: '-5' },
  { key: 'dscrCalculator', label: (s) => s.dscrCalculator.term, results: TOOLS[2]!.results, typed: '0' },
  { key: 'dscrCalculator', label: (s) => s.dscrCalculator.rent, results: TOOLS[2]!.results, typed: '' },
  { key: 'assetIncomeCalculator', label: (s) => s.assetIncome.term, results: TOOLS[3]!.results, typed: '5' },
  { key: 'cashToCloseCalculator', label: (s) => s.cashToClose.price, results: TOOLS[4]!.results, typed: '' },
  { key: 'pointsCalculator', label: (s) => s.points.keep, results: TOOLS[5]!.results, typed: '0' },
];

for (const language of LANGUAGES) {
  test.describe(`Results beside a refused field (${language})`, () => {
    const s = strings(language);
    for (const refusal of REFUSALS) {
      test(`${refusal.key}: "${refusal.typed}" in ${refusal.label(s)} asks for a valid value instead of showing figures`, async ({
        page,
      }) => {
        // The interest-rate box of the payment calculator sits beside its slider, with a name of its own.
        const label =
          refusal.label(s) === s.calculator.interestRate ? s.calculator.interestRateField : refusal.label(s);
        await load(page, pathFor(refusal.key, language));
        const results = page.getByRole('region', { name: refusal.results(s) });
        await expect(results.locator('dl').first()).toBeVisible();
        const box = page.getByLabel(label, { exact: true });
        const before = await box.inputValue();
        await box.fill(refusal.typed);
        await box.press('Tab');
        await expect(results.locator('[data-unavailable]')).toHaveText(
          fillIn(s.calculatorTool.enterValid, { field: refusal.label(s) }),
        );
        await expect(results.locator('dl, ol')).toHaveCount(0);
        expect(await results.innerText()).not.toContain(formatUsd(0, language));
        // A usable value brings the estimate back.
        await box.fill(before);
        await expect(results.locator('dl').first()).toBeVisible();
        await expect(results.locator('[data-unavailable]')).toHaveCount(0);
      });
    }
  });

  test(`A count of one year reads in the singular (${language})`, async ({ page }) => {
    const s = strings(language);
    const t = s.refinanceCalculator;
    await load(page, pathFor('refinanceCalculator', language));
    const box = page.getByLabel(t.yearsLeft, { exact: true });
    await box.fill('0');
    // The range of the years left starts at one year: "from 1 year to 40 years".
    const message = fillIn(s.calculatorTool.issues.outOfRange, { min: `1 ${t.years_one}`, max: `40 ${t.years_other}` });
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await box.fill('1');
    // The unit beside the box follows the count.
    await expect(box.locator('xpath=following-sibling::span[1]')).toHaveText(t.years_one);
    await box.fill('27');
    await expect(box.locator('xpath=following-sibling::span[1]')).toHaveText(t.years_other);
    const main = await page.locator('main').innerText();
    expect(main).not.toMatch(language === 'en' ? /\b1 years\b/ : /\b1 años\b/);
  });
}
