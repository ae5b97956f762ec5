import type { GatsbyFunctionConfig } from 'gatsby';
import { businessFromSiteConfig, nodeFunction } from '@broker/server';
import { siteConfig } from '../../site.config';

/**
 * POST /api/submit: the pre-qualification and contact forms (SPEC §7.2).
 * A thin adapter: the work is done by @broker/server. Settings are read from the run-time
 * environment (`globalThis.process.env`; `process.env.X` would be fixed at build time).
 */
export default nodeFunction('submit', () => ({
  env: globalThis.process.env,
  siteDir: globalThis.process.cwd(),
  business: businessFromSiteConfig(siteConfig),
}));

/** The body reaches the handler as bytes, so it measures and parses it itself (16 KB limit, 413). */
export const config: GatsbyFunctionConfig = {
  bodyParser: { raw: { type: '*/*', limit: '1mb' } },
};
