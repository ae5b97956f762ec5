/**
 * The chat assistant's knowledge, generated before every build and `gatsby develop` by
 * `scripts/knowledge.ts` (called from gatsby-node's onPreInit) into chatKnowledge.json, which is
 * git-ignored. The chat function imports it, so the bundler ships it inside the function.
 */
import type { KnowledgeData } from '@broker/server';

declare const knowledge: KnowledgeData;
export default knowledge;
