import { createContainer, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { centreLoneLastItem } from '../../theme/loneLastItem';
import { vars } from '../../theme/vars.css';

/**
 * The grid's columns follow the room it has, measured in rem: when the text is enlarged (the
 * browser's text size, WCAG 1.4.4) every threshold grows with it, so the cards drop to fewer, wider
 * columns instead of squeezing their text. At the default text size they match the page widths
 * the layout was designed for (two columns from about 800 px, three from 1000 px, four from 1150 px).
 */
export const cardGridContainer = createContainer('card-grid');
export const gridColumnsFrom = { 2: '46rem', 3: '58rem', 4: '68rem' } as const;
const from = (columns: keyof typeof gridColumnsFrom) => `${cardGridContainer} (min-width: ${gridColumnsFrom[columns]})`;
const columnsOf = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/** The box the grid measures: the width it is given, whatever its cards hold. */
export const frame = style({ containerType: 'inline-size', containerName: cardGridContainer });

export const grid = recipe({
  base: {
    display: 'grid',
    gap: vars.space.l,
    // minmax(0, …): a long word breaks inside its card rather than widening the column.
    gridTemplateColumns: columnsOf(1),
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    columns: {
      2: { '@container': { [from(2)]: { gridTemplateColumns: columnsOf(2) } } },
      3: {
        '@container': {
          [from(2)]: { gridTemplateColumns: columnsOf(2) },
          [from(3)]: { gridTemplateColumns: columnsOf(3) },
        },
      },
      4: {
        '@container': {
          [from(2)]: { gridTemplateColumns: columnsOf(2) },
          [from(4)]: { gridTemplateColumns: columnsOf(4) },
        },
      },
    },
  },
  defaultVariants: { columns: 3 },
});

export const item = style({ display: 'flex', minWidth: 0 });

// A card alone on the last row is centred (see centreLoneLastItem).
const variants = grid.classNames.variants.columns;
centreLoneLastItem(`.${variants[2]}`, { container: from(2) }, 2, vars.space.l);
centreLoneLastItem(`.${variants[3]}`, { container: from(2) }, 2, vars.space.l);
centreLoneLastItem(`.${variants[3]}`, { container: from(3) }, 3, vars.space.l);
centreLoneLastItem(`.${variants[4]}`, { container: from(2) }, 2, vars.space.l);
centreLoneLastItem(`.${variants[4]}`, { container: from(4) }, 4, vars.space.l);
