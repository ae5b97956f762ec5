export {
  CONSENT_NOTICES,
  CONSENT_PRIVACY_ROUTE,
  CONSENT_VERSIONS,
  consentDisplay,
  consentNotice,
  consentText,
  currentConsent,
} from './notices';
export type { ConsentDisplay, ConsentNotice, ConsentVersion } from './notices';
