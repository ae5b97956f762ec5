import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { mq } from '../../theme/tokens';

export const section = recipe({
  base: {
    paddingBlock: vars.space.xxl,
    '@media': { [mq.tablet]: { paddingBlock: vars.space.xxxl } },
  },
  variants: {
    tone: {
      default: { background: vars.color.background, color: vars.color.text },
      surface: { background: vars.color.surface, color: vars.color.text },
      warm: { background: vars.color.surfaceWarm, color: vars.color.text },
      inverse: {
        background: vars.color.surfaceInverse,
        color: vars.color.textInverse,
        // Focus rings inside the band switch to the colour made for navy.
        vars: { [vars.color.focus]: vars.color.focusOnInverse },
      },
    },
    align: {
      start: {},
      center: { textAlign: 'center' },
    },
  },
  defaultVariants: { tone: 'default', align: 'start' },
});

export const header = style({
  display: 'grid',
  gap: vars.space.s,
  marginBottom: vars.space.xl,
  maxWidth: '46rem',
  selectors: { [`${section.classNames.variants.align.center} &`]: { marginInline: 'auto' } },
});

export const eyebrow = style({
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accentText,
  selectors: { [`${section.classNames.variants.tone.inverse} &`]: { color: vars.color.accentOnInverse } },
});

export const heading = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  '@media': { [mq.tablet]: { fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.xxl } },
});

export const lead = style({
  fontSize: vars.fontSize.m,
  color: vars.color.textMuted,
  selectors: { [`${section.classNames.variants.tone.inverse} &`]: { color: vars.color.textInverseMuted } },
});
