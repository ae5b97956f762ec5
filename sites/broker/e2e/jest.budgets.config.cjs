const base = require('./jest.config.cjs');

/** Page-weight and Lighthouse budgets: run on their own, after the other tests, so timings are not shared. */
module.exports = {
  ...base,
  testMatch: ['<rootDir>/**/*.budget.ts'],
  testTimeout: 300000,
  reporters: ['default', [require.resolve('../../../scripts/jest-results-reporter.cjs'), { name: 'budgets' }]],
};
