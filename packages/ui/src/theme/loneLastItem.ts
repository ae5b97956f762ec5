import { globalStyle, type GlobalStyleRule } from '@vanilla-extract/css';

/** Where a rule applies: a media query, or a container query (`name (min-width: …)`). */
export type Condition = string | { container: string };

const at = (condition: Condition, rule: GlobalStyleRule): GlobalStyleRule =>
  typeof condition === 'string'
    ? { '@media': { [condition]: rule } }
    : { '@container': { [condition.container]: rule } };

/**
 * In a grid of `columns` equal columns separated by `gap`, an item left alone on the last row sits
 * in the middle at the width of one column, instead of hanging under the first column. Rules per
 * breakpoint: the last item is reset, then, when it starts a row of its own (`nth-child(Cn+1)`),
 * it spans the row and centres at one column's width. Call in a `.css.ts` file, narrowest
 * breakpoint first (a wider breakpoint's reset undoes a narrower one's centring).
 */
export function centreLoneLastItem(grid: string, condition: Condition, columns: number, gap: string): void {
  const last = `${grid} > li:last-child`;
  globalStyle(`${last}:nth-child(n)`, at(condition, { gridColumn: 'auto', justifySelf: 'stretch', width: 'auto' }));
  globalStyle(
    `${last}:nth-child(${columns}n+1)`,
    at(condition, {
      gridColumn: '1 / -1',
      justifySelf: 'center',
      width: `calc((100% - ${columns - 1} * ${gap}) / ${columns})`,
    }),
  );
}
