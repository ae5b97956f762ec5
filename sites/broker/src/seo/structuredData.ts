import { siteConfig, type SiteConfig } from '../../site.config';
import type { Language } from '../content/core';
import { pageUrl } from '../config/hosting';

type JsonLd = Record<string, unknown>;

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A page's absolute address, in the site's one form (see `pageUrl`). */
export const absoluteUrl = pageUrl;

function postalAddress(config: SiteConfig) {
  return {
    '@type': 'PostalAddress',
    streetAddress: config.address.street,
    addressLocality: config.address.locality,
    addressRegion: config.address.region,
    postalCode: config.address.postalCode,
    addressCountry: config.address.country,
  };
}

function openingHours(config: SiteConfig) {
  return config.hours
    .filter((h) => h.opens && h.closes)
    .map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days.map((d) => `https://schema.org/${DAY_NAMES[d - 1]}`),
      opens: h.opens,
      closes: h.closes,
    }));
}

/** The business, on every page: a FinancialService with its office, contact points and NMLS id. */
export function organization(siteUrl: string, language: Language, config: SiteConfig = siteConfig): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FinancialService',
    '@id': `${siteUrl}/#business`,
    name: config.companyName,
    legalName: config.legalName,
    url: siteUrl,
    telephone: config.phone.e164,
    email: config.email,
    address: postalAddress(config),
    geo: { '@type': 'GeoCoordinates', ...config.address.geo },
    openingHoursSpecification: openingHours(config),
    identifier: { '@type': 'PropertyValue', propertyID: 'NMLS', value: config.nmls },
    description: config.compliance[language].licence,
    sameAs: Object.values(config.social),
    knowsLanguage: ['en', 'es'],
    areaServed: { '@type': 'State', name: 'Florida' },
  };
}

export function faqPage(items: Array<{ question: string; answer: string }>, language: Language): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: language,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export interface ArticleData {
  headline: string;
  description: string;
  path: string;
  datePublished: string;
  language: Language;
  keywords?: readonly string[];
  section: string;
}

export function article(siteUrl: string, data: ArticleData, config: SiteConfig = siteConfig): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: data.headline,
    description: data.description,
    url: absoluteUrl(siteUrl, data.path),
    mainEntityOfPage: absoluteUrl(siteUrl, data.path),
    datePublished: data.datePublished,
    dateModified: data.datePublished,
    inLanguage: data.language,
    articleSection: data.section,
    ...(data.keywords && data.keywords.length > 0 ? { keywords: data.keywords.join(', ') } : {}),
    author: { '@type': 'Organization', name: config.companyName, url: siteUrl },
    publisher: { '@id': `${siteUrl}/#business` },
  };
}

export function breadcrumbs(siteUrl: string, trail: Array<{ name: string; path: string }>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** A neighbourhood page: the office as a local business serving the named areas with mortgage lending. */
export function localBusiness(
  siteUrl: string,
  path: string,
  name: string,
  areaServed: readonly string[],
  language: Language,
  config: SiteConfig = siteConfig,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FinancialService',
    '@id': `${absoluteUrl(siteUrl, path)}#local`,
    name,
    url: absoluteUrl(siteUrl, path),
    telephone: config.phone.e164,
    email: config.email,
    address: postalAddress(config),
    parentOrganization: { '@id': `${siteUrl}/#business` },
    areaServed: areaServed.map((area) => ({ '@type': 'Place', name: area })),
    makesOffer: {
      '@type': 'Offer',
      itemOffered: {
        '@type': 'Service',
        serviceType: language === 'es' ? 'Préstamos hipotecarios' : 'Mortgage lending',
        areaServed: areaServed.map((area) => ({ '@type': 'Place', name: area })),
      },
    },
    openingHoursSpecification: openingHours(config),
  };
}

export interface CalculatorData {
  name: string;
  description: string;
  path: string;
  language: Language;
}

/** A calculator page: a free web application of the business, in the page's language. */
export function webApplication(siteUrl: string, data: CalculatorData): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: data.name,
    description: data.description,
    url: absoluteUrl(siteUrl, data.path),
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Any',
    browserRequirements: 'Requires JavaScript',
    inLanguage: data.language,
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    provider: { '@id': `${siteUrl}/#business` },
  };
}
