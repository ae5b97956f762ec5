import type { Language } from '../content/core';
import { pathFor, type RouteKey } from '../content/core';
import type { BuiltPage } from '../content/pages';
import type {
  ArticleFrontmatter,
  Base,
  CalculatorFrontmatter,
  HomeFrontmatter,
  NeighbourhoodFrontmatter,
} from '../content/frontmatter';
import {
  absoluteUrl,
  article,
  breadcrumbs,
  faqPage,
  localBusiness,
  organization,
  webApplication,
} from './structuredData';
import en from '@broker/ui/locales/en/translation.json';
import es from '@broker/ui/locales/es/translation.json';

/** The navigation's name of the calculator page, for the breadcrumbs (the UI strings, read at build time). */
const CALCULATOR_NAV: Record<Language, string> = { en: en.nav.calculator, es: es.nav.calculator };
import { siteConfig } from '../../site.config';

/** Everything a page's <head> shows, computed at build time so the browser bundle carries none of it. */
export interface HeadData {
  language: Language;
  title: string;
  description: string;
  canonical: string | null;
  alternates: { en: string; es: string; xDefault: string } | null;
  noindex: boolean;
  ogType: 'website' | 'article';
  jsonLd: string[];
}

const serialize = (data: Record<string, unknown>) => JSON.stringify(data).replace(/</g, '\\u003c');

export function headForPage(page: BuiltPage, siteUrl: string): HeadData {
  // The content build has checked each template's frontmatter (content/frontmatter.ts).
  const fm = page.frontmatter as unknown as Base;
  const { language } = page;
  const path = page.path;
  const graphs: Array<Record<string, unknown>> = [organization(siteUrl, language)];
  if (page.template === 'home') graphs.push(faqPage((fm as HomeFrontmatter).faq.items, language));
  if (page.template === 'neighbourhood') {
    const fm = page.frontmatter as unknown as NeighbourhoodFrontmatter;
    graphs.push(localBusiness(siteUrl, path, `${siteConfig.companyName} — ${fm.area}`, fm.areaServed, language));
  }
  if (page.template === 'article') {
    const fm = page.frontmatter as unknown as ArticleFrontmatter;
    const date = new Date(fm.date).toISOString().slice(0, 10);
    const parent: RouteKey = fm.kind === 'program' ? 'buyHome' : 'blog';
    graphs.push(
      article(siteUrl, {
        headline: fm.heading,
        description: fm.description,
        path,
        datePublished: date,
        language,
        keywords: fm.keywords,
        section: fm.category,
      }),
      breadcrumbs(siteUrl, [
        { name: language === 'es' ? 'Inicio' : 'Home', path: pathFor('home', language) },
        { name: String(fm.back.label).replace(/^(Back to|Volver a(l)?)\s+/i, ''), path: pathFor(parent, language) },
        { name: fm.heading, path },
      ]),
    );
  }
  if (page.template === 'calculator' || page.template === 'calculator-tool') {
    const fm = page.frontmatter as unknown as CalculatorFrontmatter;
    graphs.push(
      webApplication(siteUrl, { name: fm.hero.heading, description: fm.description, path, language }),
      breadcrumbs(siteUrl, [
        { name: language === 'es' ? 'Inicio' : 'Home', path: pathFor('home', language) },
        { name: CALCULATOR_NAV[language], path: pathFor('calculator', language) },
        ...(page.template === 'calculator-tool' ? [{ name: fm.hero.heading, path }] : []),
      ]),
    );
  }
  const route = page.alternates;
  return {
    language,
    title: fm.title,
    description: fm.description,
    canonical: absoluteUrl(siteUrl, path),
    alternates: {
      en: absoluteUrl(siteUrl, route.en),
      es: absoluteUrl(siteUrl, route.es),
      xDefault: absoluteUrl(siteUrl, route.xDefault),
    },
    noindex: false,
    ogType: page.template === 'article' ? 'article' : 'website',
    jsonLd: graphs.map(serialize),
  };
}

/** The head of a page outside the route table (404, moved pages): not indexed. */
export function headForUtilityPage(
  siteUrl: string,
  language: Language,
  title: string,
  description: string,
  canonicalPath: string | null = null,
): HeadData {
  return {
    language,
    title,
    description,
    canonical: canonicalPath ? absoluteUrl(siteUrl, canonicalPath) : null,
    alternates: null,
    noindex: true,
    ogType: 'website',
    jsonLd: [serialize(organization(siteUrl, language))],
  };
}
