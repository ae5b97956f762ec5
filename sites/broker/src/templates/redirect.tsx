import * as React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { Language } from '@broker/core';
import { Section } from '@broker/ui/components/Section';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import type { LocalesData } from '../content/frontmatter';
import type { HeadData } from '../seo/pageHead';

interface RedirectContext {
  language: Language;
  to: string;
  head: HeadData;
}

export const query = graphql`
  query RedirectPage($language: String!) {
    ...LocaleStrings
  }
`;

/** The old address of a page: sends the visitor on at once (hosts with redirect rules answer 301 before this). */
export default function RedirectTemplate({ pageContext, location }: PageProps<LocalesData, RedirectContext>) {
  const { t } = useTranslation();
  React.useEffect(() => {
    window.location.replace(pageContext.to + window.location.search + window.location.hash);
  }, [pageContext.to]);
  return (
    <Layout language={pageContext.language} path={location.pathname}>
      <Section heading={t('redirect.text')}>
        <p>
          <a href={pageContext.to}>{t('redirect.link')}</a>
        </p>
      </Section>
    </Layout>
  );
}

export const Head: HeadFC<LocalesData, RedirectContext> = ({ pageContext }) => (
  <>
    <Seo head={pageContext.head} />
    <meta httpEquiv="refresh" content={`0; url=${pageContext.to}`} />
  </>
);
