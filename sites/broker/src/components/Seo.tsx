import * as React from 'react';
import { siteConfig } from '../../site.config';
import type { HeadData } from '../seo/pageHead';

/** A page's <head>: title, description, canonical, hreflang, social cards and JSON-LD (built by gatsby-node). */
export function Seo({ head }: { head: HeadData }) {
  const { language } = head;
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.noindex ? <meta name="robots" content="noindex, follow" /> : null}
      {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
      {head.alternates ? (
        <>
          <link rel="alternate" hrefLang="en" href={head.alternates.en} />
          <link rel="alternate" hrefLang="es" href={head.alternates.es} />
          <link rel="alternate" hrefLang="x-default" href={head.alternates.xDefault} />
        </>
      ) : null}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="theme-color" content="#0b2a4a" />
      <meta property="og:type" content={head.ogType} />
      <meta property="og:site_name" content={siteConfig.companyName} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      {head.canonical ? <meta property="og:url" content={head.canonical} /> : null}
      <meta property="og:locale" content={language === 'es' ? 'es_US' : 'en_US'} />
      <meta property="og:locale:alternate" content={language === 'es' ? 'en_US' : 'es_US'} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      {head.jsonLd.map((json, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ))}
    </>
  );
}
