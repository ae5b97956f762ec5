import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';
import { mq } from './tokens';

/** The white panel a tool sits in: a calculator's inputs, and the hero's payment estimate and program finder. */
export const panel = style({
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  boxShadow: vars.shadow.s,
  minWidth: 0,
  '@media': { [mq.tablet]: { padding: vars.space.xl } },
});
