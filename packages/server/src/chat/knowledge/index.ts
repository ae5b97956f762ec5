/**
 * Build-time entry of the assistant's knowledge (`@broker/server/knowledge`): the site's build
 * turns its pages into a `KnowledgeData` module that the chat function imports.
 */
export { buildKnowledge } from './build';
export { readAssistantData, readYaml, DataError, DATA_DIR, EVAL_DIR } from './sources';
export type { AssistantData } from './sources';
export type { KnowledgeData, SitePage, Passage, IntentDefinition } from './types';
