import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@broker/ui/theme/vars.css';

export const block = style({ display: 'grid', gap: vars.space.s });
export const compact = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.s });
export const heading = style({ fontSize: 'inherit', fontWeight: vars.fontWeight.semibold, margin: 0 });
export const list = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });
/**
 * The day and its hours on one line where they fit; in a narrow column (the Spanish footer at tablet
 * widths) the hours move under the day whole, instead of both breaking mid-phrase.
 */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.m,
  rowGap: 0,
});
globalStyle(`${row} > dt, ${row} > dd`, { whiteSpace: 'nowrap', margin: 0 });
export const note = style({ margin: 0, opacity: 0.9 });
