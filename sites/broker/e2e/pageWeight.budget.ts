import zlib from 'node:zlib';
import { BUDGET_PAGES, FIRST_VIEW_JS_BUDGET_KB } from './budgets';
import { baseUrl, openBrowser, type BrowserSession } from './support/browser';

const paths = BUDGET_PAGES.flatMap((p) => [
  [p.type, 'en', p.en],
  [p.type, 'es', p.es],
]);

/** Chunks that must wait until the visitor asks for them (named in the site's dynamic imports). */
const ON_DEMAND =
  /\/(chat-window|prequalify-dialog|api-client|tracking|calculator-island|calculator-insights|calculator-scenario|affordability-island|refinance-island|dscr-island|asset-income-island)-[0-9a-f]+\.js$/;

describe('JavaScript on first view', () => {
  let session: BrowserSession;
  const report: string[] = [];

  beforeAll(async () => {
    session = await openBrowser({ width: 412, height: 823 });
  });
  afterAll(async () => {
    await session.close();
    console.log(`First-view JavaScript (gzip), budget ${FIRST_VIEW_JS_BUDGET_KB.toFixed(1)} KB:\n${report.join('\n')}`);
  });

  it.each(paths)('%s (%s, %s) stays within the budget and loads no on-demand code', async (_type, _language, path) => {
    // A fresh profile each time: nothing comes from the cache of an earlier page.
    const fresh = await openBrowser({ width: 412, height: 823 });
    const { page } = fresh;
    const scripts: Array<{ url: string; body: Buffer }> = [];
    const pending: Array<Promise<void>> = [];
    const onResponse = (response: import('playwright-core').Response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then(
          (body) => {
            scripts.push({ url: response.url(), body });
          },
          () => undefined,
        ),
      );
    };
    page.on('response', onResponse);
    await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
    await Promise.all(pending);

    const kb = scripts.reduce((sum, s) => sum + zlib.gzipSync(s.body, { level: 9 }).length, 0) / 1024;
    report.push(`  ${path.padEnd(48)} ${kb.toFixed(1)} KB in ${scripts.length} files`);
    expect(scripts.length).toBeGreaterThan(0);
    expect(kb).toBeLessThanOrEqual(FIRST_VIEW_JS_BUDGET_KB);
    expect(scripts.map((s) => s.url).filter((url) => ON_DEMAND.test(url))).toEqual([]);
    await fresh.close();
  });

  it('loads the chat window and the pre-qualification dialog only when asked for', async () => {
    const { page } = session;
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    await page.getByRole('button', { name: 'Mortgage assistant chat' }).click();
    await page.getByRole('dialog').first().waitFor();
    expect(loaded.some((url) => /\/chat-window-[0-9a-f]+\.js$/.test(url))).toBe(true);
    expect(loaded.some((url) => /\/prequalify-dialog-[0-9a-f]+\.js$/.test(url))).toBe(false);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Get Your Rate Today' }).click();
    await page.getByRole('dialog', { name: 'Get Pre-Qualified' }).waitFor();
    expect(loaded.some((url) => /\/prequalify-dialog-[0-9a-f]+\.js$/.test(url))).toBe(true);
  });
});
