/** ISO time of the build, defined by gatsby-node for the copyright year. */
declare const BUILD_TIME: string;
