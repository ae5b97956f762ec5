import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.s,
    width: '100%',
    padding: vars.space.l,
    borderRadius: vars.radius.l,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.background,
    color: vars.color.text,
    // A word longer than a narrow card is wide (Spanish ones, with enlarged text) breaks inside it.
    overflowWrap: 'anywhere',
    boxShadow: vars.shadow.s,
    transition: `transform ${vars.duration.base} ease, box-shadow ${vars.duration.base} ease, border-color ${vars.duration.base} ease`,
    selectors: {
      '&:hover': { transform: 'translateY(-4px)', boxShadow: vars.shadow.l },
    },
  },
  variants: {
    tone: {
      default: {},
      surface: { background: vars.color.surface, borderColor: 'transparent', boxShadow: 'none' },
      warm: { background: vars.color.surfaceWarm, borderColor: 'transparent', boxShadow: 'none' },
    },
    interactive: {
      true: {
        selectors: {
          '&:hover': { borderColor: vars.color.primary },
          '&:focus-within': { borderColor: vars.color.primary, boxShadow: vars.shadow.l },
        },
      },
      false: {},
    },
    align: {
      start: {},
      center: { alignItems: 'center', textAlign: 'center' },
    },
  },
  defaultVariants: { tone: 'default', interactive: false, align: 'start' },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.m,
  background: vars.color.surfaceWarm,
  color: vars.color.primary,
  fontSize: '1.75rem',
  lineHeight: 1,
});

export const title = style({
  fontSize: vars.fontSize.l,
  lineHeight: vars.lineHeight.l,
  color: vars.color.text,
});

export const text = style({ color: vars.color.textMuted, fontSize: vars.fontSize.m });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  marginTop: 'auto',
});

export const fact = style({
  padding: `${vars.space.xxs} ${vars.space.s}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

/** The whole card is the link's target area; the link text stays the title. */
export const stretchedLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.l },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const more = style({
  marginTop: 'auto',
  color: vars.color.link,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.s,
});

export const quote = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.l,
  lineHeight: vars.lineHeight.l,
  color: vars.color.text,
  selectors: { '&::before': { content: '"“"', color: vars.color.accentText, marginRight: '0.1em' } },
});

export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.s, marginTop: 'auto' });

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.bold,
});

export const largeAvatar = style([avatar, { width: '4.5rem', height: '4.5rem', fontSize: vars.fontSize.l }]);

export const name = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text, fontStyle: 'normal' });
export const descriptor = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.s });
export const role = style({
  color: vars.color.accentText,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.semibold,
});
