import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { mq } from '../../theme/tokens';

export const grid = recipe({
  base: {
    display: 'grid',
    gap: vars.space.l,
    gridTemplateColumns: '1fr',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    columns: {
      2: { '@media': { [mq.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' } } },
      3: {
        '@media': {
          [mq.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
          [mq.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' },
        },
      },
      4: {
        '@media': {
          [mq.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
          [mq.wide]: { gridTemplateColumns: 'repeat(4, 1fr)' },
        },
      },
    },
  },
  defaultVariants: { columns: 3 },
});

export const item = style({ display: 'flex' });
