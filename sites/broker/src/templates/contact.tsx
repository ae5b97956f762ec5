import * as React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import type { ConsentDisplay } from '@broker/core/consent';
import { Hero } from '@broker/ui/components/Hero';
import { Section } from '@broker/ui/components/Section';
import { Layout } from '../components/Layout';
import { useUiStrings } from '../lib/pageStrings';
import { PageHead } from '../components/PageHead';
import { CtaButton } from '../components/CtaButton';
import { ContactFormSection } from '../components/ContactFormSection';
import { OfficeHours } from '../components/OfficeHours';
import type { ContactFrontmatter, LocalesData, PageContext } from '../content/frontmatter';
import { formatAddress, siteConfig } from '../../site.config';
import * as styles from './templates.css';
import { GroveScene } from '@broker/ui/components/Scene/GroveScene';

export const query = graphql`
  query ContactPage($language: String!) {
    ...LocaleStrings
  }
`;

type Context = PageContext<ContactFrontmatter> & { consent: ConsentDisplay };

function ContactContent({ pageContext }: { pageContext: Context }) {
  const strings = useUiStrings();
  const { language, alternates, page } = pageContext;
  const fm = page.frontmatter;
  const mapsHref = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(formatAddress())}`;
  return (
    <>
      <Hero tone="inverse" heading={fm.hero.heading} lead={fm.hero.lead} art={<GroveScene />} />
      <Section>
        <div className={styles.twoColumns}>
          <ContactFormSection
            heading={fm.form.heading}
            intro={fm.form.intro}
            language={language}
            source={alternates[language]}
            consent={pageContext.consent}
          />
          <div className={styles.stack}>
            <section className={styles.infoBlock} aria-labelledby="contact-office">
              <h2 id="contact-office" className={styles.infoHeading}>
                {fm.office.heading}
              </h2>
              <address className={styles.address}>
                {siteConfig.companyName}
                <br />
                {siteConfig.address.street}
                <br />
                {siteConfig.address.locality}, {siteConfig.address.region} {siteConfig.address.postalCode}
              </address>
              <p className={styles.muted}>{fm.office.note}</p>
              <p className={styles.plain}>
                <a href={mapsHref} target="_blank" rel="noopener noreferrer">
                  {strings.contact.directions}
                  <span className={styles.visuallyHidden}> ({strings.footer.opensInNewTab})</span>
                </a>
              </p>
            </section>
            <section className={styles.infoBlock} aria-labelledby="contact-phone">
              <h2 id="contact-phone" className={styles.infoHeading}>
                {fm.phone.heading}
              </h2>
              <p className={styles.plain}>
                <a href={`tel:${siteConfig.phone.e164}`} className={styles.bigLink}>
                  {siteConfig.phone.display}
                </a>
              </p>
              <p className={styles.muted}>{fm.phone.note}</p>
            </section>
            <section className={styles.infoBlock} aria-labelledby="contact-email">
              <h2 id="contact-email" className={styles.infoHeading}>
                {fm.email.heading}
              </h2>
              <p className={styles.plain}>
                <a href={`mailto:${siteConfig.email}`} className={styles.bigLink}>
                  {siteConfig.email}
                </a>
              </p>
              <p className={styles.muted}>{fm.email.note}</p>
            </section>
            <OfficeHours heading={fm.hours.heading} language={language} />
          </div>
        </div>
      </Section>
      <Section tone="inverse" align="center" heading={fm.quickApply.heading} lead={fm.quickApply.text}>
        <CtaButton cta={fm.quickApply.cta} tone="inverse" size="large" />
      </Section>
    </>
  );
}

export default function ContactTemplate({ pageContext }: PageProps<LocalesData, Context>) {
  const { language, alternates } = pageContext;
  return (
    <Layout language={language} alternates={alternates}>
      <ContactContent pageContext={pageContext} />
    </Layout>
  );
}

export const Head: HeadFC<LocalesData, Context> = ({ pageContext }) => <PageHead pageContext={pageContext} />;
