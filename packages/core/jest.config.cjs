const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  collectCoverageFrom: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/index.ts', '!src/testing/**'],
  coverageThreshold: { global: { lines: 95 } },
  coverageReporters: ['text-summary'],
};
