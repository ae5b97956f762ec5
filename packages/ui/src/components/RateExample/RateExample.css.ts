import { globalStyle, style } from '@vanilla-extract/css';
import { scrollCue } from '../../theme/scrollCue';
import { vars } from '../../theme/vars.css';

/** A worked loan example: the assumptions, the APR and the payments, with its notes. */
export const root = style({
  margin: `${vars.space.l} 0`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.background,
  maxWidth: vars.layout.proseWidth,
});

/**
 * Scrolls sideways on narrow screens, with a shadow on the side that has more columns; focusable
 * so keyboard users can scroll it too.
 */
export const scroller = style({
  ...scrollCue(),
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.s,
  lineHeight: 1.5,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  padding: `${vars.space.s} ${vars.space.m}`,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.m,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.xs} ${vars.space.m}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} thead th`, { fontWeight: vars.fontWeight.semibold, background: vars.color.surface });
globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });

/** The APR row stands out: it is the figure the example exists to show. */
export const aprRow = style({});
globalStyle(`${aprRow} th, ${aprRow} td`, {
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  background: vars.color.surfaceWarm,
});

export const notes = style({
  margin: 0,
  padding: `${vars.space.s} ${vars.space.m}`,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.6,
  color: vars.color.textMuted,
});
globalStyle(`${notes} p + p, ${notes} ul + p, ${notes} p + ul`, { marginTop: vars.space.xs });
globalStyle(`${notes} ul`, { paddingLeft: '1.2em', margin: 0 });
