import { nodeFunction } from '@broker/server';
import { serverSettings } from '../serverSettings';
import knowledge from '../generated/chatKnowledge';

/**
 * POST /api/chat: the chat assistant and the chat's lead capture (SPEC §7.1).
 * A thin adapter: the work is done by @broker/server. Settings are read from the run-time
 * environment (`globalThis.process.env`; `process.env.X` would be fixed at build time).
 */
export default nodeFunction('chat', () => ({
  ...serverSettings(globalThis.process.cwd()),
  // Built from the Markdown at build time and bundled here: nothing is read from content/ at run time.
  knowledge,
}));

// Raw body parsing (see function-config/rawBody.ts for why it is re-exported).
export * from '../../function-config/rawBody';
