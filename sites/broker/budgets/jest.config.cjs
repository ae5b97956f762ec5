const preset = require('../../../jest.preset.cjs');

/**
 * Performance budgets (`npm run test:budgets`): the built site on the production server, Lighthouse runs
 * collected once (globalSetup), then the budgets asserted page by page. Run alone, after the other
 * tests, so nothing shares the CPU with the measurements.
 */
module.exports = {
  ...preset,
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.budget.ts'],
  globalSetup: '<rootDir>/globalSetup.ts',
  globalTeardown: '<rootDir>/globalTeardown.ts',
  testTimeout: 120000,
  maxWorkers: 1,
  // The global teardown stops every server and browser this run started; nothing else may keep it alive.
  forceExit: true,
  reporters: ['default', [require.resolve('../../../scripts/jest-results-reporter.cjs'), { name: 'budgets' }]],
};
