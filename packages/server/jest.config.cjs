const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  globalSetup: '<rootDir>/src/testing/globalSetup.ts',
  globalTeardown: '<rootDir>/src/testing/globalTeardown.ts',
  testTimeout: 60_000,
};
