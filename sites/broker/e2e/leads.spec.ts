import { createHash } from 'node:crypto';
import { consentText, currentConsent, messageFor, pathFor, type Language } from '@broker/core';
import { verifyWebhook, type LeadRecord, type LeadWebhookBody } from '@broker/server';
import type { Locator, Page } from '@playwright/test';
import { siteConfig } from '../site.config';
import { baseUrl, expect, test } from './support/browser';
import {
  brokerCommand,
  eventually,
  exportedLeads,
  humanPause,
  receivedHooks,
  receivedMail,
  strings,
} from './support/site';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS helper shared with the jest setup, without type declarations
const { WEBHOOK_SECRET } = require('./support/receivers.cjs') as { WEBHOOK_SECRET: string };

const LANGUAGES: Language[] = ['en', 'es'];
const CAMPAIGN = '?utm_source=google&utm_campaign=brickell&gclid=abc';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = (text: string) => new RegExp(`^${escape(text)}`);

/**
 * The notice and the separate automated-contact box of the current wording, inside `scope`: the
 * notice asks to be contacted (nothing automated in it), the box carries the automated consent and
 * is unticked, labelled by its words.
 */
async function expectConsent(scope: Locator, language: Language) {
  const notice = currentConsent(language);
  const opening = language === 'es' ? 'Al enviar, usted pide que' : 'By submitting, you ask';
  const text = scope.getByText(new RegExp(`^${escape(opening)} ${escape(siteConfig.companyName)}`));
  await text.waitFor();
  expect(await text.textContent()).not.toMatch(/automat|STOP/i);
  const link = scope.getByRole('link', { name: new RegExp(escape(notice.privacyPolicyLink)) });
  expect(await link.getAttribute('href')).toBe(pathFor('privacyPolicy', language));
  const box = scope.getByRole('checkbox', {
    name:
      language === 'es'
        ? /^Opcional: acepto .*tecnología automatizada.*STOP/
        : /^Optional: I agree .*automated technology.*STOP/,
  });
  expect(await box.isChecked()).toBe(false);
  return box;
}

/** Ticks the box from the keyboard: focus, then Space, as a visitor without a mouse would. */
async function tickByKeyboard(box: Locator) {
  await box.focus();
  await box.press('Space');
  expect(await box.isChecked()).toBe(true);
}

async function leadByEmail(email: string): Promise<LeadRecord> {
  return eventually(async () => (await exportedLeads()).find((l) => l.email === email) as LeadRecord | undefined);
}

function expectStoredConsent(lead: LeadRecord, language: Language, automatedContact: boolean) {
  const words = consentText(currentConsent(language), siteConfig.companyName);
  expect(lead.consent).toMatchObject({
    version: currentConsent(language).version,
    language,
    automatedContact,
    text: words,
    sha256: createHash('sha256').update(words, 'utf8').digest('hex'),
  });
}

const BOX_STATES = [
  { ticked: false, name: 'unticked: the lead stores no automated-contact consent' },
  { ticked: true, name: 'ticked: the lead stores the consent with the SHA-256 of its words' },
];

