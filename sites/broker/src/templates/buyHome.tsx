import * as React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Hero } from '@broker/ui/components/Hero';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { CtaButton } from '../components/CtaButton';
import {
  ClosingSection,
  IconCardsSection,
  ProgramsSection,
  StepsSection,
  TeasersSection,
} from '../components/sections';
import { WorkedExample } from '../components/WorkedExample';
import type { BuyHomeFrontmatter, LocalesData, PageContext } from '../content/frontmatter';
import { HomesScene } from '@broker/ui/components/Scene/HomesScene';

export const query = graphql`
  query BuyHomePage($language: String!) {
    ...LocaleStrings
  }
`;

type Context = PageContext<BuyHomeFrontmatter>;

export default function BuyHomeTemplate({ pageContext }: PageProps<LocalesData, Context>) {
  const { language, alternates, page, articles } = pageContext;
  const fm = page.frontmatter;
  return (
    <Layout language={language} alternates={alternates}>
      <Hero
        art={<HomesScene />}
        tone="inverse"
        heading={fm.hero.heading}
        lead={fm.hero.lead}
        actions={<CtaButton cta={fm.hero.cta} tone="inverse" size="large" />}
      />
      <StepsSection block={fm.steps} />
      <IconCardsSection
        block={fm.loanTypes}
        columns={4}
        tone="warm"
        after={fm.loanTypes.example ? <WorkedExample example={page.examples[fm.loanTypes.example]} /> : undefined}
      />
      <ProgramsSection block={fm.programs} language={language} />
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
