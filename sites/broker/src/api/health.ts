import { nodeFunction } from '@broker/server';
import { serverSettings } from '../serverSettings';

/**
 * GET /api/health: whether the lead store answers, and how many deliveries wait or failed.
 * A thin adapter: the work is done by @broker/server. Settings are read from the run-time
 * environment (`globalThis.process.env`; `process.env.X` would be fixed at build time).
 */
export default nodeFunction('health', () => serverSettings(globalThis.process.cwd()));

// Raw body parsing (see function-config/rawBody.ts for why it is re-exported).
export * from '../../function-config/rawBody';
