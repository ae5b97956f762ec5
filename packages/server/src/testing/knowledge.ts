import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { ARTICLE_PREFIX, isRouteKey, pathFor } from '@broker/core';
import { FIXTURE_CONTENT, TEST_BUSINESS } from './fixtures';
import { buildKnowledge } from '../chat/knowledge/build';
import type { KnowledgeData, SitePage } from '../chat/knowledge/types';

/** The fixture pages, read the way the site reads its content (frontmatter, placeholders filled). */
function fixturePages(dir = FIXTURE_CONTENT, business = TEST_BUSINESS): SitePage[] {
  const values: Record<string, string> = {
    company: business.companyName,
    phone: business.phone.display,
    email: business.email,
    nmls: business.nmls,
    address: business.address,
  };
  const fill = (text: string) => text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
  const pages: SitePage[] = [];
  for (const language of ['en', 'es'] as const) {
    for (const file of fs.readdirSync(path.join(dir, language)).sort()) {
      const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(fs.readFileSync(path.join(dir, language, file), 'utf8'));
      const frontmatter = JSON.parse(fill(JSON.stringify(parseYaml(match?.[1] ?? '')))) as Record<string, unknown>;
      const key = String(frontmatter.key);
      // An article's address is its slug under the articles' folder, as the site builds it.
      const address =
        frontmatter.template === 'article'
          ? `${ARTICLE_PREFIX[language]}${String(frontmatter.slug)}`
          : isRouteKey(key)
            ? pathFor(key, language)
            : undefined;
      if (!address) continue;
      pages.push({
        key,
        language: language,
        path: address,
        template: String(frontmatter.template),
        frontmatter,
        markdown: fill(match?.[2] ?? ''),
      });
    }
  }
  return pages;
}

let cached: Promise<KnowledgeData> | undefined;

/** Knowledge built from the fixture pages and the real data files, once per test file. */
export function fixtureKnowledge(): Promise<KnowledgeData> {
  cached ??= buildKnowledge(fixturePages());
  return cached;
}
