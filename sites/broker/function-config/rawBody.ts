import type { GatsbyFunctionConfig } from 'gatsby';

/**
 * Body parsing of every function: the body reaches the handler as bytes, so it measures and parses
 * it itself (16 KB limit, 413).
 *
 * This lives outside `src/` and reaches the functions through `export *` on purpose: Gatsby scans
 * every file under `src/` for an exported `config` and, finding one, builds server-side rendering
 * engines this static site does not use (and which cannot bundle native modules).
 */
export const config: GatsbyFunctionConfig = {
  bodyParser: { raw: { type: '*/*', limit: '1mb' } },
};
