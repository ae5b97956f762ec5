import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const skipLink = style({
  position: 'fixed',
  top: vars.space.s,
  left: vars.space.s,
  zIndex: 1000,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus, &:focus-visible': {
      transform: 'none',
      color: vars.color.textInverse,
      outlineColor: vars.color.focusOnInverse,
    },
  },
});
