import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { mq } from '../../theme/tokens';

export const list = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: '1fr',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  '@media': {
    [mq.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' },
  },
});

export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.m,
  rowGap: vars.space.xxs,
  alignContent: 'start',
  counterIncrement: 'step',
  '@media': { [mq.tablet]: { gridTemplateColumns: '1fr' } },
  selectors: {
    '&::before': {
      content: 'counter(step)',
      gridRow: 'span 2',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '2.75rem',
      height: '2.75rem',
      borderRadius: vars.radius.full,
      background: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.bold,
      fontSize: vars.fontSize.l,
      '@media': { [mq.tablet]: { gridRow: 'auto', marginBottom: vars.space.xs } },
    },
  },
});

export const title = style({ fontSize: vars.fontSize.l, lineHeight: vars.lineHeight.l });
export const text = style({ color: vars.color.textMuted });
