import { baseUrl, expect, test } from './support/browser';

test.describe('The built site in Chromium', () => {
  for (const [path, lang] of [
    ['/', 'en'],
    ['/es', 'es'],
  ] as const) {
    test(`serves ${path} in its language with a title`, async ({ page }) => {
      const response = await page.goto(`${baseUrl()}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect((await page.title()).length).toBeGreaterThan(10);
    });
  }

  test('switches /about to /es/acerca and back with the language toggle', async ({ page }) => {
    await page.goto(`${baseUrl()}/about`);
    await page.locator('a[hreflang="es"]').first().click();
    await page.waitForURL(`${baseUrl()}/es/acerca`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es', { timeout: 5000 });
    await expect(page.locator('h1')).toHaveText(/Acerca|Nosotros|Quiénes/i);
    await page.locator('a[hreflang="en"]').first().click();
    await page.waitForURL(`${baseUrl()}/about`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en', { timeout: 5000 });
    await expect(page.locator('h1')).toHaveText(/About/);
  });

  test('answers /api/health with JSON', async ({ request }) => {
    const res = await request.get(`${baseUrl()}/api/health`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ ok: true });
  });
});