for (const language of LANGUAGES) {
  test.describe(`Consent at the three capture points (${language})`, () => {
    const s = strings(language);

    for (const { ticked, name } of BOX_STATES) {
      test(`contact form, box ${name}`, async ({ page }) => {
        await page.goto(`${baseUrl()}${pathFor('contact', language)}`, { waitUntil: 'networkidle' });
        const form = page.locator('form').filter({ has: page.getByRole('button', { name: s.contactForm.submit }) });
        const box = await expectConsent(form, language);
        const email = `consent.contact.${language}.${ticked ? 'ticked' : 'unticked'}.${Date.now()}@example.com`;
        await page.getByLabel(label(s.contactForm.name)).fill(`Consent ${language} Contacto`);
        await page.getByLabel(label(s.contactForm.email)).fill(email);
        await page.getByLabel(label(s.contactForm.phone)).fill('305-555-0155');
        if (ticked) await tickByKeyboard(box);
        await humanPause(page);
        await page.getByRole('button', { name: s.contactForm.submit }).click();
        await page.getByText(s.contactForm.success).waitFor();
        expectStoredConsent(await leadByEmail(email), language, ticked);
      });

      test(`pre-qualification dialog, box ${name}`, async ({ page }) => {
        await page.goto(`${baseUrl()}${pathFor('home', language)}#prequalify`, { waitUntil: 'networkidle' });
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        const box = await expectConsent(dialog, language);
        const email = `consent.prequal.${language}.${ticked ? 'ticked' : 'unticked'}.${Date.now()}@example.com`;
        const p = s.prequalification;
        await dialog.getByLabel(label(p.firstName)).fill('Consent');
        await dialog.getByLabel(label(p.lastName)).fill(`Precalificación ${language}`);
        await dialog.getByLabel(label(p.email)).fill(email);
        await dialog.getByLabel(label(p.phone)).fill('305-555-0144');
        await dialog.getByLabel(label(p.propertyType)).selectOption('condo');
        await dialog.getByLabel(label(p.propertyValue)).fill('520000');
        await dialog.getByLabel(label(p.annualIncome)).fill('120000');
        await dialog.getByLabel(label(p.employmentStatus)).selectOption('employed');
        await dialog.getByLabel(label(p.loanPurpose)).selectOption('purchase');
        await dialog.getByLabel(label(p.timeline)).selectOption('60-days');
        if (ticked) await box.check();
        await humanPause(page);
        await dialog.getByRole('button', { name: p.submit }).click();
        await dialog.getByRole('heading', { name: p.successTitle }).waitFor();
        const lead = await leadByEmail(email);
        expect(lead).toMatchObject({ formType: 'prequalification', phone: '305-555-0144' });
        expectStoredConsent(lead, language, ticked);
      });

      test(`chat’s lead form, box ${name}`, async ({ page }) => {
        await page.goto(`${baseUrl()}${pathFor('buyHome', language)}`, { waitUntil: 'networkidle' });
        await page.getByRole('button', { name: s.chatLauncher }).click();
        const chat = page.getByRole('dialog', { name: s.chat.title });
        await chat.getByLabel(s.chat.inputLabel).fill(language === 'es' ? 'Hola' : 'Hello');
        await chat.getByLabel(s.chat.inputLabel).press('Enter');
        await chat.getByRole('heading', { name: s.chat.lead.title }).waitFor({ timeout: 10000 });
        const form = chat.locator('form').filter({ has: page.getByRole('heading', { name: s.chat.lead.title }) });
        const box = await expectConsent(form, language);
        const email = `consent.chat.${language}.${ticked ? 'ticked' : 'unticked'}.${Date.now()}@example.com`;
        await chat.getByLabel(label(s.chat.lead.name)).fill(`Consent Chat ${language}`);
        await chat.getByLabel(label(s.chat.lead.email)).fill(email);
        await chat.getByLabel(label(s.chat.lead.phone)).fill('305-555-0177');
        await chat.getByLabel(label(s.chat.lead.propertyType)).selectOption('second-home');
        if (ticked) await tickByKeyboard(box);
        await chat.getByRole('button', { name: s.chat.lead.submit, exact: true }).click();
        await chat
          .getByText(new RegExp(`Consent Chat ${language}`))
          .first()
          .waitFor();
        const lead = await leadByEmail(email);
        expect(lead).toMatchObject({ formType: 'chat', source: pathFor('buyHome', language) });
        expectStoredConsent(lead, language, ticked);
        await chat.getByRole('button', { name: s.chat.close }).click();
      });
    }
  });
}

