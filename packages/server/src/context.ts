import type { ServerConfig } from './config';
import type { Assistant } from './chat/assistant';
import type { Database } from './db/database';
import type { Logger } from './logger';
import type { Outbox } from './outbox/outbox';
import type { Destination } from './store';

/** What the handlers share once the store is open. */
export interface Runtime {
  config: ServerConfig;
  db: Database;
  logger: Logger;
  outbox: Outbox;
  /** The built-in assistant; undefined when the server was given no knowledge (the broker's commands). */
  assistant(): Assistant | undefined;
  /** Signs the chat session tokens handed to visitors (kept in the store, the same for every instance). */
  sessionSecret: Buffer;
  /** Destinations configured for new leads. */
  destinations: Destination[];
  now: () => number;
  fetch: typeof fetch;
  /** Runs work after the answer has been sent; errors are logged, never thrown. */
  background(name: string, task: () => Promise<unknown>): void;
}
