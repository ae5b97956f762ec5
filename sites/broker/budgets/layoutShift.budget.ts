import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { baseUrl, launchBrowser } from './browser';
import { budgetsConfig } from './budgets.config';
import { budgetPages } from './pages';
import { resultsDir } from './results';
import { publicDir } from './site';

const { widths, fontDelayMs, maxCumulativeLayoutShift } = budgetsConfig.layoutShift;
const pages = budgetPages(publicDir);
export const layoutShiftFile = path.join(resultsDir, 'layout-shift.json');

/** Sum of the page's layout shifts (none caused by input), from the first paint until it is settled. */
async function cumulativeLayoutShift(browser: Browser, pagePath: string, width: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 } });
  const page = await context.newPage();
  try {
    // Fonts arrive late, as on a slow connection: a font swapped in after the first paint would shift.
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, fontDelayMs));
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
          if (!entry.hadRecentInput) w.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${baseUrl()}${pagePath}`, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForTimeout(300);
    return await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  } finally {
    await context.close();
  }
}

describe(`Layout shift at ${widths.join(' and ')} px, fonts delayed by ${fontDelayMs} ms`, () => {
  const measured: Record<string, Record<number, number>> = {};
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(layoutShiftFile, `${JSON.stringify(measured, null, 2)}\n`);
  });

  it.each(pages.flatMap((page) => widths.map((width) => [page.path, width] as const)))(
    `%s at %i px stays below ${maxCumulativeLayoutShift}`,
    async (pagePath, width) => {
      const cls = await cumulativeLayoutShift(browser, pagePath, width);
      (measured[pagePath] ??= {})[width] = Math.round(cls * 10000) / 10000;
      expect(cls).toBeLessThan(maxCumulativeLayoutShift);
    },
  );
});