for (const language of LANGUAGES) {
  test(`takes the details typed into the chat into its lead form, and a correction reaches the broker (${language})`, async ({
    page,
  }) => {
    const s = strings(language);
    const stamp = Date.now();
    const first = `typed.${language}.${stamp}@example.com`;
    const fixed = `typed.fixed.${language}.${stamp}@example.com`;
    await page.goto(`${baseUrl()}${pathFor('contact', language)}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: s.chatLauncher }).click();
    const chat = page.getByRole('dialog', { name: s.chat.title });
    const say = async (text: string) => {
      await chat.getByLabel(s.chat.inputLabel).fill(text);
      await chat.getByLabel(s.chat.inputLabel).press('Enter');
    };
    await say(
      language === 'es'
        ? `Me llamo Lucía Ferrer, mi cel es 305-555-0188 y mi correo ${first}. ¿Me pueden llamar?`
        : `My name is Lucia Ferrer, my phone is 305-555-0188 and my email is ${first}. Please call me.`,
    );
    await chat.getByRole('heading', { name: s.chat.lead.title }).waitFor({ timeout: 10000 });
    await expect(chat.getByLabel(label(s.chat.lead.name))).toHaveValue(
      language === 'es' ? 'Lucía Ferrer' : 'Lucia Ferrer',
    );
    await expect(chat.getByLabel(label(s.chat.lead.phone))).toHaveValue('305-555-0188');
    await expect(chat.getByLabel(label(s.chat.lead.email))).toHaveValue(first);
    await chat.getByLabel(label(s.chat.lead.propertyType)).selectOption('primary-residence');
    await humanPause(page);
    await chat.getByRole('button', { name: s.chat.lead.submit, exact: true }).click();
    const lead = await leadByEmail(first);
    expect(lead).toMatchObject({ formType: 'chat', phone: '305-555-0188' });
    expectStoredConsent(lead, language, false);

    await say(language === 'es' ? `perdón, mi correo correcto es ${fixed}` : `sorry, my correct email is ${fixed}`);
    await expect(chat.getByLabel(label(s.chat.lead.email))).toHaveValue(fixed, { timeout: 10000 });
    await expect(chat.getByLabel(label(s.chat.lead.phone))).toHaveValue('305-555-0188');
    await humanPause(page);
    await chat.getByRole('button', { name: s.chat.lead.submit, exact: true }).click();
    const corrected = await leadByEmail(fixed);
    expect(corrected).toMatchObject({ formType: 'chat', phone: '305-555-0188' });
    // Replaced in place before any delivery started, or sent as a correction naming the first lead.
    expect(corrected.id === lead.id || corrected.payload?.replaces === lead.id).toBe(true);
    await chat
      .getByText(
        language === 'es'
          ? /reemplacé los datos|una corrección que los reemplaza/
          : /replaced the details|a correction that replaces them/,
      )
      .waitFor();
  });
}

test.describe('A lead from an ad', () => {
  // The broker forgets the person the first test brought in.
  test.describe.configure({ mode: 'serial' });

  test('carries the campaign into the store, the export, the e-mail and the webhook, with the consent', async ({
    page,
  }) => {
    const s = strings('en');
    const brickell = pathFor('brickell', 'en');
    // Landing from the ad, then reading another page first: the visit keeps its attribution.
    await page.goto(`${baseUrl()}${brickell}${CAMPAIGN}`, { waitUntil: 'networkidle' });
    await page.goto(`${baseUrl()}${pathFor('home', 'en')}#prequalify`, { waitUntil: 'networkidle' });
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const box = await expectConsent(dialog, 'en');
    const email = `ad.lead.${Date.now()}@example.com`;
    const p = s.prequalification;
    await dialog.getByLabel(label(p.firstName)).fill('Adriana');
    await dialog.getByLabel(label(p.lastName)).fill('Núñez');
    await dialog.getByLabel(label(p.email)).fill(email);
    await dialog.getByLabel(label(p.phone)).fill('+1 305 555 0166');
    await dialog.getByLabel(label(p.propertyType)).selectOption('condo');
    await dialog.getByLabel(label(p.propertyValue)).fill('720000');
    await dialog.getByLabel(label(p.annualIncome)).fill('180000');
    await dialog.getByLabel(label(p.employmentStatus)).selectOption('self-employed');
    await dialog.getByLabel(label(p.loanPurpose)).selectOption('purchase');
    await dialog.getByLabel(label(p.timeline)).selectOption('30-days');
    await box.check();
    await humanPause(page);
    await dialog.getByRole('button', { name: p.submit }).click();
    await dialog.getByRole('heading', { name: p.successTitle }).waitFor();

    // The store (through the broker's JSON export).
    const lead = await leadByEmail(email);
    expect(lead.attribution).toEqual({
      utm_source: 'google',
      utm_campaign: 'brickell',
      gclid: 'abc',
      landingPage: brickell,
    });
    expectStoredConsent(lead, 'en', true);

    // The CSV the broker opens.
    const csv = await brokerCommand('leads', ['export']);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const row = csv.split('\r\n').find((line) => line.includes(email)) ?? '';
    const agreed = `Agreed (ticked the box; wording SHA-256 ${lead.consent?.sha256})`;
    for (const cell of [
      '"google"',
      '"brickell"',
      '"abc"',
      `"${brickell}"`,
      '"Núñez"',
      '"Self-Employed"',
      `"${agreed}"`,
    ])
      expect(row).toContain(cell);
    expect(row).toContain(`"${lead.consent?.sha256}"`);
    expect(row).toContain('"=""+1 305 555 0166"""');

    // The broker's e-mail: HTML and text, labels, Miami time, the campaign.
    const mail = await eventually(() =>
      receivedMail().find((m) => m.to.includes('broker@grove-harbor-e2e.net') && m.raw.includes(email)),
    );
    const { default: PostalMime } = (await import('postal-mime')) as unknown as {
      default: { parse(raw: string): Promise<{ subject?: string; text?: string; html?: string }> };
    };
    const parsed = await PostalMime.parse(mail.raw);
    expect(parsed.subject).toBe('New pre-qualification: Adriana Núñez — Purchase');
    for (const part of [parsed.text ?? '', parsed.html ?? '']) {
      expect(part).toMatch(/(EST|EDT)/);
      expect(part).toContain('Self-Employed');
      expect(part).toContain('Within 30 days');
      expect(part).toContain('brickell');
      expect(part).toContain('abc');
      expect(part).toContain(currentConsent('en').version);
      expect(part).toContain(agreed);
    }

    // The webhook: signed, answered 500 once, delivered again with the same id, seen once.
    const first = await eventually(() => receivedHooks().find((h) => h.body.includes(email)));
    expect(first.status).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await brokerCommand('drain');
    const attempts = await eventually(() => {
      const found = receivedHooks().filter((h) => h.body.includes(email));
      return found.some((h) => h.status === 200) ? found : undefined;
    });
    const ids = new Set(attempts.map((h) => h.headers['x-webhook-id']));
    expect(ids).toEqual(new Set([lead.id]));
    for (const attempt of attempts) expect(verifyWebhook(WEBHOOK_SECRET, attempt.headers, attempt.body)).toBe(true);
    const body = JSON.parse(attempts[attempts.length - 1]!.body) as LeadWebhookBody;
    expect(body).toMatchObject({
      deliveryId: lead.id,
      form: 'prequalification',
      attribution: { utm_source: 'google', utm_campaign: 'brickell', gclid: 'abc' },
      schemaVersion: 2,
      consent: { version: currentConsent('en').version, automatedContact: true, automatedContactLabel: agreed },
    });
  });

  test('lets the broker see the day’s counts and forget the person', async () => {
    const status = await brokerCommand('leads', ['status']);
    expect(status).toMatch(/^Leads today: [1-9]\d* · this week: [1-9]\d*/);
    const email = (await exportedLeads()).find((l) => String(l.email).startsWith('ad.lead.'))?.email as string;
    const out = await brokerCommand('leads', ['forget', '--email', email]);
    expect(out).toContain(`Removed everything stored for ${email}: 1 lead, 1 consent record`);
    expect((await exportedLeads()).some((l) => l.email === email)).toBe(false);
  });
});

