import { baseUrl, launchBrowser } from './browser';

describe('Code loaded on demand', () => {
  it('loads the chat window and the pre-qualification dialog only when the visitor asks for them', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      const loaded: string[] = [];
      page.on('request', (request) => loaded.push(request.url()));
      await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
      expect(loaded.some((url) => /\/(chat-window|prequalify-dialog)-[0-9a-f]+\.js$/.test(url))).toBe(false);
      await page.getByRole('button', { name: 'Mortgage assistant chat' }).click();
      await page.getByRole('dialog').first().waitFor();
      expect(loaded.some((url) => /\/chat-window-[0-9a-f]+\.js$/.test(url))).toBe(true);
      expect(loaded.some((url) => /\/prequalify-dialog-[0-9a-f]+\.js$/.test(url))).toBe(false);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Get Your Rate Today' }).click();
      await page.getByRole('dialog', { name: 'Get Pre-Qualified' }).waitFor();
      expect(loaded.some((url) => /\/prequalify-dialog-[0-9a-f]+\.js$/.test(url))).toBe(true);
    } finally {
      await browser.close();
    }
  });
});
