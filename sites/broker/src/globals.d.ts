/** ISO time of the build, defined by gatsby-node for the copyright year. */
declare const BUILD_TIME: string;

/**
 * Gatsby's browser runtime, written into `.cache/` by each build (`gatsby-node` aliases the
 * directory for `src/lib/startup.ts`, the only module that loads it).
 */
declare module 'gatsby-runtime/*';