/**
 * The form checks itself with the schema the server uses: the browser's own bubble (in the
 * browser's language) never shows, nothing is sent, and the inline errors are in the page's language.
 */
async function expectInlineErrors(
  form: Locator,
  fields: Locator[],
  language: Language,
  url: string,
  nameMessage: string,
) {
  expect(await form.evaluate((element) => (element as HTMLFormElement).noValidate)).toBe(true);
  await expect(form.getByText(nameMessage, { exact: true })).toBeVisible();
  await expect(form.getByText(messageFor('email', 'required', language), { exact: true })).toBeVisible();
  expect(form.page().url()).toBe(url);
  for (const field of fields) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
    const error = form.locator(`[id="${describedBy.split(' ').find((part) => part.endsWith('-error'))}"]`);
    await expect(error).toHaveText(/\S/);
    // Still required for assistive technology.
    expect(await field.evaluate((element) => (element as HTMLInputElement).required)).toBe(true);
  }
  await expect(fields[0]!).toBeFocused();
}

/** The element with focus is, or is inside, `region`, whose text matches `text`. */
async function expectFocusIn(region: Locator, text: RegExp) {
  await expect(region).toContainText(text);
  await expect
    .poll(() =>
      region.evaluate(
        (element) => element.contains(document.activeElement) && document.activeElement !== document.body,
      ),
    )
    .toBe(true);
}

