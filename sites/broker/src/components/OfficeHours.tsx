import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@broker/core';
import { siteConfig } from '../../site.config';
import * as styles from './OfficeHours.css';

/** "9:00 AM" in English, "9:00" in Spanish, from "09:00". */
export function formatTime(time: string, language: Language): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const date = new Date(Date.UTC(2025, 0, 6, h, m));
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: language !== 'es',
    timeZone: 'UTC',
  }).format(date);
}

const DAY_KEYS: Record<string, string> = { '1,2,3,4,5': 'hours.weekdays', '6': 'hours.saturday', '7': 'hours.sunday' };

export interface OfficeHoursProps {
  heading: string;
  language: Language;
  /** The footer's smaller variant. */
  compact?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** The office hours of the site configuration, the same in both languages. */
export function OfficeHours({ heading, language, compact = false, headingLevel = 'h2' }: OfficeHoursProps) {
  const { t } = useTranslation();
  const Heading = headingLevel;
  return (
    <div className={compact ? styles.compact : styles.block}>
      <Heading className={styles.heading}>{heading}</Heading>
      <dl className={styles.list}>
        {siteConfig.hours.map((h) => (
          <div key={h.days.join(',')} className={styles.row}>
            <dt>{t(DAY_KEYS[h.days.join(',')] ?? 'hours.weekdays')}</dt>
            <dd>
              {h.opens && h.closes ? (
                <>
                  <time dateTime={h.opens}>{formatTime(h.opens, language)}</time>–<time dateTime={h.closes}>{formatTime(h.closes, language)}</time>
                </>
              ) : (
                t('hours.closed')
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{t('hours.online')}</p>
    </div>
  );
}
