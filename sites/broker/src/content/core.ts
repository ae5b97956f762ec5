/*
 * gatsby-config and gatsby-node are compiled by Gatsby without node_modules, so they reach the
 * route table through its source path instead of the `@broker/core` package name.
 */
export * from '../../../../packages/core/src/routes/routes';
