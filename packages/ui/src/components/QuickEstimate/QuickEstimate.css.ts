import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { mq } from '../../theme/tokens';

export const panel = style({
  display: 'grid',
  gap: vars.space.m,
  alignContent: 'start',
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  boxShadow: vars.shadow.m,
  minWidth: 0,
  '@media': { [mq.tablet]: { padding: vars.space.xl } },
});

export const heading = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.xl });

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
