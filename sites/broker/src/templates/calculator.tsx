import * as React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { pathFor } from '@broker/core';
import { Calculator } from '@broker/ui/components/Calculator';
import { calculatorCopy } from '@broker/ui/copy/compose';
import { useUiStrings } from '../components/useUiStrings';
import { Hero } from '@broker/ui/components/Hero';
import { Section } from '@broker/ui/components/Section';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { useCalculatorJourney } from '../components/tracking';
import type { CalculatorFrontmatter, LocalesData, PageContext } from '../content/frontmatter';
import { siteConfig } from '../../site.config';

export const query = graphql`
  query CalculatorPage($language: String!) {
    ...LocaleStrings
  }
`;

type Context = PageContext<CalculatorFrontmatter>;

function CalculatorContent({ pageContext }: { pageContext: Context }) {
  const strings = useUiStrings();
  const { language, page } = pageContext;
  const fm = page.frontmatter;
  const onCalculate = useCalculatorJourney(language);
  return (
    <>
      <Hero tone="inverse" heading={fm.hero.heading} lead={fm.hero.lead} />
      <Section>
        <Calculator
          language={language}
          copy={calculatorCopy(strings)}
          applyHref={siteConfig.applicationPortalUrl}
          explanations={fm.explanations}
          note={fm.note}
          onCalculate={onCalculate}
        />
      </Section>
    </>
  );
}

export default function CalculatorTemplate({ pageContext }: PageProps<LocalesData, Context>) {
  const { language, key } = pageContext;
  return (
    <Layout language={language} path={pathFor(key, language)}>
      <CalculatorContent pageContext={pageContext} />
    </Layout>
  );
}

export const Head: HeadFC<LocalesData, Context> = ({ pageContext }) => <PageHead pageContext={pageContext} />;
