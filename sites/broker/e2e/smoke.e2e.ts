import { baseUrl, openBrowser, type BrowserSession } from './support/browser';

describe('The built site in Chromium', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it.each([
    ['/', 'en'],
    ['/es', 'es'],
  ])('serves %s in its language with a title', async (path, lang) => {
    const response = await session.page.goto(`${baseUrl()}${path}`);
    expect(response?.status()).toBe(200);
    expect(await session.page.getAttribute('html', 'lang')).toBe(lang);
    expect((await session.page.title()).length).toBeGreaterThan(10);
  });

  it('switches /about to /es/acerca and back with the language toggle', async () => {
    const { page } = session;
    await page.goto(`${baseUrl()}/about`);
    await page.locator('a[hreflang="es"]').first().click();
    await page.waitForURL(`${baseUrl()}/es/acerca`);
    await page.waitForFunction(() => document.documentElement.lang === 'es', null, { timeout: 5000 });
    expect(await page.locator('h1').textContent()).toMatch(/Acerca|Nosotros|Quiénes/i);
    await page.locator('a[hreflang="en"]').first().click();
    await page.waitForURL(`${baseUrl()}/about`);
    await page.waitForFunction(() => document.documentElement.lang === 'en', null, { timeout: 5000 });
    expect(await page.locator('h1').textContent()).toMatch(/About/);
  });

  it('answers /api/health with JSON', async () => {
    const res = await fetch(`${baseUrl()}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ ok: true });
  });
});
