import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
});

export const main = style({
  flex: 1,
  paddingTop: vars.layout.headerHeight,
  selectors: { '&:focus': { outline: 'none' } },
});
