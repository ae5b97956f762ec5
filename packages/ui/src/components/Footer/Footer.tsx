import type { ReactNode } from 'react';
import { Link } from '../../link/LinkProvider';
import { Container } from '../Container/Container';
import { Term } from '../Term/Term';
import * as styles from './Footer.css';

export const SOCIAL_NETWORKS = ['facebook', 'linkedin', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface FooterCopy {
  contactHeading: string;
  legalHeading: string;
  followHeading: string;
  /** Accessible name of the footer's legal-links navigation. */
  legalNavigation: string;
  phoneLabel: string;
  emailLabel: string;
  /** Words after the copyright line, e.g. "All rights reserved." */
  rights: string;
  /** Link text of the NMLS Consumer Access page. */
  consumerAccess: string;
  /** Appended to the accessible name of links that open a new tab. */
  opensInNewTab: string;
}

export interface FooterProps {
  companyName: string;
  /** Short line under the company name. */
  tagline?: string;
  addressLines: readonly string[];
  phone: { display: string; href: string };
  email: string;
  social: ReadonlyArray<{ network: SocialNetwork; label: string; href: string }>;
  legalLinks: ReadonlyArray<{ href: string; label: string }>;
  nmls: {
    id: string;
    /** Full name shown by the tooltip on "NMLS". */
    tooltip: string;
    consumerAccessUrl: string;
  };
  /** "Florida-licensed mortgage broker business" (site configuration). */
  licensing: string;
  /** "Equal Housing Opportunity" (site configuration). */
  equalHousing: string;
  disclaimer: string;
  year: number;
  copy: FooterCopy;
  /** Extra blocks, e.g. office hours. */
  children?: ReactNode;
}

/**
 * The heading of a block placed in the footer's contact column (office hours), styled as the
 * footer's own column headings and spaced from what is above it.
 */
export const footerBlockHeading = styles.followHeading;

/** Site footer with contact details, legal links and the licensing and compliance lines. */
export function Footer({
  companyName,
  tagline,
  addressLines,
  phone,
  email,
  social,
  legalLinks,
  nmls,
  licensing,
  equalHousing,
  disclaimer,
  year,
  copy,
  children,
}: FooterProps) {
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.columns}>
          <div>
            <p className={styles.brand}>{companyName}</p>
            {tagline ? <p>{tagline}</p> : null}
            {social.length > 0 ? (
              <>
                <h2 className={styles.followHeading}>{copy.followHeading}</h2>
                <ul className={styles.social}>
                  {social.map((item) => (
                    <li key={item.network}>
                      <Link
                        href={item.href}
                        external
                        className={styles.socialLink}
                        aria-label={`${item.label} (${copy.opensInNewTab})`}
                      >
                        <SocialIcon network={item.network} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
          <div>
            <h2 className={styles.heading}>{copy.contactHeading}</h2>
            <address className={styles.address}>
              {addressLines.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <span>
                {copy.phoneLabel}: <a href={phone.href}>{phone.display}</a>
              </span>
              <span>
                {copy.emailLabel}: <a href={`mailto:${email}`}>{email}</a>
              </span>
            </address>
            {children}
          </div>
          <nav aria-label={copy.legalNavigation}>
            <h2 className={styles.heading}>{copy.legalHeading}</h2>
            <ul className={styles.list}>
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className={styles.legal}>
          <p className={styles.licensing}>
            {companyName} — {licensing}. <Term title={nmls.tooltip}>NMLS</Term> #{nmls.id} ·{' '}
            <Link href={nmls.consumerAccessUrl} external aria-label={`${copy.consumerAccess} (${copy.opensInNewTab})`}>
              {copy.consumerAccess}
            </Link>
          </p>
          <p className={styles.equalHousing}>
            <EqualHousingIcon />
            {equalHousing}
          </p>
          <p>{disclaimer}</p>
          <p>
            © {year} {companyName}. {copy.rights}
          </p>
        </div>
      </Container>
    </footer>
  );
}

const socialPaths: Record<SocialNetwork, string> = {
  facebook:
    'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21z',
  linkedin:
    'M6.9 8.9H3.8V20h3.1zM5.3 3.9a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6zM20.2 13.6c0-3-1.6-4.9-4.3-4.9-1.4 0-2.4.8-2.8 1.5V8.9h-3V20h3.1v-5.5c0-1.5.3-2.9 2.1-2.9s1.8 1.7 1.8 3V20h3.1z',
  instagram:
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21 8.3c-.1-1.5-.4-2.8-1.5-3.8S17.2 3 15.7 3H8.3c-1.5.1-2.8.4-3.8 1.5S3 6.8 3 8.3v7.4c.1 1.5.4 2.8 1.5 3.8s2.3 1.4 3.8 1.5h7.4c1.5-.1 2.8-.4 3.8-1.5s1.4-2.3 1.5-3.8zm-1.8 7.3c0 1-.3 1.9-1 2.6s-1.6.9-2.6 1H8.4c-1 0-1.9-.3-2.6-1s-.9-1.6-1-2.6V8.4c0-1 .3-1.9 1-2.6s1.6-.9 2.6-1h7.2c1 0 1.9.3 2.6 1s.9 1.6 1 2.6z',
};

function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={socialPaths[network]} />
    </svg>
  );
}

function EqualHousingIcon() {
  return (
    <svg className={styles.ehoIcon} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 3 2 12v3h3v14h22V15h3v-3z" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10 17h12M10 22h12" stroke="currentColor" strokeWidth="2.4" />
    </svg>
  );
}
