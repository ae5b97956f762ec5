const preset = require('../../../jest.preset.cjs');

/** Browser tests: the built site served by the site server (`npm start`), driven in real Chromium. */
module.exports = {
  ...preset,
  rootDir: __dirname,
  testEnvironment: 'node',
  // The page layout and screenshot checks (*.spec.ts) run with Playwright Test (playwright.config.ts).
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/globalSetup.cjs',
  globalTeardown: '<rootDir>/support/globalTeardown.cjs',
  testTimeout: 120000,
  maxWorkers: 1,
  // The global teardown stops every server and browser this run started; nothing else may keep it alive.
  forceExit: true,
  reporters: ['default', [require.resolve('../../../scripts/jest-results-reporter.cjs'), { name: 'browser' }]],
};
