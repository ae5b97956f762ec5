import * as React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Hero } from '@broker/ui/components/Hero';
import { Prose } from '@broker/ui/components/Prose';
import { Section } from '@broker/ui/components/Section';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { CtaButton } from '../components/CtaButton';
import { ClosingSection, IconCardsSection } from '../components/sections';
import { withTermClasses } from '../components/terms';
import { useTermTooltips } from '../components/useTermTooltips';
import type { LocalesData, NeighbourhoodFrontmatter, PageContext } from '../content/frontmatter';
import { BrickellScene } from '@broker/ui/components/Scene/BrickellScene';
import { CoralGablesScene } from '@broker/ui/components/Scene/CoralGablesScene';

export const query = graphql`
  query NeighbourhoodPage($language: String!) {
    ...LocaleStrings
  }
`;

type Context = PageContext<NeighbourhoodFrontmatter>;

export default function NeighbourhoodTemplate({ pageContext }: PageProps<LocalesData, Context>) {
  const { language, key, alternates, page } = pageContext;
  const fm = page.frontmatter;
  useTermTooltips();
  return (
    <Layout language={language} alternates={alternates} section="buyHome">
      <Hero
        art={key === 'coralGables' ? <CoralGablesScene /> : <BrickellScene />}
        tone="inverse"
        heading={fm.hero.heading}
        lead={fm.hero.lead}
        actions={<CtaButton cta={fm.hero.cta} tone="inverse" size="large" />}
      />
      <Section width="prose">
        <Prose html={withTermClasses(page.html)} />
      </Section>
      <IconCardsSection block={fm.programs} columns={4} tone="warm" />
      <ClosingSection
        heading={fm.closing.heading}
        text={fm.closing.text}
        ctas={[fm.closing.primaryCta, fm.closing.secondaryCta]}
      />
    </Layout>
  );
}

export const Head: HeadFC<LocalesData, Context> = ({ pageContext }) => <PageHead pageContext={pageContext} />;
