import * as React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { useUiStrings } from '../lib/pageStrings';
import { pathFor, type Language } from '@broker/core';
import { Button } from '@broker/ui/components/Button';
import { Section } from '@broker/ui/components/Section';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import type { LocalesData } from '../content/frontmatter';
import type { HeadData } from '../seo/pageHead';

export const query = graphql`
  query NotFoundPage {
    locales: allUiStringsFile {
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

/**
 * The page for unknown addresses, in the language of the address (`/es/...` is Spanish): its
 * heading is the page's `h1`, with the way back to the home page, and the same in the other
 * language below it for a visitor who followed a link into the wrong one.
 */
export default function NotFoundTemplate({ location, pageContext }: PageProps<LocalesData, { language: Language }>) {
  const language = pageContext.language;
  const other: Language = language === 'es' ? 'en' : 'es';
  const t = useUiStrings(language).notFound;
  const o = useUiStrings(other).notFound;
  return (
    <Layout
      language={language}
      alternates={{ [language]: location.pathname, [other]: pathFor('home', other) } as Record<Language, string>}
    >
      <Section headingLevel={1} heading={t.heading} lead={t.text}>
        <Button href={pathFor('home', language)} hrefLang={language}>
          {t.home}
        </Button>
      </Section>
      <div lang={other}>
        <Section tone="warm" heading={o.heading} lead={o.text}>
          <Button href={pathFor('home', other)} hrefLang={other}>
            {o.home}
          </Button>
        </Section>
      </div>
    </Layout>
  );
}

export const Head: HeadFC<LocalesData, { head: HeadData }> = ({ pageContext }) => <Seo head={pageContext.head} />;
