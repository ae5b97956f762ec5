export {
  CONSENT_NOTICES,
  CONSENT_PRIVACY_ROUTE,
  CONSENT_VERSIONS,
  consentNotice,
  consentText,
  currentConsent,
} from './notices';
export type { ConsentNotice, ConsentVersion } from './notices';
