import * as React from 'react';
import type { Language } from '@broker/core';
import { siteConfig } from '../../site.config';
import { useUiStrings } from '../lib/pageStrings';
import * as styles from './OfficeHours.css';

/**
 * "9:00 AM" in English and "9:00 a. m." in Spanish (Miami writes 12-hour times; no-break spaces),
 * from "09:00". Written out rather than
 * through Intl.DateTimeFormat: building one costs a phone tens of milliseconds on every page, and the
 * server's and the browser's ICU may differ in the space before AM/PM.
 */
export function formatTime(time: string, language: Language): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const minutes = String(m).padStart(2, '0');
  const suffix = language === 'es' ? `${h < 12 ? 'a' : 'p'}.\u00a0m.` : h < 12 ? 'AM' : 'PM';
  return `${h % 12 || 12}:${minutes}\u00a0${suffix}`;
}

const DAY_KEYS: Record<string, 'weekdays' | 'saturday' | 'sunday'> = {
  '1,2,3,4,5': 'weekdays',
  '6': 'saturday',
  '7': 'sunday',
};

export interface OfficeHoursProps {
  heading: string;
  language: Language;
  /** The footer's smaller variant. */
  compact?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The heading's style where the block sits among other headings (the footer's). */
  headingClassName?: string;
}

/** The office hours of the site configuration, the same in both languages. */
export function OfficeHours({
  heading,
  language,
  compact = false,
  headingLevel = 'h2',
  headingClassName,
}: OfficeHoursProps) {
  const { hours } = useUiStrings();
  const Heading = headingLevel;
  return (
    <div className={compact ? styles.compact : styles.block}>
      <Heading className={headingClassName ?? styles.heading}>{heading}</Heading>
      <dl className={styles.list}>
        {siteConfig.hours.map((h) => (
          <div key={h.days.join(',')} className={styles.row}>
            <dt>{hours[DAY_KEYS[h.days.join(',')] ?? 'weekdays']}</dt>
            <dd>
              {h.opens && h.closes ? (
                <>
                  <time dateTime={h.opens}>{formatTime(h.opens, language)}</time>–
                  <time dateTime={h.closes}>{formatTime(h.closes, language)}</time>
                </>
              ) : (
                hours.closed
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{hours.online}</p>
    </div>
  );
}
