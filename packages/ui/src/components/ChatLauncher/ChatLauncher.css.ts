import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { mq } from '../../theme/tokens';

export const launcher = style({
  position: 'fixed',
  right: vars.space.l,
  bottom: vars.space.l,
  zIndex: 200,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '60px',
  height: '60px',
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.l,
  transition: `transform ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { background: vars.color.primaryHover, transform: 'scale(1.05)' },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
  '@media': { [mq.narrow]: { right: vars.space.s, bottom: vars.space.s } },
});

export const icon = style({ width: '28px', height: '28px' });
