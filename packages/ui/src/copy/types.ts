import type { FooterCopy } from '../components/Footer/Footer';
import type { HeaderCopy } from '../components/Header/Header';

/** Every string the components show, for one language. Plain JSON-compatible data. */
export interface UiCopy {
  skipLink: string;
  header: HeaderCopy;
  /** Shown on pages of this language; points to the other language. */
  languageToggle: { label: string; hrefLang: string; lang: string; title: string };
  footer: FooterCopy;
}
