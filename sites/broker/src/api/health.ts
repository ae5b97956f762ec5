import { businessFromSiteConfig, nodeFunction } from '@broker/server';
import { siteConfig } from '../../site.config';

/**
 * GET /api/health: whether the lead store answers, and how many deliveries wait or failed.
 * A thin adapter: the work is done by @broker/server. Settings are read from the run-time
 * environment (`globalThis.process.env`; `process.env.X` would be fixed at build time).
 */
export default nodeFunction('health', () => ({
  env: globalThis.process.env,
  siteDir: globalThis.process.cwd(),
  business: businessFromSiteConfig(siteConfig),
}));

// Raw body parsing (see function-config/rawBody.ts for why it is re-exported).
export * from '../../function-config/rawBody';
