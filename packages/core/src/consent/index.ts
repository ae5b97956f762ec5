export {
  CONSENT_NOTICES,
  CONSENT_PRIVACY_ROUTE,
  CONSENT_VERSIONS,
  asksAutomatedContact,
  consentCheckboxLabel,
  consentDisplay,
  consentNotice,
  consentText,
  currentConsent,
} from './notices';
export type {
  AutomatedContactWording,
  ConsentDisplay,
  ConsentNotice,
  ConsentVersion,
  MarketingTextsWording,
} from './notices';
