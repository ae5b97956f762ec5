import * as React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Hero } from '@broker/ui/components/Hero';
import { Link } from '@broker/ui/link';
import { Section } from '@broker/ui/components/Section';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { CtaButton } from '../components/CtaButton';
import { ProseWithExamples } from '../components/WorkedExample';
import { monthYear } from '../components/dates';
import { withTermClasses } from '../components/terms';
import { useTermTooltips } from '../components/useTermTooltips';
import { fillTemplate, isRouteKey } from '@broker/core';
import { useUiStrings } from '../lib/pageStrings';
import type { ArticleFrontmatter, LocalesData, PageContext } from '../content/frontmatter';
import * as styles from './templates.css';
import { Scene } from '../components/Scenes';
import { articleScene } from '../content/scenes';

export const query = graphql`
  query ArticlePage($language: String!) {
    ...LocaleStrings
  }
`;

type Context = PageContext<ArticleFrontmatter>;

export default function ArticleTemplate({ pageContext }: PageProps<LocalesData, Context>) {
  const strings = useUiStrings();
  const { language, alternates, page } = pageContext;
  const fm = page.frontmatter;
  // An article belongs to the menu section it leads back to (the blog, or Buy a Home for a program).
  const section = isRouteKey(fm.back.to) ? fm.back.to : 'blog';
  useTermTooltips();
  return (
    <Layout language={language} alternates={alternates} section={section}>
      <article>
        <Hero
          art={<Scene name={articleScene(fm)} />}
          before={
            <Link href={fm.back.href} className={styles.backLink}>
              <span aria-hidden="true">← </span>
              {fm.back.label}
            </Link>
          }
          eyebrow={<span className={styles.badge}>{fm.category}</span>}
          heading={fm.heading}
          lead={fm.summary}
        >
          <p className={styles.meta}>
            <span>
              {strings.article.published}: <time dateTime={fm.date.slice(0, 10)}>{monthYear(fm.date, language)}</time>
            </span>
            <span aria-hidden="true"> · </span>
            <span>{fillTemplate(strings.article.minRead, { count: page.readingMinutes })}</span>
          </p>
        </Hero>
        <Section width="prose">
          <ProseWithExamples html={withTermClasses(page.html)} examples={page.examples} />
        </Section>
      </article>
      <Section tone="inverse" align="center" heading={fm.cta.heading} lead={fm.cta.text}>
        <CtaButton cta={fm.cta} tone="inverse" size="large" />
      </Section>
    </Layout>
  );
}

export const Head: HeadFC<LocalesData, Context> = ({ pageContext }) => <PageHead pageContext={pageContext} />;
