import * as React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import {
  affordabilityCopy,
  assetIncomeCopy,
  cashToCloseCopy,
  dscrCopy,
  pointsCopy,
  refinanceCopy,
} from '@broker/ui/copy/compose';
import { Hero } from '@broker/ui/components/Hero';
import { Section } from '@broker/ui/components/Section';
import { CalculatorLinks } from '../components/CalculatorLinks';
import { interactiveIsland } from '../components/island';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { withTermClasses } from '../components/terms';
import { ProseWithExamples } from '../components/WorkedExample';
import { useTermTooltips } from '../components/useTermTooltips';
import { useUiStrings } from '../lib/pageStrings';
import type { CalculatorToolFrontmatter, LocalesData, PageContext } from '../content/frontmatter';
import { BrickellScene } from '@broker/ui/components/Scene/BrickellScene';

export const query = graphql`
  query CalculatorToolPage($language: String!) {
    ...LocaleStrings
  }
`;

type Context = PageContext<CalculatorToolFrontmatter>;

// Each calculator is in its page's HTML; its code (a chunk of its own) loads on first use.
const ISLANDS = {
  affordability: interactiveIsland(
    () => import(/* webpackChunkName: "affordability-island" */ '../components/islands/AffordabilityIsland'),
  ),
  refinance: interactiveIsland(
    () => import(/* webpackChunkName: "refinance-island" */ '../components/islands/RefinanceIsland'),
  ),
  dscr: interactiveIsland(() => import(/* webpackChunkName: "dscr-island" */ '../components/islands/DscrIsland')),
  assetIncome: interactiveIsland(
    () => import(/* webpackChunkName: "asset-income-island" */ '../components/islands/AssetIncomeIsland'),
  ),
  cashToClose: interactiveIsland(
    () => import(/* webpackChunkName: "cash-to-close-island" */ '../components/islands/CashToCloseIsland'),
  ),
  pointsBuydowns: interactiveIsland(
    () => import(/* webpackChunkName: "points-island" */ '../components/islands/PointsIsland'),
  ),
};

const COPY = {
  affordability: affordabilityCopy,
  refinance: refinanceCopy,
  dscr: dscrCopy,
  assetIncome: assetIncomeCopy,
  cashToClose: cashToCloseCopy,
  pointsBuydowns: pointsCopy,
};

function ToolContent({ pageContext }: { pageContext: Context }) {
  const strings = useUiStrings();
  const { language, page, head, key, calculators } = pageContext;
  const fm = page.frontmatter;
  const copy = React.useMemo(() => COPY[fm.tool](strings), [strings, fm.tool]);
  const Island = ISLANDS[fm.tool] as React.ComponentType<{
    language: typeof language;
    copy: typeof copy;
    explanations: typeof fm.explanations;
    note: string;
    printUrl?: string;
  }>;
  useTermTooltips();
  return (
    <>
      <Hero tone="inverse" heading={fm.hero.heading} lead={fm.hero.lead} art={<BrickellScene />} />
      <Section>
        <Island
          language={language}
          copy={copy}
          explanations={fm.explanations}
          note={fm.note}
          printUrl={head.canonical ?? undefined}
        />
      </Section>
      {page.html ? (
        <Section width="prose" heading={fm.howItWorks}>
          <div data-print="hide">
            <ProseWithExamples html={withTermClasses(page.html)} examples={page.examples} />
          </div>
        </Section>
      ) : null}
      <CalculatorLinks
        calculators={calculators}
        current={key}
        heading={fm.more.heading}
        linkLabel={fm.more.linkLabel}
      />
    </>
  );
}

export default function CalculatorToolTemplate({ pageContext }: PageProps<LocalesData, Context>) {
  const { language, alternates } = pageContext;
  return (
    <Layout language={language} alternates={alternates} section="calculator">
      <ToolContent pageContext={pageContext} />
    </Layout>
  );
}

export const Head: HeadFC<LocalesData, Context> = ({ pageContext }) => <PageHead pageContext={pageContext} />;
