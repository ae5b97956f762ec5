import { businessFromSiteConfig, type KnowledgeData } from '@broker/server';
import { Assistant } from '@broker/server/eval';
import { siteConfig } from '../site.config';
// The evaluation runs on the site's own content and configuration, read the way the site's build reads them.
import { buildSiteKnowledge } from '../src/content/knowledge';
import { figuresInForce } from '../src/content/figures';

type BusinessInfo = ReturnType<typeof businessFromSiteConfig>;

/** The assistant as the site ships it: knowledge built from the site's Markdown, the site's business data. */
export async function siteAssistant(): Promise<{
  assistant: Assistant;
  business: BusinessInfo;
  knowledge: KnowledgeData;
}> {
  const knowledge = await buildSiteKnowledge();
  const figures = figuresInForce(siteConfig.figures, new Date());
  const business = businessFromSiteConfig({ ...siteConfig, figures });
  return { assistant: new Assistant(knowledge, business), business, knowledge };
}
