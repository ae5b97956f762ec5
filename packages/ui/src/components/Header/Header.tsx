import { useEffect, useRef, type ReactNode } from 'react';
import { useDisclosure } from '../../hooks/useDisclosure';
import { useEscapeKey } from '../../hooks/useEscapeKey';
import { useFittingLayout } from '../../hooks/useFittingLayout';
import { usePopover } from '../../hooks/usePopover';
import { useScrolledPast } from '../../hooks/useScrolledPast';
import { Link } from '../../link/LinkProvider';
import { Button } from '../Button/Button';
import { Container } from '../Container/Container';
import * as styles from './Header.css';

export interface HeaderLink {
  href: string;
  label: string;
  /** The page being shown: marked with aria-current="page". */
  current?: boolean;
  /** The section the page being shown belongs to (an article of the blog): aria-current="true". */
  section?: boolean;
}

export interface HeaderCopy {
  /** Accessible name of the main navigation. */
  navigation: string;
  /** Accessible name of the menu button shown when the navigation does not fit in one row. */
  menu: string;
  /** The external application button. */
  apply: string;
  /** "opens in a new tab", read after Apply Now. */
  opensInNewTab: string;
  /** Accessible name of the logo link, e.g. "Grove Harbor Mortgage — home". */
  home: string;
}

export interface HeaderProps {
  links: readonly HeaderLink[];
  /** The external loan-application portal (opens in a new tab). */
  applyHref: string;
  homeHref: string;
  /** Shown as the wordmark. */
  companyName: string;
  copy: HeaderCopy;
  /** Usually a LanguageToggle. */
  languageToggle?: ReactNode;
}

/** Pixels of scroll after which the header turns translucent (docs/behaviour.md §9). */
export const HEADER_SCROLL_THRESHOLD = 50;

/** The header's layouts, widest first (see Header.css.ts). */
const HEADER_LAYOUTS = ['full', 'condensed', 'compact'] as const;

/**
 * Where a phone takes the compact layout without measuring: the row cannot fit in less than 40rem
 * in either language (the condensed row needed 64rem in English and 69rem in Spanish, 2026-11-24),
 * and below 640 px the CSS shows the compact layout before measuring (it does below 1152 px).
 */
const COMPACT_WITHOUT_MEASURING = { rem: 40, px: 640 };

/**
 * Fixed site header. Logo, navigation, language toggle and Apply Now share one row wherever they
 * fit, at full size or condensed; where they do not (decided by measuring them, so it holds for
 * any language, font or text size), the navigation collapses into a menu button.
 *
 * The collapsed menu is a `popover` its button opens without script, so a tap works before the
 * page's scripts have arrived; once they run, React keeps `aria-expanded` and the popover in step.
 */
export function Header({ links, applyHref, homeHref, companyName, copy, languageToggle }: HeaderProps) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const menu = useDisclosure();
  const menuButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const scripted = usePopover(panel, menu.open, menu.setOpen);
  const bar = useRef<HTMLElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const layout = useFittingLayout(bar, row, HEADER_LAYOUTS, { fallbackBelow: COMPACT_WITHOUT_MEASURING });
  const closeMenu = menu.close;
  useEffect(() => {
    if (layout !== 'compact') closeMenu();
  }, [layout, closeMenu]);

  useEscapeKey(menu.open, () => {
    menu.close();
    menuButton.current?.focus();
  });

  return (
    <header ref={bar} className={styles.header} data-scrolled={scrolled} data-layout={layout}>
      <Container ref={row} className={styles.inner}>
        <Link href={homeHref} className={styles.logo} aria-label={`${companyName}, ${copy.home}`}>
          <LogoMark />
          <span>{companyName}</span>
        </Link>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-label={copy.menu}
          {...menu.buttonProps}
          // Before the scripts run, the browser exposes the popover's state on its button.
          aria-expanded={scripted ? menu.open : undefined}
          {...{ popovertarget: menu.contentProps.id }}
          onClick={(event) => {
            // From here on React decides, not the browser's popovertarget.
            event.preventDefault();
            menu.toggle();
          }}
        >
          <MenuIcon open={menu.open} />
        </button>
        <div ref={panel} className={styles.panel} {...menu.contentProps} {...{ popover: 'auto' }}>
          <nav aria-label={copy.navigation}>
            <ul className={styles.list}>
              {links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className={styles.navLink}
                    aria-current={link.current ? 'page' : link.section ? 'true' : undefined}
                    onClick={menu.close}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            {languageToggle}
            <Button
              href={applyHref}
              external
              newTabHint={copy.opensInNewTab}
              variant="primary"
              size="small"
              onClick={menu.close}
            >
              {copy.apply}
            </Button>
          </div>
        </div>
      </Container>
    </header>
  );
}

function LogoMark() {
  return (
    <svg className={styles.logoMark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#0b2545" />
      <path d="M9 20.5 20 11l11 9.5V30H9z" fill="#0b6462" />
      <path d="M15 30v-7h10v7" fill="#ffffff" />
      <path
        d="M6 33c3.5-2.4 7-2.4 10.5 0s7 2.4 10.5 0 7-2.4 7 0"
        fill="none"
        stroke="#f08a67"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </svg>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg className={styles.menuIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}
