import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { mq } from '../../theme/tokens';

export const panel = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const top = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [mq.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.xl } },
});

export const extra = style({ display: 'grid', gap: vars.space.s });

export const subheading = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.l,
  lineHeight: vars.lineHeight.l,
  fontWeight: vars.fontWeight.semibold,
  marginBottom: vars.space.s,
});

export const pmi = style({ marginTop: vars.space.l });

export const figure = style({ margin: 0, minWidth: 0 });

export const chartBox = style({ width: '100%', minWidth: 0 });

export const chart = style({ display: 'block', maxWidth: '100%', overflow: 'visible' });

export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });

export const axisLabel = style({ fill: vars.color.textMuted, fontSize: '12px', fontFamily: vars.font.body });

/** Teal and brick red: both reach 3:1 against white and differ for colour-blind readers in lightness. */
export const principal = style({ fill: vars.color.primary, background: vars.color.primary });
export const interest = style({ fill: vars.color.accentText, background: vars.color.accentText });

export const balanceArea = style({ fill: vars.color.surface });
export const balanceLine = style({ fill: 'none', stroke: vars.color.text, strokeWidth: 2 });
export const scheduledLine = style({
  fill: 'none',
  stroke: vars.color.textMuted,
  strokeWidth: 2,
  strokeDasharray: '5 4',
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.l}`,
  listStyle: 'none',
  margin: `${vars.space.s} 0 0`,
  padding: 0,
  fontSize: vars.fontSize.s,
});

export const swatch = style({
  display: 'inline-block',
  width: '0.9em',
  height: '0.9em',
  marginRight: vars.space.xs,
  verticalAlign: '-0.1em',
  borderRadius: '2px',
});

export const balanceSwatch = style({ height: '3px', verticalAlign: '0.25em', background: vars.color.text });
export const scheduledSwatch = style({
  height: 0,
  verticalAlign: '0.25em',
  borderTop: `2px dashed ${vars.color.textMuted}`,
  background: 'none',
});

export const tableArea = style({ display: 'grid', gap: vars.space.s, minWidth: 0 });

export const toggle = style({ display: 'flex', gap: vars.space.xs });

export const toggleButton = style({
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.m}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const scroller = style({
  maxHeight: '28rem',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
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
  whiteSpace: 'nowrap',
  borderTop: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} thead th`, {
  position: 'sticky',
  top: 0,
  background: vars.color.surface,
  color: vars.color.text,
});
globalStyle(`${table} tbody th`, { textAlign: 'left', fontWeight: vars.fontWeight.medium });
