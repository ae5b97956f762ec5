import { DEFAULT_CALCULATOR_INPUTS, calculateMortgage, formatUsd, type Language } from '@broker/core';
import { baseUrl, expect, test, type Page } from './support/browser';
import { SITE, exportedLeads, humanPause, strings, stubTracking, trackingCalls } from './support/site';

const LANGUAGES: Language[] = ['en', 'es'];
const home = (l: Language) => (l === 'es' ? '/es' : '/');
const path = (l: Language, en: string, es: string) => (l === 'es' ? es : en);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = (text: string) => new RegExp(`^${escape(text)}`);
/** The words of a notice up to its phone-number link. */
const beforePhone = (text: string) => text.split('{{phone}}')[0]!.trim();

async function breakdown(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    document.querySelectorAll('dl div').forEach((row) => {
      const dt = row.querySelector('dt');
      const dd = row.querySelector('dd');
      if (dt && dd) out[dt.textContent?.trim() ?? ''] = dd.textContent?.trim() ?? '';
    });
    return out;
  });
}

for (const language of LANGUAGES) {
  test.describe(`The calculator (${language})`, () => {
    const t = strings(language).calculator;
    const money = (value: number) => formatUsd(value, language);

    test('shows the default 400,000 loan at 6.5% for 30 years and recomputes on every change', async ({ page }) => {
      await stubTracking(page);
      await page.goto(`${baseUrl()}${path(language, '/calculator', '/es/calculadora')}`, { waitUntil: 'networkidle' });
      const defaults = calculateMortgage(DEFAULT_CALCULATOR_INPUTS);
      expect(defaults.principalInterest).toBeCloseTo(2528.27, 2);
      let rows = await breakdown(page);
      expect(rows[t.principalInterest]).toBe(money(defaults.principalInterest));
      expect(rows[t.propertyTaxRow]).toBe(money(500));
      expect(rows[t.homeInsuranceRow]).toBe(money(166.67));
      expect(rows[t.total]).toBe(money(defaults.totalPayment));
      expect(rows[t.pmiRow]).toBeUndefined();
      expect(rows[t.hoaRow]).toBeUndefined();

      await page.getByLabel(t.homePrice, { exact: true }).fill('650000');
      await page.getByLabel(t.downPaymentAmount, { exact: true }).fill('130000');
      await page.getByLabel(t.loanTermField).fill('15');
      await page.getByLabel(t.interestRateField).fill('7.1');
      await page.getByLabel(t.propertyTaxAmount, { exact: true }).fill('9000');
      await page.getByLabel(t.homeInsurance, { exact: true }).fill('4200');
      await page.getByLabel(t.pmi, { exact: true }).fill('1200');
      await page.getByLabel(t.hoa, { exact: true }).fill('450');
      const expected = calculateMortgage({
        homePrice: 650000,
        downPayment: 130000,
        loanTerm: 15,
        interestRate: 7.1,
        propertyTax: 9000,
        homeInsurance: 4200,
        pmi: 1200,
        hoa: 450,
      });
      rows = await breakdown(page);
      expect(rows[t.principalInterest]).toBe(money(expected.principalInterest));
      expect(rows[t.pmiRow]).toBe(money(100));
      expect(rows[t.hoaRow]).toBe(money(450));
      expect(rows[t.total]).toBe(money(expected.totalPayment));

      // The sliders move the same figures.
      const termSlider = page.getByRole('slider', { name: t.loanTerm });
      await termSlider.focus();
      await page.keyboard.press('End');
      rows = await breakdown(page);
      const thirtyYears = calculateMortgage({
        homePrice: 650000,
        downPayment: 130000,
        loanTerm: 30,
        interestRate: 7.1,
        propertyTax: 9000,
        homeInsurance: 4200,
        pmi: 1200,
        hoa: 450,
      });
      expect(rows[t.principalInterest]).toBe(money(thirtyYears.principalInterest));

      await page.getByLabel(t.hoa, { exact: true }).fill('0');
      expect((await breakdown(page))[t.hoaRow]).toBeUndefined();

      await page.waitForFunction(() => (window as unknown as { __calls: unknown[] }).__calls.length > 0);
      const calls = await trackingCalls(page);
      expect(calls).toContainEqual([
        'gtag',
        'event',
        'user_journey',
        expect.objectContaining({ journey_step: 'calculator_used', value: 5000, language }),
      ]);
    });
  });
}

