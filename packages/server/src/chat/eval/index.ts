/**
 * The chat assistant's evaluation, for the site that ships it (`@broker/server/eval`): the questions
 * and their checks (cases.en.yaml, cases.es.yaml), the judge, and what a site needs to build the
 * assistant from its own content and measure it. TypeScript sources, for tests and tools (tsx).
 */
export { Assistant, type AssistantAnswer } from '../assistant';
export { readAssistantData } from '../knowledge/sources';
export { breaches } from '../guardrails';
export { fold } from '../text';
export {
  evaluate,
  judge,
  readCases,
  readHeldOut,
  RETIRED_DIR,
  share,
  type EvalCase,
  type EvalReport,
  type Tally,
} from './evaluate';
export { QUOTED } from './quoted';
