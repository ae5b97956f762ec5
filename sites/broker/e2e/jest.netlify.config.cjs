const preset = require('../../../jest.preset.cjs');

/**
 * The production output on Netlify's runtime (netlify serve), offline, with a real PostgreSQL:
 * one suite, after the build (turbo's `test:netlify` depends on it).
 */
module.exports = {
  ...preset,
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/netlify/**/*.netlify.ts'],
  testTimeout: 120000,
  maxWorkers: 1,
  // The global teardown stops every server and browser this run started; nothing else may keep it alive.
  forceExit: true,
  reporters: ['default', [require.resolve('../../../scripts/jest-results-reporter.cjs'), { name: 'netlify' }]],
};
