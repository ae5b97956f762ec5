import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { mq } from '../../theme/tokens';

/** The white panel a tool sits in beside the hero's text, and its heading (Hero.css.ts). */
export { toolPanel as panel, toolHeading as heading } from '../Hero/Hero.css';

export const lead = style({ color: vars.color.textMuted });

export const form = style({
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mq.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const result = style({
  display: 'grid',
  gap: vars.space.s,
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  minWidth: 0,
});

/** The hand-off to the full calculator: a link, in the site's link colour, underlined. */
export const open = style({
  justifySelf: 'start',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  paddingBlock: vars.space.xs,
  selectors: { '&:hover': { color: vars.color.linkHover } },
});
