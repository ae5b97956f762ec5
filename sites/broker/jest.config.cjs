const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/server', '<rootDir>/chat-eval'],
};
