import { businessFromSiteConfig } from '../../adapters/node';
import type { BusinessInfo } from '../../config';
import { Assistant } from '../assistant';
import type { KnowledgeData } from '../knowledge/types';
// The evaluation runs on the site's own content and configuration, read the way the site's build reads them.
import { buildSiteKnowledge } from '../../../../../sites/broker/src/content/knowledge';
import { siteConfig } from '../../../../../sites/broker/site.config';

/** The assistant as the site ships it: knowledge built from the site's Markdown, the site's business data. */
export async function siteAssistant(): Promise<{
  assistant: Assistant;
  business: BusinessInfo;
  knowledge: KnowledgeData;
}> {
  const knowledge = await buildSiteKnowledge();
  const business = businessFromSiteConfig(siteConfig);
  return { assistant: new Assistant(knowledge, business), business, knowledge };
}