async function fillContact(page: Page, language: Language, message: string) {
  const t = strings(language).contactForm;
  await page.getByLabel(label(t.name)).fill(`Journey ${language} Tester`);
  await page.getByLabel(label(t.email)).fill(`journey.${language}@example.com`);
  await page.getByLabel(label(t.phone)).fill('305-555-0199');
  await page.getByLabel(label(t.loanType)).selectOption('refinance');
  await page.getByLabel(label(t.message)).fill(message);
}

for (const language of LANGUAGES) {
  test.describe(`The contact form (${language})`, () => {
    const t = strings(language).contactForm;
    const contactPath = path(language, '/contact', '/es/contacto');

    test('checks required fields in the page’s language, then stores a valid message as a lead', async ({ page }) => {
      await stubTracking(page);
      await page.goto(`${baseUrl()}${contactPath}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: t.submit }).click();
      const name = page.getByLabel(label(t.name));
      // Still a required field, but the form says so itself, under the field.
      expect(await name.evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      // One field takes the full name: its message asks for the full name, not a first name.
      await expect(name).toHaveAccessibleDescription(
        language === 'es' ? 'Escriba su nombre completo.' : 'Enter your full name.',
      );
      await expect(name).toBeFocused();

      const message = `Stored message ${language} ${Date.now()}`;
      await fillContact(page, language, message);
      await humanPause(page);
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: t.success })).toBeVisible();

      const leads = await exportedLeads();
      const lead = leads.find((l) => JSON.stringify(l).includes(message));
      expect(lead).toMatchObject({
        formType: 'contact',
        status: 'received',
        language,
        firstName: 'Journey',
        lastName: `${language} Tester`,
        email: `journey.${language}@example.com`,
      });
      const calls = await trackingCalls(page);
      expect(calls).toContainEqual([
        'gtag',
        'event',
        language === 'es' ? 'contact_form_es' : 'contact_form',
        expect.objectContaining({ event_category: 'contact_inquiry', value: 10000 }),
      ]);
      expect(JSON.stringify(calls)).not.toContain('journey.');
    });

    test('tells the truth when the server fails, keeps the text, and delivers it once when it recovers', async ({
      page,
    }) => {
      await page.goto(`${baseUrl()}${contactPath}`, { waitUntil: 'networkidle' });
      const message = `Server down ${language} ${Date.now()}`;
      await page.route('**/api/submit', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"ok":false}' }),
      );
      try {
        await fillContact(page, language, message);
        await humanPause(page);
        await page.getByRole('button', { name: t.submit }).click();
        // Online, so the notice blames the server (not the connection) and gives the phone number.
        const notice = page.getByRole('status').filter({ hasText: beforePhone(t.queuedServer) });
        await notice.waitFor();
        expect(await notice.getByRole('link').getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
        expect(await page.getByLabel(label(t.message)).inputValue()).toBe(message);
        expect((await exportedLeads()).filter((l) => JSON.stringify(l).includes(message))).toHaveLength(0);
      } finally {
        await page.unroute('**/api/submit');
      }
      // The page keeps retrying (first after 5 s): the notice changes once the message is sent.
      await page.getByText(t.sentLater).waitFor({ timeout: 30000 });
      await page.waitForFunction(
        () => (window.localStorage.getItem('broker.pendingSubmissions.v1') ?? '[]') === '[]',
        null,
        { timeout: 15000 },
      );
      expect((await exportedLeads()).filter((l) => JSON.stringify(l).includes(message))).toHaveLength(1);
    });

    test('keeps a message written offline and sends it exactly once when the connection returns', async ({ page }) => {
      await page.goto(`${baseUrl()}${contactPath}`, { waitUntil: 'networkidle' });
      const message = `Offline ${language} ${Date.now()}`;
      await fillContact(page, language, message);
      await humanPause(page);
      await page.context().setOffline(true);
      try {
        await page.getByRole('button', { name: t.submit }).click();
        await page.getByText(beforePhone(t.queuedOffline)).waitFor();
        expect(await page.getByLabel(label(t.message)).inputValue()).toBe(message);
        // Sending again while it waits does not make a second lead.
        await page.getByRole('button', { name: t.submit }).click();
        await page.getByText(beforePhone(t.queuedOffline)).waitFor();
      } finally {
        await page.context().setOffline(false);
      }
      await page.getByText(t.sentLater).waitFor({ timeout: 15000 });
      await page.waitForFunction(
        () => (window.localStorage.getItem('broker.pendingSubmissions.v1') ?? '[]') === '[]',
        null,
        { timeout: 15000 },
      );
      expect((await exportedLeads()).filter((l) => JSON.stringify(l).includes(message))).toHaveLength(1);
    });
  });
}

async function fillPrequalification(page: Page, language: Language, email: string) {
  const t = strings(language).prequalification;
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label(t.firstName)).fill('Prequal');
  await dialog.getByLabel(label(t.lastName)).fill(`Journey ${language}`);
  await dialog.getByLabel(label(t.email)).fill(email);
  await dialog.getByLabel(label(t.phone)).fill('(305) 555-0123');
  await dialog.getByLabel(label(t.propertyType)).selectOption('condo');
  await dialog.getByLabel(label(t.propertyValue)).fill('550000');
  await dialog.getByLabel(label(t.downPayment)).fill('110000');
  await dialog.getByLabel(label(t.creditScore)).selectOption('good');
  await dialog.getByLabel(label(t.annualIncome)).fill('145000');
  await dialog.getByLabel(label(t.monthlyDebt)).fill('$650 car loan');
  await dialog.getByLabel(label(t.employmentStatus)).selectOption('self-employed');
  await dialog.getByLabel(label(t.propertyLocation)).fill('Coral Gables');
  await dialog.getByLabel(label(t.loanPurpose)).selectOption('purchase');
  await dialog.getByLabel(label(t.timeline)).selectOption('60-days');
  await dialog.getByLabel(label(t.additionalInfo)).fill('Looking at a condo near Miracle Mile.');
}

for (const language of LANGUAGES) {
  test.describe(`Pre-qualification (${language})`, () => {
    const t = strings(language).prequalification;

    async function submitAndCheck(page: Page, email: string, source: string) {
      await fillPrequalification(page, language, email);
      await humanPause(page);
      await page.getByRole('dialog').getByRole('button', { name: t.submit }).click();
      await page.getByText(t.successTitle).waitFor();
      await page.getByRole('dialog').waitFor({ state: 'hidden', timeout: 6000 });
      const lead = (await exportedLeads()).find((l) => l.email === email);
      expect(lead).toMatchObject({
        formType: 'prequalification',
        status: 'received',
        language,
        source,
        firstName: 'Prequal',
      });
      expect(lead?.payload).toMatchObject({
        formType: 'Pre-qualification',
        propertyType: 'condo',
        creditScore: 'good',
        employmentStatus: 'self-employed',
        propertyLocation: 'Coral Gables',
        loanPurpose: 'purchase',
        timeline: '60-days',
        monthlyDebt: '$650 car loan',
        additionalInfo: 'Looking at a condo near Miracle Mile.',
      });
    }

    test('opens from the home page’s closing call to action and closes 3 seconds after success', async ({ page }) => {
      await page.goto(`${baseUrl()}${home(language)}`, { waitUntil: 'networkidle' });
      const closing = language === 'es' ? 'Obtenga Su Tasa Hoy' : 'Get Your Rate Today';
      await page.getByRole('button', { name: closing }).click();
      await page.getByRole('dialog').waitFor();
      await submitAndCheck(page, `home.${language}.${Date.now()}@example.com`, home(language));
    });

    test('opens from #prequalify and removes the hash', async ({ page }) => {
      await page.goto('about:blank');
      await page.goto(`${baseUrl()}${home(language)}#prequalify`, { waitUntil: 'networkidle' });
      await page.getByRole('dialog').waitFor();
      expect(new URL(page.url()).hash).toBe('');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    });

    test('opens from a neighbourhood page', async ({ page }) => {
      const brickell = path(language, '/brickell-mortgage', '/es/hipoteca-brickell');
      await page.goto(`${baseUrl()}${brickell}`, { waitUntil: 'networkidle' });
      await page.locator('main button[aria-haspopup="dialog"]').first().click();
      await page.getByRole('dialog').waitFor();
      await submitAndCheck(page, `brickell.${language}.${Date.now()}@example.com`, brickell);
    });
  });
}

for (const language of LANGUAGES) {
  test.describe(`The chat (${language})`, () => {
    const t = strings(language).chat;

    test('answers from the site, asks for the lead, thanks by name, offers pre-qualification and ends', async ({
      page,
    }) => {
      await stubTracking(page);
      await page.goto(`${baseUrl()}${path(language, '/buy-home', '/es/comprar-casa')}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: strings(language).chatLauncher }).click();
      const chat = page.getByRole('dialog', { name: t.title });
      await chat.getByText(t.greeting).waitFor();

      const input = chat.getByLabel(t.inputLabel);
      await input.fill(language === 'es' ? '¿Qué es un préstamo DSCR?' : 'What is a DSCR loan?');
      await input.press('Enter');
      const answerLink = chat.locator('a[href*="dscr"]');
      await answerLink.first().waitFor({ timeout: 10000 });

      await chat.getByRole('heading', { name: t.lead.title }).waitFor({ timeout: 5000 });
      const name = `Chatty ${language}`;
      await chat.getByLabel(label(t.lead.name)).fill(name);
      await chat.getByLabel(label(t.lead.email)).fill(`chat.${language}.${Date.now()}@example.com`);
      await chat.getByLabel(label(t.lead.phone)).fill('305-555-0111');
      await chat.getByLabel(label(t.lead.propertyType)).selectOption('investment-property');
      await chat.getByRole('button', { name: t.lead.submit, exact: true }).click();
      await chat
        .getByText(new RegExp(`${escape(name)}`))
        .first()
        .waitFor();

      for (const question of language === 'es'
        ? ['¿Cuál es su horario?', '¿Dónde está la oficina?']
        : ['What are your office hours?', 'Where is your office?']) {
        await input.fill(question);
        await input.press('Enter');
        // One message at a time: the chat does not send while a reply is pending.
        await chat.getByText(t.typing).waitFor({ state: 'hidden' });
        await page.waitForFunction(
          (text) =>
            !document
              .querySelector('[role="dialog"] textarea, [role="dialog"] input[type="text"]')
              ?.matches(':disabled') && !document.body.innerText.includes(text),
          t.typing,
        );
      }
      await chat.getByText(t.prequalifyText).first().waitFor({ timeout: 5000 });
      const prequalify = chat.getByRole('link', { name: new RegExp(escape(t.prequalifyButton)) });
      expect(await prequalify.getAttribute('href')).toBe(`${home(language)}#prequalify`);
      expect(await prequalify.getAttribute('target')).toBe('_blank');

      await chat.getByRole('button', { name: t.close }).click();
      await chat.waitFor({ state: 'hidden' });
      await page.waitForTimeout(500);
      const lead = (await exportedLeads()).find((l) => l.firstName === 'Chatty' && l.language === language);
      expect(lead).toMatchObject({ formType: 'chat', status: 'received' });
      expect(JSON.stringify(lead)).toMatch(/DSCR/);
      const calls = await trackingCalls(page);
      expect(calls).toContainEqual(['gtag', 'event', 'chat_message_sent', expect.anything()]);
      expect(calls).toContainEqual(['gtag', 'event', 'lead_form_submitted', expect.objectContaining({ value: 10000 })]);
    });
  });
}

test.describe('The header and navigation', () => {
  test.describe('on a 375 px screen', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('opens the menu, navigates, closes it and starts the new page at the top', async ({ page }) => {
      await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
      await page.mouse.wheel(0, 1200);
      await page.waitForFunction(() => window.scrollY > 600);
      const header = page.locator('header').first();
      const menu = header.getByRole('button', { name: strings('en').header.menu });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await header.getByRole('link', { name: 'Calculator', exact: true }).click();
      await page.waitForURL(`${baseUrl()}/calculator`);
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await page.waitForFunction(() => window.scrollY === 0);
      await expect(header.locator('a[href="/calculator"]').first()).toHaveAttribute('aria-current', 'page');
    });
  });

  test('is opaque at the top and translucent after 50 px of scroll', async ({ page }) => {
    await page.goto(`${baseUrl()}/about`, { waitUntil: 'networkidle' });
    const state = () => page.evaluate(() => document.querySelector('header')?.getAttribute('data-scrolled'));
    expect(await state()).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 120));
    await page.waitForFunction(() => document.querySelector('header')?.getAttribute('data-scrolled') === 'true');
  });

  for (const route of SITE.routes.flatMap((r) => [r.en, r.es])) {
    test(`${route} links its counterpart in the language toggle`, async ({ page }) => {
      await page.goto(`${baseUrl()}${route}`, { waitUntil: 'domcontentloaded' });
      const other = route === '/es' || route.startsWith('/es/') ? 'en' : 'es';
      await expect(page.locator(`header a[hreflang="${other}"]`)).toHaveAttribute('href', SITE.counterpartPath(route));
    });
  }

  test('opens the application portal in a new tab without opener from every Apply button', async ({ page }) => {
    for (const route of ['/', '/es', '/buy-home', '/es/calculadora']) {
      await page.goto(`${baseUrl()}${route}`, { waitUntil: 'domcontentloaded' });
      const links = await page
        .locator('a[href^="https://apply."]')
        .evaluateAll((as) => as.map((a) => [a.getAttribute('target'), a.getAttribute('rel')]));
      expect(links.length).toBeGreaterThan(0);
      for (const [target, rel] of links) {
        expect(target).toBe('_blank');
        expect(rel).toContain('noopener');
      }
    }
  });

  test('works with no tracking hooks on the page', async ({ page, consoleErrors }) => {
    await page.goto(`${baseUrl()}/calculator`, { waitUntil: 'networkidle' });
    await page.getByLabel('Home Price', { exact: true }).fill('720000');
    await page.waitForTimeout(300);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('A tap before the page’s scripts have run', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  /** Holds every script back 1.5 s, as a slow phone does, and loads `path` up to its first paint. */
  async function loadWithSlowScripts(page: Page, path: string): Promise<void> {
    await page.route(/\.js(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
    // Not hydrated yet: the header has not measured its layout.
    await expect(page.locator('header[data-layout]')).toHaveCount(0);
  }

  for (const language of LANGUAGES) {
    test(`opens the chat (${language})`, async ({ page }) => {
      await loadWithSlowScripts(page, home(language));
      await page.getByRole('button', { name: strings(language).chatLauncher }).click();
      await expect(page.locator('header[data-layout]')).toHaveCount(0);
      await expect(page.getByRole('dialog', { name: strings(language).chat.title })).toBeVisible({ timeout: 15000 });
    });
  }

  test('opens the pre-qualification dialog', async ({ page }) => {
    await loadWithSlowScripts(page, '/brickell-mortgage');
    await page.locator('main button[aria-haspopup="dialog"]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15000 });
    await expect(page.getByRole('dialog').getByLabel(label(strings('en').prequalification.firstName))).toBeVisible();
  });

  test('opens the phone menu', async ({ page }) => {
    await loadWithSlowScripts(page, '/');
    const menu = page
      .locator('header')
      .first()
      .getByRole('button', { name: strings('en').header.menu });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 15000 });
  });
});
