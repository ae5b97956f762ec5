import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The white panel a tool sits in beside the hero's text, and its heading (Hero.css.ts). */
export { toolPanel as panel, toolHeading as heading } from '../Hero/Hero.css';

export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });

export const legend = style({ fontWeight: vars.fontWeight.semibold, marginBottom: vars.space.s, padding: 0 });

export const choices = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
});

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '48px',
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-state="checked"]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
      background: vars.color.surface,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const radio = style({
  flex: 'none',
  width: '1.1rem',
  height: '1.1rem',
  margin: 0,
  accentColor: vars.color.primary,
});

export const answer = style({
  display: 'grid',
  gap: vars.space.s,
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
});

export const link = style({
  justifySelf: 'start',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  paddingBlock: vars.space.xs,
  selectors: { '&:hover': { color: vars.color.linkHover } },
});
