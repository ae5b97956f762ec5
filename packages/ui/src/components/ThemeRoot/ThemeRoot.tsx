import type { ReactNode } from 'react';
import { cx } from '../../cx';
import { root } from '../../theme/global.css';
import { themeClass } from '../../theme/theme.css';
import { SkipLink } from '../SkipLink/SkipLink';
import { main, page } from './ThemeRoot.css';

export interface ThemeRootProps {
  children: ReactNode;
  className?: string;
  lang?: string;
}

/** Applies the brand theme and base typography to everything inside. */
export function ThemeRoot({ children, className, lang }: ThemeRootProps) {
  return (
    <div className={cx(themeClass, root, className)} lang={lang}>
      {children}
    </div>
  );
}

export interface PageProps {
  /** Label of the skip link ("Skip to main content"). */
  skipLinkLabel: string;
  header?: ReactNode;
  footer?: ReactNode;
  /** Floating pieces outside the main flow: chat launcher, dialogs. */
  overlays?: ReactNode;
  lang?: string;
  children: ReactNode;
}

/** The page frame: theme, skip link, fixed header, main landmark, footer. */
export function Page({ skipLinkLabel, header, footer, overlays, lang, children }: PageProps) {
  return (
    <ThemeRoot lang={lang} className={page}>
      <SkipLink label={skipLinkLabel} />
      {header}
      <main id="main-content" tabIndex={-1} className={main}>
        {children}
      </main>
      {footer}
      {overlays}
    </ThemeRoot>
  );
}
