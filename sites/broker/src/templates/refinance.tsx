import * as React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Hero } from '@broker/ui/components/Hero';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { CtaButton } from '../components/CtaButton';
import { ClosingSection, IconCardsSection, StepsSection, TeasersSection } from '../components/sections';
import type { LocalesData, PageContext, RefinanceFrontmatter } from '../content/frontmatter';
import { CoralGablesScene } from '@broker/ui/components/Scene/CoralGablesScene';

export const query = graphql`
  query RefinancePage($language: String!) {
    ...LocaleStrings
  }
`;

type Context = PageContext<RefinanceFrontmatter>;

export default function RefinanceTemplate({ pageContext }: PageProps<LocalesData, Context>) {
  const { language, alternates, page, articles } = pageContext;
  const fm = page.frontmatter;
  return (
    <Layout language={language} alternates={alternates}>
      <Hero
        art={<CoralGablesScene />}
        tone="inverse"
        heading={fm.hero.heading}
        lead={fm.hero.lead}
        actions={<CtaButton cta={fm.hero.cta} tone="inverse" size="large" />}
      />
      <IconCardsSection block={fm.benefits} columns={4} />
      <IconCardsSection block={fm.options} columns={3} tone="warm" />
      <StepsSection block={fm.steps} />
      <TeasersSection teasers={fm.teasers} articles={articles} language={language} />
      <ClosingSection
        heading={fm.closing.heading}
        text={fm.closing.text}
        ctas={[fm.closing.primaryCta, fm.closing.secondaryCta]}
      />
    </Layout>
  );
}

export const Head: HeadFC<LocalesData, Context> = ({ pageContext }) => <PageHead pageContext={pageContext} />;
