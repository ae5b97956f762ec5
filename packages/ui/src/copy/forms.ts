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
import type { ChatCopy } from '../components/ChatWidget/ChatWidget';
import type { ContactFormCopy } from '../components/ContactForm/ContactForm';
import type { PrequalificationCopy } from '../components/PrequalificationModal/PrequalificationModal';
import type { UiStrings } from './compose';

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
