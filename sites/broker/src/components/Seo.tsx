import * as React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import type { Alternates, Language } from '@broker/core';
import { siteConfig } from '../../site.config';
import { absoluteUrl, organization } from '../seo/structuredData';

export interface SeoProps {
  language: Language;
  path: string;
  title: string;
  description: string;
  alternates?: Alternates | null;
  noindex?: boolean;
  ogType?: 'website' | 'article';
  jsonLd?: Array<Record<string, unknown>>;
}

export function useSiteUrl(): string {
  const data = useStaticQuery<{ site: { siteMetadata: { siteUrl: string } } }>(graphql`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return data.site.siteMetadata.siteUrl;
}

/** Everything a page puts in <head>: language, title, description, canonical, hreflang, social cards and JSON-LD. */
export function Seo({ language, path, title, description, alternates, noindex, ogType = 'website', jsonLd = [] }: SeoProps) {
  const siteUrl = useSiteUrl();
  const canonical = absoluteUrl(siteUrl, path);
  const graphs = [organization(siteUrl, language), ...jsonLd];
  return (
    <>
      <html lang={language} />
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : <link rel="canonical" href={canonical} />}
      {!noindex && alternates ? (
        <>
          <link rel="alternate" hrefLang="en" href={absoluteUrl(siteUrl, alternates.en)} />
          <link rel="alternate" hrefLang="es" href={absoluteUrl(siteUrl, alternates.es)} />
          <link rel="alternate" hrefLang="x-default" href={absoluteUrl(siteUrl, alternates.xDefault)} />
        </>
      ) : null}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="theme-color" content="#0b2a4a" />
      <meta property="og:type" content={ogType} />
      <meta property="og:site_name" content={siteConfig.companyName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={language === 'es' ? 'es_US' : 'en_US'} />
      <meta property="og:locale:alternate" content={language === 'es' ? 'en_US' : 'es_US'} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {graphs.map((graph, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(graph).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  );
}
