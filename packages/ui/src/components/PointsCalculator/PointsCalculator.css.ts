import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Under a payment: its APR, or the rate it is worked at. */
export const detail = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
});

/** A buydown's name ("2-1 buydown") on one line. */
export const kind = style({ whiteSpace: 'nowrap' });
