import en from '../../locales/en/translation.json';
import es from '../../locales/es/translation.json';
import { uiCopyFrom, type UiStrings } from './compose';
import type { UiCopy } from './types';

/** True when A and B have exactly the same keys at every level. */
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Fails the type check when the Spanish strings lack a key of the English ones, or add one. */
const sameKeys: SameShape<typeof en, typeof es> = true;
void sameKeys;

/** English and Spanish strings as written, and every component's copy built from them. */
export const uiStrings: { readonly en: UiStrings; readonly es: UiStrings } = { en, es };
export const uiCopy: { readonly en: UiCopy; readonly es: UiCopy } = {
  en: uiCopyFrom(en, 'en'),
  es: uiCopyFrom(es, 'es'),
};
export type { UiCopy } from './types';
export type { UiStrings } from './compose';
export {
  calculatorCopy,
  chatCopy,
  contactFormCopy,
  footerCopy,
  headerCopy,
  prequalificationCopy,
  rateExampleCopy,
  uiCopyFrom,
} from './compose';
