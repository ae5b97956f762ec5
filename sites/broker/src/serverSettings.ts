import { businessFromSiteConfig, type SharedServerOptions } from '@broker/server';
import { siteConfig } from '../site.config';
import { figuresInForce } from './content/figures';

/**
 * What the site hands the lead server, whoever runs it (the functions, the broker's commands):
 * the run-time environment, the site's folder and its business data. Read the environment from
 * `globalThis.process.env` at run time: bundlers replace `process.env.X` at build time. Figures kept
 * year by year (loan limits) are handed over as their entry in force on the day the server starts.
 */
export function serverSettings(siteDir: string, env = globalThis.process.env): SharedServerOptions {
  const figures = figuresInForce(siteConfig.figures, new Date());
  return { env, siteDir, business: businessFromSiteConfig({ ...siteConfig, figures }) };
}
