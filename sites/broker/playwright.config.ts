import { CHROMIUM_ARGS, chromiumPath, inCi, SCREENSHOT_DEFAULTS } from '@broker/testing';
import { defineConfig } from '@playwright/test';

/**
 * The built site in the system Chromium, with Playwright Test, served by the server `npm start`
 * runs with a fresh store (the global setup):
 *   - smoke.spec.ts      both languages answer, the language toggle, the health check;
 *   - crawl.spec.ts      every page's SEO head, structured data, links and console; axe and text
 *                        contrast at 375 and 1280 px; the 404 pages, redirects, robots and sitemap;
 *   - contrast.spec.ts   the crawl's sampler of text contrast, on pages of its own;
 *   - journeys.spec.ts   the calculator, the contact form (server down, offline), pre-qualification,
 *                        the chat, the header and navigation, in both languages;
 *   - chat.spec.ts       the chat as a modal dialog on phones and beside the page on wide screens,
 *                        the visitor's last message kept in view, the launcher clear of the contact form;
 *   - leads.spec.ts      consent at the three capture points; a lead from an ad through the store,
 *                        the export, the e-mail and the signed webhook; the broker's commands;
 *   - editor.spec.ts     the content editor at /admin: its headers, an article edited in Spanish and saved;
 *   - layout.spec.ts     every page's layout at 320-1440 px;
 *   - screens.spec.ts    screenshots of every template and overlay against `e2e/__screens__/`.
 *
 *   npm run test:e2e -w @broker/site                        (after `npm run build`)
 *   npm run test:screens:update -w @broker/site             rewrites the screenshots' baselines
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  // One browser at a time on a two-core machine: the site server needs the other core.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 180_000,
  globalSetup: './e2e/support/globalSetup.cjs',
  globalTeardown: './e2e/support/globalTeardown.cjs',
  outputDir: 'test-results/browser',
  // A missing baseline fails on CI without being written; elsewhere it is written and still fails.
  updateSnapshots: inCi() ? 'none' : 'missing',
  snapshotPathTemplate: '{testDir}/__screens__/{arg}{ext}',
  expect: {
    toHaveScreenshot: { ...SCREENSHOT_DEFAULTS, maxDiffPixelRatio: 0.002 },
  },
  // The HTML report (with each failure's screenshots, diffs and trace) is kept as a CI artifact.
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'test-results/browser-report' }],
    ['../../scripts/playwright-results-reporter.cjs', { name: 'browser' }],
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] },
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'America/New_York',
  },
});
