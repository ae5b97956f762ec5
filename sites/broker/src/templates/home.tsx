import * as React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { pathFor } from '@broker/core';
import { calculatorCopy } from '@broker/ui/copy/compose';
import { Hero } from '@broker/ui/components/Hero';
import { ProgramFinder } from '@broker/ui/components/ProgramFinder';
import { siteConfig } from '../../site.config';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { CtaButton } from '../components/CtaButton';
import { interactiveIsland } from '../components/island';
import {
  ClosingSection,
  FaqSection,
  IconCardsSection,
  ProofSection,
  TeamSection,
  TestimonialsSection,
} from '../components/sections';
import { usePrequalifyHash } from '../components/SiteOverlays';
import { proofFor } from '../content/proof';
import { useUiStrings } from '../lib/pageStrings';
import type { HomeFrontmatter, LocalesData, PageContext } from '../content/frontmatter';
import { BayScene } from '@broker/ui/components/Scene/BayScene';

export const query = graphql`
  query HomePage($language: String!) {
    ...LocaleStrings
  }
`;

type Context = PageContext<HomeFrontmatter>;

// The estimate is in the page's HTML; its code loads when the visitor starts using it.
const EstimateIsland = interactiveIsland(
  () => import(/* webpackChunkName: "home-estimate-island" */ '../components/islands/HomeEstimateIsland'),
);

function HomeContent({ pageContext }: { pageContext: Context }) {
  const strings = useUiStrings();
  const { language, page } = pageContext;
  const fm = page.frontmatter;
  usePrequalifyHash();
  const calculator = React.useMemo(() => calculatorCopy(strings), [strings]);
  const finderOptions = React.useMemo(
    () =>
      fm.finder.options.map((option) => ({
        id: option.id,
        label: option.label,
        text: option.text,
        href: option.href,
        linkLabel: option.link,
      })),
    [fm.finder.options],
  );
  const proof = proofFor(siteConfig.proof, fm.proof, language, new Date(BUILD_TIME).getFullYear());
  return (
    <>
      <Hero
        art={<BayScene />}
        tone="inverse"
        heading={fm.hero.heading}
        lead={fm.hero.lead}
        actions={
          <>
            <CtaButton cta={fm.hero.primaryCta} tone="inverse" size="large" />
            <CtaButton cta={fm.hero.secondaryCta} variant="outline" tone="inverse" size="large" />
          </>
        }
        aside={
          <EstimateIsland
            language={language}
            copy={fm.estimate}
            calculator={calculator}
            note={pageContext.estimateNote}
            calculatorHref={pathFor('calculator', language)}
          />
        }
        afterAside={<ProgramFinder heading={fm.finder.heading} legend={fm.finder.legend} options={finderOptions} />}
      />
      <ProofSection
        heading={fm.proof.heading}
        items={proof}
        reviewProfiles={siteConfig.proof.reviewProfiles}
        reviewsOn={fm.proof.reviewsOn}
      />
      <IconCardsSection block={fm.benefits} columns={4} />
      <TestimonialsSection
        heading={fm.testimonials.heading}
        sampleNote={fm.testimonials.sampleNote}
        translatedFrom={fm.testimonials.translatedFrom}
        testimonials={pageContext.testimonials}
      />
      <TeamSection copy={fm.team} members={pageContext.team} />
      <FaqSection block={fm.faq} />
      <ClosingSection heading={fm.closing.heading} text={fm.closing.text} ctas={[fm.closing.cta]} />
    </>
  );
}

export default function HomeTemplate({ pageContext }: PageProps<LocalesData, Context>) {
  const { language, alternates } = pageContext;
  return (
    <Layout language={language} alternates={alternates}>
      <HomeContent pageContext={pageContext} />
    </Layout>
  );
}

export const Head: HeadFC<LocalesData, Context> = ({ pageContext }) => <PageHead pageContext={pageContext} />;
