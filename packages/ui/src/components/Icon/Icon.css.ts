import { style } from '@vanilla-extract/css';

/** 1em square, so the icon follows the font size around it and its box never changes size. */
export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  verticalAlign: '-0.125em',
});
