import { Link } from '../../link/LinkProvider';
import { globe, toggle } from './LanguageToggle.css';

export interface LanguageToggleProps {
  /** The same page in the other language (core's `counterpartPath`). */
  href: string;
  /** Language of the target page, e.g. `es`. */
  hrefLang: string;
  /** Name of the other language written in that language: "Español", "English". */
  label: string;
  /** Language of the label text; usually the same as `hrefLang`. */
  lang?: string;
  /** Optional longer accessible name, e.g. "Ver esta página en español". */
  title?: string;
}

/** Link to the counterpart page in the other language. */
export function LanguageToggle({ href, hrefLang, label, lang = hrefLang, title }: LanguageToggleProps) {
  return (
    <Link href={href} hrefLang={hrefLang} lang={lang} title={title} className={toggle}>
      <svg className={globe} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3Z"
        />
      </svg>
      {label}
    </Link>
  );
}
