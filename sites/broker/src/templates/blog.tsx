import * as React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Hero } from '@broker/ui/components/Hero';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { ArticleCardsSection, IconCardsSection } from '../components/sections';
import type { BlogFrontmatter, LocalesData, PageContext } from '../content/frontmatter';
import { BayScene } from '@broker/ui/components/Scene/BayScene';

export const query = graphql`
  query BlogPage($language: String!) {
    ...LocaleStrings
  }
`;

type Context = PageContext<BlogFrontmatter>;

export default function BlogTemplate({ pageContext }: PageProps<LocalesData, Context>) {
  const { language, alternates, page, articles } = pageContext;
  const fm = page.frontmatter;
  return (
    <Layout language={language} alternates={alternates}>
      <Hero tone="inverse" heading={fm.hero.heading} lead={fm.hero.lead} art={<BayScene />} />
      <ArticleCardsSection
        heading={fm.latest.heading}
        readMore={fm.latest.readMore}
        articles={articles.filter((a) => a.kind === 'blog')}
        columns={2}
        language={language}
      />
      <ArticleCardsSection
        heading={fm.guides.heading}
        lead={fm.guides.lead}
        readMore={fm.latest.readMore}
        articles={articles.filter((a) => a.kind === 'program')}
        columns={3}
        tone="warm"
        language={language}
      />
      <IconCardsSection block={fm.categories} columns={4} />
    </Layout>
  );
}

export const Head: HeadFC<LocalesData, Context> = ({ pageContext }) => <PageHead pageContext={pageContext} />;
