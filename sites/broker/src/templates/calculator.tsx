import * as React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { calculatorCopy } from '@broker/ui/copy/compose';
import { useUiStrings } from '../lib/pageStrings';
import { Hero } from '@broker/ui/components/Hero';
import { Section } from '@broker/ui/components/Section';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { CalculatorLinks } from '../components/CalculatorLinks';
import { interactiveIsland } from '../components/island';
import type { CalculatorFrontmatter, LocalesData, PageContext } from '../content/frontmatter';
import { BrickellScene } from '@broker/ui/components/Scene/BrickellScene';

export const query = graphql`
  query CalculatorPage($language: String!) {
    ...LocaleStrings
  }
`;

type Context = PageContext<CalculatorFrontmatter>;

// The calculator is in the page's HTML; its code loads when the visitor starts using it.
const CalculatorIsland = interactiveIsland(
  () => import(/* webpackChunkName: "calculator-island" */ '../components/islands/CalculatorIsland'),
);

function CalculatorContent({ pageContext }: { pageContext: Context }) {
  const strings = useUiStrings();
  const { language, page, head, key, calculators } = pageContext;
  const fm = page.frontmatter;
  const copy = React.useMemo(() => calculatorCopy(strings), [strings]);
  return (
    <>
      <Hero tone="inverse" heading={fm.hero.heading} lead={fm.hero.lead} art={<BrickellScene />} />
      <Section>
        <CalculatorIsland
          language={language}
          copy={copy}
          explanations={fm.explanations}
          note={fm.note}
          printUrl={head.canonical ?? undefined}
        />
      </Section>
      <CalculatorLinks
        calculators={calculators}
        current={key}
        heading={fm.more.heading}
        linkLabel={fm.more.linkLabel}
      />
    </>
  );
}

export default function CalculatorTemplate({ pageContext }: PageProps<LocalesData, Context>) {
  const { language, alternates } = pageContext;
  return (
    <Layout language={language} alternates={alternates}>
      <CalculatorContent pageContext={pageContext} />
    </Layout>
  );
}

export const Head: HeadFC<LocalesData, Context> = ({ pageContext }) => <PageHead pageContext={pageContext} />;
