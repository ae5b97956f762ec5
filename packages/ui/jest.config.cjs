const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  testEnvironment: 'jsdom',
  // Form tests type and wait as people do; on a busy two-core machine they can take several seconds.
  testTimeout: 20_000,
  testEnvironmentOptions: { customExportConditions: ['source', 'browser'] },
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@fontsource.*$': '<rootDir>/jest.empty.cjs',
    '\\.woff2$': '<rootDir>/jest.empty.cjs',
  },
};
