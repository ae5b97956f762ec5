import { style } from '@vanilla-extract/css';
import { centreLoneLastItem } from '../../theme/loneLastItem';
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

// A card alone on the last row is centred (see centreLoneLastItem).
const variants = grid.classNames.variants.columns;
centreLoneLastItem(`.${variants[2]}`, mq.tablet, 2, vars.space.l);
centreLoneLastItem(`.${variants[3]}`, mq.tablet, 2, vars.space.l);
centreLoneLastItem(`.${variants[3]}`, mq.desktop, 3, vars.space.l);
centreLoneLastItem(`.${variants[4]}`, mq.tablet, 2, vars.space.l);
centreLoneLastItem(`.${variants[4]}`, mq.wide, 4, vars.space.l);
