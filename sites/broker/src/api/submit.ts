import { nodeFunction } from '@broker/server';
import { functionOptions } from '../../function-config/options';

/**
 * POST /api/submit: the pre-qualification and contact forms (docs/behaviour.md §7.2).
 * A thin adapter: the work is done by @broker/server, with the settings of function-config/options.ts.
 */
export default nodeFunction('submit', functionOptions);

// Body parsing left to the handler (function-config/bodyParsing.ts says why, and why it is re-exported).
export * from '../../function-config/bodyParsing';
