import en from '../../locales/en/translation.json';
import es from '../../locales/es/translation.json';
import type { Language } from '@broker/core/routes';
import {
  affordabilityCopy,
  assetIncomeCopy,
  cashToCloseCopy,
  pointsCopy,
  calculatorCopy,
  dscrCopy,
  footerCopy,
  headerCopy,
  rateExampleCopy,
  refinanceCopy,
  type UiStrings,
} from './compose';
import { chatCopy, contactFormCopy, prequalificationCopy } from './forms';
import type { UiCopy } from './types';

/** True when A and B have exactly the same keys at every level. */
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Fails the type check when the Spanish strings lack a key of the English ones, or add one. */
const sameKeys: SameShape<typeof en, typeof es> = true;
void sameKeys;

/** Every component's copy in one language. */
export function uiCopyFrom(strings: UiStrings, language: Language): UiCopy {
  const other: Language = language === 'en' ? 'es' : 'en';
  return {
    skipLink: strings.skipLink,
    header: headerCopy(strings),
    languageToggle: { ...strings.languageToggle, hrefLang: other, lang: other },
    footer: footerCopy(strings),
    calculator: calculatorCopy(strings),
    affordability: affordabilityCopy(strings),
    refinance: refinanceCopy(strings),
    dscr: dscrCopy(strings),
    assetIncome: assetIncomeCopy(strings),
    cashToClose: cashToCloseCopy(strings),
    points: pointsCopy(strings),
    rateExample: rateExampleCopy(strings),
    contactForm: contactFormCopy(strings, language),
    prequalification: prequalificationCopy(strings, language),
    chatLauncher: strings.chatLauncher,
    chat: chatCopy(strings, language),
  };
}

/** English and Spanish strings as written, and every component's copy built from them. */
export const uiStrings: { readonly en: UiStrings; readonly es: UiStrings } = { en, es };
export const uiCopy: { readonly en: UiCopy; readonly es: UiCopy } = {
  en: uiCopyFrom(en, 'en'),
  es: uiCopyFrom(es, 'es'),
};
export type { UiCopy } from './types';
export type { UiStrings } from './compose';
export {
  affordabilityCopy,
  assetIncomeCopy,
  cashToCloseCopy,
  pointsCopy,
  calculatorCopy,
  dscrCopy,
  refinanceCopy,
  toolCopy,
  footerCopy,
  headerCopy,
  rateExampleCopy,
} from './compose';
export { chatCopy, contactFormCopy, prequalificationCopy } from './forms';
