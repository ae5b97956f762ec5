import * as React from 'react';
import { type ContactFormValues, type Language } from '@broker/core';
import type { FormOutcome } from '@broker/ui';
import { ContactForm } from '@broker/ui/components/ContactForm';
import { contactFormCopy } from '@broker/ui/copy/forms';
import { useUiStrings } from '../lib/pageStrings';
import type { ContactFormField } from '@broker/core';
import type { ConsentDisplay } from '@broker/core/consent';
import { siteConfig } from '../../site.config';
import { track } from '../lib/track';
import { createRetryKeys } from '../lib/retryKey';
import * as styles from '../templates/templates.css';

// The code that sends (and, offline, keeps) a message loads as soon as the visitor starts on the
// form, so it is there even if the connection drops before they press Send.
const loadApi = () => import(/* webpackChunkName: "api-client" */ '../lib/api');

export interface ContactFormSectionProps {
  heading: string;
  intro: string;
  language: Language;
  /** The page path sent with the lead. */
  source: string;
  /** The consent notice of the page's language (page data, so its words are not in the page's script). */
  consent: ConsentDisplay;
}

/**
 * The contact form wired to /api/submit. The API client (validation, offline queue) loads on the
 * first submission, not with the page.
 */
export function ContactFormSection({ heading, intro, language, source, consent }: ContactFormSectionProps) {
  const strings = useUiStrings();
  const startedAt = React.useRef<number | undefined>(undefined);
  const retryKeys = React.useRef(createRetryKeys()).current;
  React.useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  const onSubmit = React.useCallback(
    async (values: ContactFormValues): Promise<FormOutcome<ContactFormField>> => {
      let api: typeof import('../lib/api');
      try {
        api = await loadApi();
      } catch {
        // The sending code could not be loaded (offline before the form was used): nothing was
        // saved, so the form keeps the text and offers the phone number.
        return { status: 'failed' };
      }
      const outcome = await api.apiClient().submitContact(values, {
        language,
        source,
        startedAt: startedAt.current,
        idempotencyKey: retryKeys.keyFor(values),
        attribution: api.visitAttribution(),
      });
      retryKeys.record(values, outcome);
      const tracked = () =>
        track((t, win) =>
          t.trackFormSuccess(win, { form: 'contact', language, page: source, transactionId: outcome.idempotencyKey }),
        );
      if (outcome.status === 'stored') tracked();
      // A message saved on this device counts once a later retry from this page delivers it.
      if (outcome.status === 'queued') void outcome.delivery.then((later) => later.status === 'stored' && tracked());
      return outcome;
    },
    [language, source, retryKeys],
  );

  return (
    <section
      aria-labelledby="contact-form-heading"
      className={styles.stack}
      onFocus={() => void loadApi().catch(() => undefined)}
    >
      <h2 id="contact-form-heading" className={styles.infoHeading}>
        {heading}
      </h2>
      <p className={styles.muted}>{intro}</p>
      <ContactForm
        copy={contactFormCopy(strings, language)}
        onSubmit={onSubmit}
        phone={{ display: siteConfig.phone.display, href: `tel:${siteConfig.phone.e164}` }}
        consent={consent}
      />
    </section>
  );
}
