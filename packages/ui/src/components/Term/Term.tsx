import { useRef, useState, type ReactNode } from 'react';
import { useEscapeKey } from '../../hooks/useEscapeKey';
import { placeTooltip } from './enhanceTerms';
import * as styles from './Term.css';
import { useDomId } from '../../hooks/useDomId';

export interface TermProps {
  /** The full name, shown in the tooltip and announced as the term's description. */
  title: string;
  /** The abbreviation as written in the text. */
  children: ReactNode;
}

/**
 * An abbreviation with an accessible tooltip: it can be focused, shows its full name on hover and
 * focus, inside the viewport, and Escape hides it (WCAG 1.4.13).
 */
export function Term({ title, children }: TermProps) {
  const tooltipId = useDomId('term');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const tooltip = useRef<HTMLSpanElement>(null);
  const place = () => {
    if (tooltip.current) placeTooltip(tooltip.current);
  };

  useEscapeKey((hovered || focused) && !dismissed, () => setDismissed(true));

  return (
    <span className={styles.root}>
      <span
        className={styles.trigger}
        // The term takes focus so keyboard users reach its definition, shown while it has focus.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-describedby={tooltipId}
        data-dismissed={dismissed ? '' : undefined}
        onMouseEnter={() => {
          setHovered(true);
          place();
        }}
        onMouseLeave={() => {
          setHovered(false);
          if (!focused) setDismissed(false);
        }}
        onFocus={() => {
          setFocused(true);
          place();
        }}
        onBlur={() => {
          setFocused(false);
          setDismissed(false);
        }}
      >
        {children}
      </span>
      <span ref={tooltip} role="tooltip" id={tooltipId} className={styles.tooltip}>
        {title}
      </span>
    </span>
  );
}
