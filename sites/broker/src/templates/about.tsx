import * as React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Hero } from '@broker/ui/components/Hero';
import { Prose } from '@broker/ui/components/Prose';
import { Section } from '@broker/ui/components/Section';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { IconCardsSection, PromiseSection, StepsSection, TeamSection } from '../components/sections';
import { withTermClasses } from '../components/terms';
import { useTermTooltips } from '../components/useTermTooltips';
import type { AboutFrontmatter, LocalesData, PageContext } from '../content/frontmatter';
import { GroveScene } from '@broker/ui/components/Scene/GroveScene';

export const query = graphql`
  query AboutPage($language: String!) {
    ...LocaleStrings
  }
`;

type Context = PageContext<AboutFrontmatter>;

export default function AboutTemplate({ pageContext }: PageProps<LocalesData, Context>) {
  const { language, alternates, page } = pageContext;
  const fm = page.frontmatter;
  useTermTooltips();
  return (
    <Layout language={language} alternates={alternates}>
      <Hero tone="inverse" heading={fm.hero.heading} lead={fm.hero.lead} art={<GroveScene />} />
      <Section width="prose">
        <Prose html={withTermClasses(page.html)} />
      </Section>
      <IconCardsSection block={fm.reasons} columns={4} tone="warm" />
      <IconCardsSection block={fm.whatWeDo} columns={3} />
      <IconCardsSection block={fm.values} columns={4} tone="warm" />
      <StepsSection block={fm.process} />
      <PromiseSection heading={fm.promise.heading} items={fm.promise.items} />
      <TeamSection copy={fm.team} members={pageContext.team} />
    </Layout>
  );
}

export const Head: HeadFC<LocalesData, Context> = ({ pageContext }) => <PageHead pageContext={pageContext} />;
