import { businessFromSiteConfig, type SharedServerOptions } from '@broker/server';
import { siteConfig } from '../site.config';

/**
 * What the site hands the lead server, whoever runs it (the functions, the broker's commands):
 * the run-time environment, the site's folder and its business data. Read the environment from
 * `globalThis.process.env` at run time: bundlers replace `process.env.X` at build time.
 */
export function serverSettings(siteDir: string, env = globalThis.process.env): SharedServerOptions {
  return { env, siteDir, business: businessFromSiteConfig(siteConfig) };
}
