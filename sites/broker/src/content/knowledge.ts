import fs from 'node:fs';
import path from 'node:path';
import { buildKnowledge, type KnowledgeData, type SitePage } from '@broker/server/knowledge';
import { buildPages } from './pages';
import { CONTENT_DIR, readContentFiles } from './routes';
import { fillPlaceholders, placeholderValues } from './placeholders';
import { EXAMPLES_FILE, parseRateExamples } from './rateExamples';

/** A worked-example block of a Markdown body (its table is for the page, not for the chat). */
const RATE_EXAMPLE_BLOCK = /^```rate-example\s*\n[^`]*```\s*$/gm;

/**
 * Every page of the site as the site builds it: the same checks against the route table
 * (`buildPages`) and the worked examples, the same placeholders filled in frontmatter and Markdown,
 * in the page's language. Worked-example blocks are left out of the Markdown: their figures
 * belong in the page's table, next to their APR.
 */
function readSitePages(contentDir = CONTENT_DIR): SitePage[] {
  const files = readContentFiles(contentDir);
  const bodies = new Map(files.map((f) => [f.relativePath, f.rawMarkdownBody]));
  const examples = parseRateExamples(fs.readFileSync(path.join(contentDir, path.basename(EXAMPLES_FILE)), 'utf8'));
  return buildPages(files, {}, examples).map((page) => ({
    key: page.key,
    language: page.language,
    path: page.path,
    template: page.template,
    frontmatter: page.frontmatter,
    markdown: fillPlaceholders(
      (bodies.get(page.relativePath) ?? '').replace(RATE_EXAMPLE_BLOCK, ''),
      placeholderValues(page.language),
    ),
  }));
}

/**
 * The chat's answers that link a page the site does not have (an article renamed or removed), in
 * the broker's words; the pre-qualification form is not a page.
 */
export function missingChatLinks(knowledge: KnowledgeData): string[] {
  return knowledge.intents.flatMap((intent) =>
    [intent.link, ...Object.values(intent.variants ?? {}).map((variant) => variant.link)]
      .filter((link): link is string => Boolean(link) && link !== 'prequalify')
      .filter((link) => !knowledge.pages.en[link] || !knowledge.pages.es[link])
      .map((link) => `the chat's answer "${intent.id}" links the page "${link}", which the site does not have`),
  );
}

/** The assistant's knowledge of this site; it refuses an answer that links a page the site lacks. */
export async function buildSiteKnowledge(contentDir = CONTENT_DIR): Promise<KnowledgeData> {
  const knowledge = await buildKnowledge(readSitePages(contentDir));
  const missing = missingChatLinks(knowledge);
  if (missing.length > 0) {
    throw new Error(`${missing.join('\n')}\n(link an existing page in packages/server/src/chat/data/intents.yaml)`);
  }
  return knowledge;
}

const KNOWLEDGE_FILE = path.resolve(__dirname, '../generated/chatKnowledge.json');

/** Writes the knowledge module the chat function imports; leaves the file alone when nothing changed. */
export async function writeSiteKnowledge(file = KNOWLEDGE_FILE): Promise<{ passages: number; written: boolean }> {
  const knowledge = await buildSiteKnowledge();
  const previous = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as KnowledgeData) : undefined;
  const same =
    previous && JSON.stringify({ ...previous, builtAt: '' }) === JSON.stringify({ ...knowledge, builtAt: '' });
  if (!same) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(knowledge));
  }
  return { passages: knowledge.passages.length, written: !same };
}
