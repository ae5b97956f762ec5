/** A calculator's table of figures: a labelled region that scrolls sideways on a phone, right-aligned numbers. */
import { globalStyle, style } from '@vanilla-extract/css';
import { scrollCue } from '../../theme/scrollCue';
import { vars } from '../../theme/vars.css';

export const scroller = style({
  marginTop: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  // Scrolls sideways on a narrow phone, with a shadow on the side that has more columns.
  ...scrollCue(),
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.s,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'left',
  padding: `${vars.space.s} ${vars.space.m}`,
  fontWeight: vars.fontWeight.semibold,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.m}`,
  textAlign: 'right',
  borderTop: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} th[scope="row"], ${table} thead th:first-child`, {
  textAlign: 'left',
  fontWeight: vars.fontWeight.medium,
});
