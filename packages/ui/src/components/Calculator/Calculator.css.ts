import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { mq } from '../../theme/tokens';

export const layout = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [mq.desktop]: { gridTemplateColumns: '1.1fr 0.9fr', gap: vars.space.xl } },
});

export const panel = style({
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  boxShadow: vars.shadow.s,
  '@media': { [mq.tablet]: { padding: vars.space.xl } },
});

export const results = style([
  panel,
  {
    background: vars.color.surface,
    borderColor: 'transparent',
    '@media': { [mq.desktop]: { position: 'sticky', top: `calc(${vars.layout.headerHeight} + ${vars.space.l})` } },
  },
]);

export const panelHeading = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  marginBottom: vars.space.l,
});

export const fields = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: '1fr',
  '@media': { [mq.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const wide = style({ '@media': { [mq.tablet]: { gridColumn: '1 / -1' } } });

export const field = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.s });

export const affix = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const prefix = style({
  position: 'absolute',
  left: vars.space.s,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const suffix = style({
  position: 'absolute',
  right: vars.space.s,
  color: vars.color.textMuted,
  pointerEvents: 'none',
  fontSize: vars.fontSize.s,
});

export const input = style({
  width: '100%',
  minHeight: '48px',
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.m,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:focus-visible': { outlineOffset: '0px', borderColor: vars.color.primary },
  },
});

export const moneyInput = style([input, { paddingLeft: '1.75rem' }]);

export const sliderRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr 7.5rem',
  alignItems: 'center',
  gap: vars.space.m,
});

export const numberInput = style([input, { paddingRight: '3.5rem' }]);

export const slider = style({
  width: '100%',
  height: '44px',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

export const range = style({
  display: 'flex',
  justifyContent: 'space-between',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const breakdown = style({ display: 'grid', gap: 0, margin: 0 });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.m,
  paddingBlock: vars.space.s,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const term = style({ color: vars.color.textMuted });
export const amount = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const totalRow = style([
  row,
  {
    borderBottom: 0,
    paddingTop: vars.space.m,
    alignItems: 'baseline',
    fontSize: vars.fontSize.l,
  },
]);

export const totalAmount = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  fontVariantNumeric: 'tabular-nums',
});

export const loanAmount = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s, marginBottom: vars.space.s });

export const apply = style({ marginTop: vars.space.l });

export const note = style({
  marginTop: vars.space.m,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
});

export const explanations = style({ marginTop: vars.space.xxl });

export const explanationsHeading = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  marginBottom: vars.space.l,
});