const openContact = async (page: Page, language: Language) => {
  const url = `${baseUrl()}${pathFor('contact', language)}`;
  await page.goto(url, { waitUntil: 'networkidle' });
  const s = strings(language);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: s.contactForm.submit }) });
  return { url, form };
};

const openPrequalification = async (page: Page, language: Language) => {
  const url = `${baseUrl()}${pathFor('home', language)}#prequalify`;
  await page.goto(url, { waitUntil: 'networkidle' });
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return { url, dialog };
};

const openChatLeadForm = async (page: Page, language: Language) => {
  const s = strings(language);
  const url = `${baseUrl()}${pathFor('buyHome', language)}`;
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: s.chatLauncher }).click();
  const chat = page.getByRole('dialog', { name: s.chat.title });
  await chat.getByLabel(s.chat.inputLabel).fill(language === 'es' ? 'Hola' : 'Hello');
  await chat.getByLabel(s.chat.inputLabel).press('Enter');
  await chat.getByRole('heading', { name: s.chat.lead.title }).waitFor({ timeout: 10000 });
  const form = chat.locator('form').filter({ has: page.getByRole('heading', { name: s.chat.lead.title }) });
  return { url, chat, form };
};

for (const language of LANGUAGES) {
  test.describe(`Forms check themselves in the page’s language (${language})`, () => {
    const s = strings(language);

    test('contact form', async ({ page }) => {
      const { url, form } = await openContact(page, language);
      await form.getByLabel(label(s.contactForm.phone)).fill('305-555-0166');
      await form.getByRole('button', { name: s.contactForm.submit }).click();
      const name = form.getByLabel(label(s.contactForm.name));
      const email = form.getByLabel(label(s.contactForm.email));
      // One field takes the full name (sent as first and last name): its message asks for the full name.
      const fullName = language === 'es' ? 'Escriba su nombre completo.' : 'Enter your full name.';
      await expectInlineErrors(form, [name, email], language, url, fullName);
      await expect(form.getByText(messageFor('first_name', 'required', language), { exact: true })).toHaveCount(0);
      // What was typed stays.
      await expect(form.getByLabel(label(s.contactForm.phone))).toHaveValue('305-555-0166');
    });

    test('pre-qualification dialog', async ({ page }) => {
      const { dialog } = await openPrequalification(page, language);
      // The dialog takes `#prequalify` off the address as it opens.
      const url = page.url();
      const p = s.prequalification;
      await dialog.getByLabel(label(p.lastName)).fill(`Foco ${language}`);
      await dialog.getByRole('button', { name: p.submit }).click();
      const first = dialog.getByLabel(label(p.firstName));
      const email = dialog.getByLabel(label(p.email));
      expect(await dialog.locator('form').evaluate((element) => (element as HTMLFormElement).noValidate)).toBe(true);
      await expect(dialog.getByText(messageFor('first_name', 'required', language), { exact: true })).toBeVisible();
      expect(page.url()).toBe(url);
      for (const field of [first, email]) await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAttribute('aria-describedby', /-error/);
      await expect(first).toBeFocused();
      await expect(dialog.getByLabel(label(p.lastName))).toHaveValue(`Foco ${language}`);
    });

    test('chat’s lead form', async ({ page }) => {
      const { url, form } = await openChatLeadForm(page, language);
      await form.getByLabel(label(s.chat.lead.phone)).fill('305-555-0122');
      await form.getByRole('button', { name: s.chat.lead.submit, exact: true }).click();
      const name = form.getByLabel(label(s.chat.lead.name));
      const email = form.getByLabel(label(s.chat.lead.email));
      await expectInlineErrors(form, [name, email], language, url, messageFor('name', 'required', language));
      await expect(form.getByLabel(label(s.chat.lead.phone))).toHaveValue('305-555-0122');
    });
  });

  test.describe(`Forms move focus to their success message (${language})`, () => {
    const s = strings(language);

    test('contact form', async ({ page }) => {
      const { form } = await openContact(page, language);
      await form.getByLabel(label(s.contactForm.name)).fill(`Focus ${language} Contacto`);
      await form.getByLabel(label(s.contactForm.email)).fill(`focus.contact.${language}.${Date.now()}@example.com`);
      await humanPause(page);
      await form.getByRole('button', { name: s.contactForm.submit }).click();
      await expectFocusIn(form.getByRole('status'), new RegExp(escape(s.contactForm.success)));
    });

    test('pre-qualification dialog', async ({ page }) => {
      const { dialog } = await openPrequalification(page, language);
      const p = s.prequalification;
      await dialog.getByLabel(label(p.firstName)).fill('Focus');
      await dialog.getByLabel(label(p.lastName)).fill(`Foco ${language}`);
      await dialog.getByLabel(label(p.email)).fill(`focus.prequal.${language}.${Date.now()}@example.com`);
      await dialog.getByLabel(label(p.phone)).fill('305-555-0133');
      await dialog.getByLabel(label(p.propertyType)).selectOption('condo');
      await dialog.getByLabel(label(p.propertyValue)).fill('480000');
      await dialog.getByLabel(label(p.annualIncome)).fill('110000');
      await dialog.getByLabel(label(p.employmentStatus)).selectOption('employed');
      await dialog.getByLabel(label(p.loanPurpose)).selectOption('purchase');
      await dialog.getByLabel(label(p.timeline)).selectOption('60-days');
      await humanPause(page);
      await dialog.getByRole('button', { name: p.submit }).click();
      await expect(dialog.getByRole('heading', { name: p.successTitle })).toBeFocused();
    });

    test('chat’s lead form', async ({ page }) => {
      const { chat, form } = await openChatLeadForm(page, language);
      await form.getByLabel(label(s.chat.lead.name)).fill(`Focus Chat ${language}`);
      await form.getByLabel(label(s.chat.lead.email)).fill(`focus.chat.${language}.${Date.now()}@example.com`);
      await form.getByLabel(label(s.chat.lead.phone)).fill('305-555-0122');
      await form.getByLabel(label(s.chat.lead.propertyType)).selectOption('second-home');
      await form.getByRole('button', { name: s.chat.lead.submit, exact: true }).click();
      const thanks = chat
        .getByRole('listitem')
        .filter({ hasText: `Focus Chat ${language}` })
        .last();
      await expectFocusIn(thanks, new RegExp(`Focus Chat ${language}`));
    });
  });
}

