import type { ConsentDisplay } from '@broker/core/consent';
import { interpolate } from '../../interpolate';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './ConsentNotice.css';

export interface ConsentNoticeProps {
  /** The current notice of the page's language (`consentDisplay(language, company)` from `@broker/core`). */
  notice: ConsentDisplay;
  /** The form's id prefix: the notice is `${id}-consent`, the checkbox `${id}-automatedContact`. */
  id: string;
  /** Said to screen readers after the privacy-policy link, which opens in a new tab. */
  opensInNewTab: string;
  /** Whether the optional automated-contact box is ticked; it starts unticked and may stay so. */
  automatedContact: boolean;
  onAutomatedContactChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** The id of the notice, for the submit button's `aria-describedby`. */
export const consentNoticeId = (id: string) => `${id}-consent`;

/**
 * The consent notice shown next to a form's submit button, with its privacy-policy link (a new tab,
 * so the form is not lost), and the separate, optional, unticked checkbox for calls and texts made
 * with automated technology. The wording is `@broker/core`'s, by version: the form sends
 * `notice.version` and the box's state with the lead.
 */
export function ConsentNotice({
  notice,
  id,
  opensInNewTab,
  automatedContact,
  onAutomatedContactChange,
  disabled,
}: ConsentNoticeProps) {
  const link = (
    <a href={notice.privacyPolicyHref} target="_blank" rel="noopener" className={styles.link}>
      {notice.privacyPolicyLink}
      <VisuallyHidden> ({opensInNewTab})</VisuallyHidden>
    </a>
  );
  return (
    <div className={styles.consent} data-consent-version={notice.version}>
      <p id={consentNoticeId(id)} className={styles.notice}>
        {interpolate(notice.notice, { privacyPolicy: link })}
      </p>
      <div className={styles.checkboxRow}>
        <input
          id={`${id}-automatedContact`}
          name="automatedContact"
          type="checkbox"
          className={styles.checkbox}
          checked={automatedContact}
          disabled={disabled}
          data-state={automatedContact ? 'checked' : 'unchecked'}
          onChange={(event) => onAutomatedContactChange(event.target.checked)}
        />
        <label htmlFor={`${id}-automatedContact`} className={styles.checkboxLabel}>
          {notice.automatedContact}
        </label>
      </div>
    </div>
  );
}
