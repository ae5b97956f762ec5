import { CHROMIUM_ARGS, chromiumPath, inCi, SCREENSHOT_DEFAULTS } from '@broker/testing';
import { defineConfig } from '@playwright/test';

/**
 * Visual regression of every Storybook story at 375 and 1280 px, with Playwright Test and the
 * system Chromium, against the baselines in visual/__baselines__/<story>--<width>.png.
 *
 *   npm run test:visual                                  build Storybook if needed, compare
 *   npm run test:visual -- --update-snapshots=changed    accept intended changes
 *   npm run test:visual -- -g header                     only stories whose name matches
 *
 * Tags on a story change what is taken: `visual:skip` (covered elsewhere), `visual:viewport` (the
 * whole viewport, for fixed and top-layer content, instead of the story's box), `visual:narrow`
 * (only at 375), `visual:wide` (only at 1280).
 */
export default defineConfig({
  testDir: 'visual',
  testMatch: '*.spec.ts',
  // One page per core.
  workers: 2,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  globalSetup: './visual/globalSetup.ts',
  outputDir: 'test-results/visual',
  // A missing baseline fails on CI without being written; elsewhere it is written and still fails.
  updateSnapshots: inCi() ? 'none' : 'missing',
  snapshotPathTemplate: '{testDir}/__baselines__/{arg}{ext}',
  expect: {
    // A page picture is taken until two in a row agree; on two busy cores that can take over 5 s.
    timeout: 15_000,
    toHaveScreenshot: { ...SCREENSHOT_DEFAULTS, maxDiffPixelRatio: 0.001 },
  },
  // The HTML report (with each failure's expected, actual and diff images) is kept as a CI artifact.
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'test-results/visual-report' }],
    ['../../scripts/playwright-results-reporter.cjs', { name: 'visual' }],
  ],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath(),
      // Glyphs drawn the same on every machine, and no scroll bars in a story's picture.
      args: [...CHROMIUM_ARGS, '--font-render-hinting=none', '--hide-scrollbars'],
    },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'America/New_York',
  },
});
