import * as React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@broker/core';
import { Button } from '@broker/ui/components/Button';
import { Section } from '@broker/ui/components/Section';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import type { LocalesData } from '../content/frontmatter';
import type { HeadData } from '../seo/pageHead';

export const query = graphql`
  query NotFoundPage {
    locales: allLocale {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;

/** One page for unknown addresses, in both languages, with the way back to each home page. */
export default function NotFoundTemplate({ location }: PageProps<LocalesData>) {
  const { i18n } = useTranslation();
  const en = i18n.getFixedT('en');
  const es = i18n.getFixedT('es');
  return (
    <Layout language="en" path={location.pathname} counterpart={pathFor('home', 'es')}>
      <Section heading={en('notFound.heading')} lead={en('notFound.text')}>
        <Button href={pathFor('home', 'en')} hrefLang="en">
          {en('notFound.home')}
        </Button>
      </Section>
      <div lang="es">
        <Section tone="warm" heading={es('notFound.heading')} lead={es('notFound.text')}>
          <Button href={pathFor('home', 'es')} hrefLang="es">
            {es('notFound.home')}
          </Button>
        </Section>
      </div>
    </Layout>
  );
}

export const Head: HeadFC<LocalesData, { head: HeadData }> = ({ pageContext }) => <Seo head={pageContext.head} />;
