import * as React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { pathFor } from '@broker/core';
import { Hero } from '@broker/ui/components/Hero';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { CtaButton } from '../components/CtaButton';
import { ClosingSection, FaqSection, IconCardsSection, TestimonialsSection } from '../components/sections';
import { usePrequalifyHash } from '../components/SiteOverlays';
import type { HomeFrontmatter, LocalesData, PageContext } from '../content/frontmatter';

export const query = graphql`
  query HomePage($language: String!) {
    ...LocaleStrings
  }
`;

type Context = PageContext<HomeFrontmatter>;

function HomeContent({ pageContext }: { pageContext: Context }) {
  const { language, page } = pageContext;
  const fm = page.frontmatter;
  usePrequalifyHash();
  return (
    <>
      <Hero
        tone="inverse"
        heading={fm.hero.heading}
        lead={fm.hero.lead}
        actions={
          <>
            <CtaButton cta={fm.hero.primaryCta} language={language} tone="inverse" size="large" />
            <CtaButton cta={fm.hero.secondaryCta} language={language} variant="outline" tone="inverse" size="large" />
          </>
        }
      />
      <IconCardsSection block={fm.benefits} columns={4} />
      <TestimonialsSection
        heading={fm.testimonials.heading}
        sampleNote={fm.testimonials.sampleNote}
        translatedFrom={fm.testimonials.translatedFrom}
        testimonials={pageContext.testimonials}
      />
      <FaqSection block={fm.faq} language={language} />
      <ClosingSection heading={fm.closing.heading} text={fm.closing.text} ctas={[fm.closing.cta]} language={language} />
    </>
  );
}

export default function HomeTemplate({ pageContext }: PageProps<LocalesData, Context>) {
  const { language, key } = pageContext;
  return (
    <Layout language={language} path={pathFor(key, language)}>
      <HomeContent pageContext={pageContext} />
    </Layout>
  );
}

export const Head: HeadFC<LocalesData, Context> = ({ pageContext }) => <PageHead pageContext={pageContext} />;
