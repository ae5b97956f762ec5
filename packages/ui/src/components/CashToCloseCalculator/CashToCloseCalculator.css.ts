import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const section = style({ marginTop: vars.space.s, '@media': { print: { marginTop: '4pt' } } });

/** A Loan Estimate section's letter and name, with its total across from it. */
export const sectionHeading = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.s,
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});
