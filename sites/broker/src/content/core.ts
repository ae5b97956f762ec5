/*
 * The route table, as gatsby-config and gatsby-node read it: Node runs them compiled, with the
 * packages' compiled entry points.
 */
export * from '@broker/core/routes';
