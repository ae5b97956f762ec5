import { nodeFunction } from '@broker/server';
import { functionOptions } from '../../function-config/options';
import knowledge from '../generated/chatKnowledge';

/**
 * POST /api/chat: the chat assistant and the chat's lead capture (docs/behaviour.md §7.1).
 * A thin adapter: the work is done by @broker/server, with the settings of function-config/options.ts.
 */
export default nodeFunction('chat', (req) => ({
  ...functionOptions(req),
  // Built from the Markdown at build time and bundled here: nothing is read from content/ at run time.
  knowledge,
}));

// Body parsing left to the handler (function-config/bodyParsing.ts says why, and why it is re-exported).
export * from '../../function-config/bodyParsing';
