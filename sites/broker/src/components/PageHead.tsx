import * as React from 'react';
import { pathFor } from '@broker/core';
import type { Base, PageContext } from '../content/frontmatter';
import { Seo } from './Seo';

export interface PageHeadProps<F extends Base> {
  pageContext: PageContext<F>;
  jsonLd?: Array<Record<string, unknown>>;
  ogType?: 'website' | 'article';
}

/** The <head> of a content page, from its frontmatter and the route table. */
export function PageHead<F extends Base>({ pageContext, jsonLd, ogType }: PageHeadProps<F>) {
  const { key, language, alternates, page } = pageContext;
  return (
    <Seo
      language={language}
      path={pathFor(key, language)}
      title={page.frontmatter.title}
      description={page.frontmatter.description}
      alternates={alternates}
      jsonLd={jsonLd}
      ogType={ogType}
    />
  );
}
