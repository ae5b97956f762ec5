/** Shared jest settings: TypeScript/TSX through SWC, vanilla-extract styles compiled for real. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  transform: {
    '\\.css\\.ts$': '@vanilla-extract/jest-transform',
    '^.+\\.(t|j)sx?$': swc,
  },
  transformIgnorePatterns: ['/node_modules/(?!(valibot)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // Workspace packages are read from their TypeScript sources (the `source` export condition);
  // Node itself runs their compiled `dist/`.
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/public/', '/.cache/'],
  reporters: ['default', [require.resolve('./scripts/jest-results-reporter.cjs'), { name: 'unit' }]],
};
