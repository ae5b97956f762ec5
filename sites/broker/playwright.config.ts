import { defineConfig } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './e2e/support/browser';

const inCi = /^(1|true)$/i.test(process.env.CI ?? '');

/**
 * What a visitor sees on the built site, with Playwright Test and the system Chromium: every page's
 * layout at 320-1440 px (`e2e/layout.spec.ts`) and screenshots of every template and overlay compared
 * with the baselines in `e2e/__screens__/` (`e2e/screens.spec.ts`). The site is served by the server
 * `npm start` runs, started by the same global setup as the other browser suites.
 *
 *   npm run test:pages -w @broker/site                      (after `npm run build`)
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
  outputDir: 'test-results/pages',
  // A missing baseline fails on CI without being written; elsewhere it is written and still fails.
  updateSnapshots: inCi ? 'none' : 'missing',
  snapshotPathTemplate: '{testDir}/__screens__/{arg}{ext}',
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // pixelmatch's colour threshold per pixel, and the share of pixels allowed to differ.
      threshold: 0.1,
      maxDiffPixelRatio: 0.002,
    },
  },
  reporter: [['list'], ['../../scripts/playwright-results-reporter.cjs', { name: 'pages' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'America/New_York',
  },
});
