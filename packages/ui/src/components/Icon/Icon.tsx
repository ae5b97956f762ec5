import type { IconName } from '@broker/core/icons';
import { cx } from '../../cx';
import * as styles from './Icon.css';

export type { IconName };

/** Lucide's line width at 24px, a little lighter than its default 2. */
export const ICON_STROKE_WIDTH = 1.75;

/** The id of an icon's `<symbol>` in `IconSprite`. */
export const iconSymbolId = (name: IconName): string => `icon-${name}`;

export interface IconProps {
  name: IconName;
  /** Extra class, e.g. to set the size through `font-size` (the icon is 1em square). */
  className?: string;
}

/**
 * A decorative line icon, 1em square in the current text colour, drawn from the page's
 * `IconSprite`. Hidden from assistive technology: the text beside it carries the meaning.
 */
export function Icon({ name, className }: IconProps) {
  return (
    <svg
      className={cx(styles.icon, className)}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}
