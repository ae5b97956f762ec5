import type { GatsbyFunctionConfig } from 'gatsby';

/**
 * Body parsing of every function: none. Each of Gatsby's parsers is given a media type no request
 * sends, so the body reaches the handler unread and @broker/server reads it itself: a body that is
 * not JSON or declares more than the limit is refused from its headers without being read, one
 * that turns out larger is read no further than the limit (16 KB, 413).
 *
 * It also keeps the functions alive on Node 24 under gatsby-adapter-netlify 1.4.0: when Gatsby's
 * raw parser had read the body, its JSON parser did not hand over to the function before the
 * request stream's end-of-body error (see nodeFunction) was emitted, with no listener yet.
 *
 * This lives outside `src/` and reaches the functions through `export *` on purpose: Gatsby scans
 * every file under `src/` for an exported `config` and, finding one, builds server-side rendering
 * engines this static site does not use (and which cannot bundle native modules).
 */
const UNREAD = { type: 'application/x-broker-read-by-handler' };

export const config: GatsbyFunctionConfig = {
  bodyParser: { raw: UNREAD, text: UNREAD, json: UNREAD, urlencoded: { ...UNREAD, extended: false } },
};
