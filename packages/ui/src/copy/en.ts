import type { UiCopy } from './types';

export const en = {
  skipLink: 'Skip to main content',
  header: {
    navigation: 'Main',
    menu: 'Menu',
    apply: 'Apply Now',
    home: 'home page',
  },
  languageToggle: {
    label: 'Español',
    hrefLang: 'es',
    lang: 'es',
    title: 'Ver esta página en español',
  },
  footer: {
    contactHeading: 'Contact',
    legalHeading: 'Legal',
    followHeading: 'Follow us',
    legalNavigation: 'Legal',
    phoneLabel: 'Phone',
    emailLabel: 'Email',
    rights: 'All rights reserved.',
    consumerAccess: 'NMLS Consumer Access',
    opensInNewTab: 'opens in a new tab',
  },
} satisfies UiCopy;
