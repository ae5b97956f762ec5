import path from 'node:path';
import { loadConfig, type ServerConfig } from '../config';

/** The site's folder in this repository: the default home of the data directory and the content. */
export const SITE_DIR = path.resolve(__dirname, '../../../../sites/broker');

export function cliConfig(): ServerConfig {
  return loadConfig(process.env, { siteDir: SITE_DIR });
}
