/*
 * gatsby-node is compiled by Gatsby without node_modules, so the content build reaches the loan
 * maths through its source path instead of the `@broker/core` package name.
 */
export * from '../../../../packages/core/src/mortgage/loanCostDisclosure';
export * from '../../../../packages/core/src/mortgage/annualPercentageRate';
