const preset = require('../../jest.preset.cjs');

/** The chaos suite (`npm run test:chaos`): real site processes, loopback receivers, faults. */
module.exports = {
  ...preset,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['<rootDir>/src/chaos/**/*.chaos.ts'],
  testTimeout: 180_000,
  reporters: ['default', [require.resolve('../../scripts/jest-results-reporter.cjs'), { name: 'chaos' }]],
};
