import { nodeFunction } from '@broker/server';
import { functionOptions } from '../../function-config/options';

/**
 * GET /api/health: whether the lead store answers, and how many deliveries wait or failed.
 * A thin adapter: the work is done by @broker/server, with the settings of function-config/options.ts.
 */
export default nodeFunction('health', functionOptions);

// Body parsing left to the handler (function-config/bodyParsing.ts says why, and why it is re-exported).
export * from '../../function-config/bodyParsing';
