import type { ConsentDisplay } from '@broker/core/consent';
import { interpolate } from '../../interpolate';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './ConsentNotice.css';

export interface ConsentNoticeProps {
  /** The current notice of the page's language (`consentDisplay(language, company)` from `@broker/core`). */
  notice: ConsentDisplay;
  /** The form's id prefix: the notice is `${id}-consent`, the checkbox `${id}-marketingTexts`. */
  id: string;
  /** Said to screen readers after the privacy-policy link, which opens in a new tab. */
  opensInNewTab: string;
  /** Whether the optional marketing-texts box is ticked; it starts unticked. */
  marketingTexts: boolean;
  onMarketingTextsChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** The id of the notice, for the submit button's `aria-describedby`. */
export const consentNoticeId = (id: string) => `${id}-consent`;

/**
 * The call/text consent notice shown next to a form's submit button, with its privacy-policy link
 * (a new tab, so the form is not lost), and the optional, unticked marketing-texts checkbox. The
 * wording is `@broker/core`'s, by version: the form sends `notice.version` with the lead.
 */
export function ConsentNotice({
  notice,
  id,
  opensInNewTab,
  marketingTexts,
  onMarketingTextsChange,
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
          id={`${id}-marketingTexts`}
          name="marketingTexts"
          type="checkbox"
          className={styles.checkbox}
          checked={marketingTexts}
          disabled={disabled}
          onChange={(event) => onMarketingTextsChange(event.target.checked)}
        />
        <label htmlFor={`${id}-marketingTexts`} className={styles.checkboxLabel}>
          {notice.marketingTexts}
        </label>
      </div>
    </div>
  );
}
