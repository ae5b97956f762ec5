import * as React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Hero } from '@broker/ui/components/Hero';
import { Prose } from '@broker/ui/components/Prose';
import { Section } from '@broker/ui/components/Section';
import { Layout } from '../components/Layout';
import { useUiStrings } from '../lib/pageStrings';
import { PageHead } from '../components/PageHead';
import { monthYear } from '../components/dates';
import { withTermClasses } from '../components/terms';
import { useTermTooltips } from '../components/useTermTooltips';
import type { LegalFrontmatter, LocalesData, PageContext } from '../content/frontmatter';
import * as styles from './templates.css';

export const query = graphql`
  query LegalPage($language: String!) {
    ...LocaleStrings
  }
`;

type Context = PageContext<LegalFrontmatter>;

export default function LegalTemplate({ pageContext }: PageProps<LocalesData, Context>) {
  const strings = useUiStrings();
  const { language, alternates, page } = pageContext;
  const fm = page.frontmatter;
  useTermTooltips();
  return (
    <Layout language={language} alternates={alternates}>
      <Hero heading={fm.heading} lead={`${strings.legal.updated}: ${monthYear(fm.updated, language)}`} />
      <Section width="prose">
        {fm.notice ? (
          <aside className={styles.notice} aria-labelledby="important-notice">
            <h2 id="important-notice" className={styles.noticeHeading}>
              {fm.notice.heading}
            </h2>
            <p>{fm.notice.text}</p>
          </aside>
        ) : null}
        <Prose html={withTermClasses(page.html)} />
      </Section>
    </Layout>
  );
}

export const Head: HeadFC<LocalesData, Context> = ({ pageContext }) => <PageHead pageContext={pageContext} />;
