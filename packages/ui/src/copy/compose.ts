import {
  CHAT_CREDIT_SCORE_LABELS,
  CHAT_PROPERTY_TYPE_LABELS,
  CONTACT_LOAN_TYPE_LABELS,
  CREDIT_SCORE_LABELS,
  EMPLOYMENT_STATUS_LABELS,
  LOAN_PURPOSE_LABELS,
  PROPERTY_TYPE_LABELS,
  TIMELINE_LABELS,
} from '@broker/core/validation';
import type { Language } from '@broker/core/routes';
import type en from '../../locales/en/translation.json';
import type { CalculatorCopy } from '../components/Calculator/Calculator';
import type { ChatCopy } from '../components/ChatWidget/ChatWidget';
import type { ContactFormCopy } from '../components/ContactForm/ContactForm';
import type { FooterCopy } from '../components/Footer/Footer';
import type { HeaderCopy } from '../components/Header/Header';
import type { PrequalificationCopy } from '../components/PrequalificationModal/PrequalificationModal';
import type { RateExampleCopy } from '../components/RateExample/RateExample';
import type { UiCopy } from './types';

/**
 * The UI strings of one language, as written in `locales/<language>/translation.json`: the one
 * source of every string the components and the site's templates show. Form choices are not in
 * it: their labels come from `@broker/core` with the values the server accepts.
 */
export type UiStrings = typeof en;

export function headerCopy(strings: UiStrings): HeaderCopy {
  return strings.header;
}

export function footerCopy(strings: UiStrings): FooterCopy {
  const f = strings.footer;
  return {
    contactHeading: f.contactHeading,
    legalHeading: f.legalHeading,
    followHeading: f.followHeading,
    legalNavigation: f.legalNavigation,
    phoneLabel: f.phoneLabel,
    emailLabel: f.emailLabel,
    rights: f.rights,
    consumerAccess: f.consumerAccess,
    opensInNewTab: f.opensInNewTab,
  };
}

export function calculatorCopy(strings: UiStrings): CalculatorCopy {
  return strings.calculator;
}

export function rateExampleCopy(strings: UiStrings): RateExampleCopy {
  return strings.rateExample;
}

export function contactFormCopy(strings: UiStrings, language: Language): ContactFormCopy {
  return {
    ...strings.contactForm,
    loanTypes: CONTACT_LOAN_TYPE_LABELS[language],
    opensInNewTab: strings.footer.opensInNewTab,
  };
}

export function prequalificationCopy(strings: UiStrings, language: Language): PrequalificationCopy {
  return {
    ...strings.prequalification,
    propertyTypes: PROPERTY_TYPE_LABELS[language],
    creditScores: CREDIT_SCORE_LABELS[language],
    employmentStatuses: EMPLOYMENT_STATUS_LABELS[language],
    loanPurposes: LOAN_PURPOSE_LABELS[language],
    timelines: TIMELINE_LABELS[language],
    opensInNewTab: strings.footer.opensInNewTab,
  };
}

export function chatCopy(strings: UiStrings, language: Language): ChatCopy {
  return {
    ...strings.chat,
    lead: {
      ...strings.chat.lead,
      propertyTypes: CHAT_PROPERTY_TYPE_LABELS[language],
      creditScores: CHAT_CREDIT_SCORE_LABELS[language],
      timelines: TIMELINE_LABELS[language],
      opensInNewTab: strings.footer.opensInNewTab,
    },
  };
}

/** Every component's copy in one language. */
export function uiCopyFrom(strings: UiStrings, language: Language): UiCopy {
  const other: Language = language === 'en' ? 'es' : 'en';
  return {
    skipLink: strings.skipLink,
    header: headerCopy(strings),
    languageToggle: { ...strings.languageToggle, hrefLang: other, lang: other },
    footer: footerCopy(strings),
    calculator: calculatorCopy(strings),
    rateExample: rateExampleCopy(strings),
    contactForm: contactFormCopy(strings, language),
    prequalification: prequalificationCopy(strings, language),
    chatLauncher: strings.chatLauncher,
    chat: chatCopy(strings, language),
  };
}