/**
 * The server fails and the browser cannot keep the form to resend it (its storage is full), so the
 * form is neither sent nor saved: the error line must say so and take focus.
 */
async function failEverySubmit(page: Page) {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (key.startsWith('broker.pendingSubmissions')) throw new DOMException('Storage is full', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  await page.route('**/api/submit', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"ok":false}' }),
  );
}

/** The element with focus is `status`, a status line (read out) that scripts focus (`tabindex="-1"`). */
async function expectFocusedErrorLine(status: Locator, text: RegExp) {
  await expect(status).toContainText(text);
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status).toHaveAttribute('tabindex', '-1');
  await expect(status).toBeFocused();
}

for (const language of LANGUAGES) {
  test.describe(`Forms move focus to their error line when nothing was sent (${language})`, () => {
    const s = strings(language);
    const beforePhone = (text: string) => new RegExp(`^${escape(text.split(/\{\{?phone\}\}?/)[0]!.trim())}`);

    test('contact form', async ({ page }) => {
      await failEverySubmit(page);
      const { form } = await openContact(page, language);
      const message = `Failed ${language} ${Date.now()}`;
      await form.getByLabel(label(s.contactForm.name)).fill(`Error ${language} Contacto`);
      await form.getByLabel(label(s.contactForm.email)).fill(`error.contact.${language}@example.com`);
      await form.getByLabel(label(s.contactForm.message)).fill(message);
      await humanPause(page);
      await form.getByRole('button', { name: s.contactForm.submit }).click();
      await expectFocusedErrorLine(form.getByRole('status'), beforePhone(s.contactForm.failed));
      await expect(form.getByLabel(label(s.contactForm.message))).toHaveValue(message);
    });

    test('pre-qualification dialog', async ({ page }) => {
      await failEverySubmit(page);
      const { dialog } = await openPrequalification(page, language);
      const p = s.prequalification;
      await dialog.getByLabel(label(p.firstName)).fill('Error');
      await dialog.getByLabel(label(p.lastName)).fill(`Falla ${language}`);
      await dialog.getByLabel(label(p.email)).fill(`error.prequal.${language}@example.com`);
      await dialog.getByLabel(label(p.phone)).fill('305-555-0133');
      await dialog.getByLabel(label(p.propertyType)).selectOption('condo');
      await dialog.getByLabel(label(p.propertyValue)).fill('480000');
      await dialog.getByLabel(label(p.annualIncome)).fill('110000');
      await dialog.getByLabel(label(p.employmentStatus)).selectOption('employed');
      await dialog.getByLabel(label(p.loanPurpose)).selectOption('purchase');
      await dialog.getByLabel(label(p.additionalInfo)).fill('Condo near Brickell City Centre');
      await humanPause(page);
      await dialog.getByRole('button', { name: p.submit }).click();
      await expectFocusedErrorLine(dialog.getByRole('status'), beforePhone(p.error));
      await expect(dialog.getByLabel(label(p.firstName))).toHaveValue('Error');
      await expect(dialog.getByLabel(label(p.additionalInfo))).toHaveValue('Condo near Brickell City Centre');
    });

    test('chat’s lead form', async ({ page }) => {
      const { form } = await openChatLeadForm(page, language);
      // Offline by the time the details are sent.
      await page.route('**/api/chat', (route) => route.abort('internetdisconnected'));
      await form.getByLabel(label(s.chat.lead.name)).fill(`Error Chat ${language}`);
      await form.getByLabel(label(s.chat.lead.email)).fill(`error.chat.${language}@example.com`);
      await form.getByLabel(label(s.chat.lead.phone)).fill('305-555-0122');
      await form.getByLabel(label(s.chat.lead.propertyType)).selectOption('second-home');
      await form.getByRole('button', { name: s.chat.lead.submit, exact: true }).click();
      await expectFocusedErrorLine(form.getByRole('status'), beforePhone(s.chat.lead.error));
      await expect(form.getByLabel(label(s.chat.lead.name))).toHaveValue(`Error Chat ${language}`);
      await expect(form.getByLabel(label(s.chat.lead.email))).toHaveValue(`error.chat.${language}@example.com`);
    });
  });
}
