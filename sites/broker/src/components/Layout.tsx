import * as React from 'react';
import { fillTemplate, otherLanguage, pathFor, type Language, type RouteKey } from '@broker/core';
import { Footer, footerBlockHeading } from '@broker/ui/components/Footer';
import { Header } from '@broker/ui/components/Header';
import { LanguageToggle } from '@broker/ui/components/LanguageToggle';
import { LinkProvider } from '@broker/ui/link';
import { Page } from '@broker/ui/components/ThemeRoot';
import { footerCopy, headerCopy } from '@broker/ui/copy/compose';
import { useUiStrings } from '../lib/pageStrings';
import { siteConfig } from '../../site.config';
import { replayEarlyClicks } from '../lib/earlyClicks';
import { installQueueFlush } from '../lib/queueFlush';
import { setDocumentLanguage } from '../lib/documentLanguage';
import { GatsbyLink } from './GatsbyLink';
import { OfficeHours } from './OfficeHours';
import { SiteOverlays, PrequalifyProvider } from './SiteOverlays';

const NAV = [
  'home',
  'buyHome',
  'refinance',
  'calculator',
  'blog',
  'about',
  'contact',
] as const satisfies readonly RouteKey[];
const LEGAL = ['privacyPolicy', 'termsOfService', 'disclaimer'] as const satisfies readonly RouteKey[];

export interface LayoutProps {
  language: Language;
  /**
   * The page's address in each language (its page data): its own, and the language toggle's
   * target (the not-found page's is the other language's home page).
   */
  alternates: Record<Language, string>;
  /**
   * The menu section a page belongs to when it is not itself in the menu (an article belongs to
   * the blog or to Buy a Home, a calculator to Calculator): its link is marked as the current section.
   */
  section?: RouteKey;
  children: React.ReactNode;
}

/** Header, footer, skip link, chat and pre-qualification dialog around every page. */
export function Layout({ language, alternates, section, children }: LayoutProps) {
  const strings = useUiStrings();
  const company = siteConfig.companyName;
  const other = otherLanguage(language);
  const path = alternates[language];
  const compliance = siteConfig.compliance[language];
  const year = new Date(BUILD_TIME).getFullYear();
  React.useEffect(() => installQueueFlush(), []);
  React.useEffect(() => setDocumentLanguage(language), [language]);
  // After every child has mounted: buttons clicked before hydration do what they were asked.
  React.useEffect(() => void replayEarlyClicks(), []);

  const header = (
    <Header
      companyName={company}
      homeHref={pathFor('home', language)}
      applyHref={siteConfig.applicationPortalUrl}
      links={NAV.map((key) => ({
        href: pathFor(key, language),
        label: strings.nav[key],
        current: pathFor(key, language) === path,
        section: key === section && pathFor(key, language) !== path,
      }))}
      copy={headerCopy(strings)}
      languageToggle={
        <LanguageToggle
          href={alternates[other]}
          hrefLang={other}
          lang={other}
          label={strings.languageToggle.label}
          title={strings.languageToggle.title}
        />
      }
    />
  );

  const footer = (
    <Footer
      companyName={company}
      addressLines={[
        siteConfig.address.street,
        `${siteConfig.address.locality}, ${siteConfig.address.region} ${siteConfig.address.postalCode}`,
      ]}
      phone={{ display: siteConfig.phone.display, href: `tel:${siteConfig.phone.e164}` }}
      email={siteConfig.email}
      social={[
        { network: 'facebook', label: 'Facebook', href: siteConfig.social.facebook },
        { network: 'linkedin', label: 'LinkedIn', href: siteConfig.social.linkedin },
        { network: 'instagram', label: 'Instagram', href: siteConfig.social.instagram },
      ]}
      legalLinks={LEGAL.map((key) => ({ href: pathFor(key, language), label: strings.footer[key] }))}
      nmls={{
        id: siteConfig.nmls,
        tooltip: strings.footer.nmlsTooltip,
        consumerAccessUrl: siteConfig.nmlsConsumerAccessUrl,
      }}
      licensing={compliance.licence}
      equalHousing={compliance.equalHousing}
      disclaimer={fillTemplate(strings.footer.disclaimerText, { company })}
      year={year}
      copy={footerCopy(strings)}
    >
      <OfficeHours heading={strings.footer.hours} language={language} compact headingClassName={footerBlockHeading} />
    </Footer>
  );

  return (
    <LinkProvider component={GatsbyLink}>
      <PrequalifyProvider language={language} path={path}>
        <Page
          lang={language}
          skipLinkLabel={strings.skipLink}
          header={header}
          footer={footer}
          overlays={<SiteOverlays language={language} />}
        >
          {children}
        </Page>
      </PrequalifyProvider>
    </LinkProvider>
  );
}
