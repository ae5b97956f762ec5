import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { mq } from '../../theme/tokens';
import { centreLoneLastItem } from '../../theme/loneLastItem';

export const list = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: '1fr',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  '@media': {
    [mq.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    // Up to five steps side by side; six as two rows of three.
    [mq.desktop]: { gridTemplateColumns: 'repeat(var(--step-columns, 3), 1fr)' },
  },
  selectors: {
    '&[data-count="1"]': { vars: { '--step-columns': '1' } },
    '&[data-count="2"]': { vars: { '--step-columns': '2' } },
    '&[data-count="4"]': { vars: { '--step-columns': '4' } },
    '&[data-count="5"]': { vars: { '--step-columns': '5' } },
  },
});
// A step alone on the last row is centred: at two columns, and at three (seven steps or more).
centreLoneLastItem(`.${list}`, mq.tablet, 2, vars.space.l);
globalStyle(`.${list} > li:last-child:nth-child(n)`, {
  '@media': { [mq.desktop]: { gridColumn: 'auto', justifySelf: 'stretch', width: 'auto' } },
});
centreLoneLastItem(
  `.${list}:not([data-count="1"]):not([data-count="2"]):not([data-count="4"]):not([data-count="5"])`,
  mq.desktop,
  3,
  vars.space.l,
);

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
