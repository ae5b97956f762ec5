import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { mq } from '../../theme/tokens';

// Movement only: text that starts transparent is not painted, which would hold back the page's
// largest contentful paint until the animation ends.
const rise = keyframes({
  from: { transform: 'translateY(16px)' },
  to: { transform: 'none' },
});

export const hero = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    paddingBlock: `${vars.space.xxl} ${vars.space.xxl}`,
    '@media': { [mq.tablet]: { paddingBlock: `${vars.space.xxxl} ${vars.space.xxxl}` } },
  },
  variants: {
    tone: {
      inverse: {
        color: vars.color.textInverse,
        background: vars.color.surfaceInverse,
        // A quiet teal disc in the corner; flat colour keeps text contrast predictable.
        '::before': {
          content: '""',
          position: 'absolute',
          top: '-40%',
          right: '-12%',
          width: 'min(560px, 90vw)',
          aspectRatio: '1',
          borderRadius: '50%',
          background: 'rgba(11, 100, 98, 0.35)',
          pointerEvents: 'none',
        },
        // Focus rings and links inside the band switch to the colours made for navy (the site's
        // teal link colour is 2.2:1 on it): white links, the light accent on hover.
        vars: {
          [vars.color.focus]: vars.color.focusOnInverse,
          [vars.color.link]: vars.color.textInverse,
          [vars.color.linkHover]: vars.color.accentOnInverse,
        },
      },
      warm: { color: vars.color.text, background: vars.color.surfaceWarm },
    },
    align: {
      start: {},
      center: { textAlign: 'center' },
    },
  },
  defaultVariants: { tone: 'inverse', align: 'start' },
});

const animated = (step: number) =>
  style({
    animation: `${rise} ${vars.duration.slow} ease-out both`,
    animationDelay: `calc(${step} * 200ms)`,
  });

export const content = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.m,
  maxWidth: '48rem',
  selectors: { [`${hero.classNames.variants.align.center} &`]: { marginInline: 'auto' } },
});

export const eyebrow = style([
  animated(0),
  {
    fontSize: vars.fontSize.s,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: vars.color.accentText,
    selectors: { [`${hero.classNames.variants.tone.inverse} &`]: { color: vars.color.accentOnInverse } },
  },
]);

export const heading = style([
  animated(0),
  {
    fontSize: vars.fontSize.xxl,
    lineHeight: vars.lineHeight.xxl,
    '@media': { [mq.tablet]: { fontSize: vars.fontSize.display, lineHeight: vars.lineHeight.display } },
  },
]);

export const lead = style([
  animated(1),
  {
    fontSize: vars.fontSize.l,
    lineHeight: vars.lineHeight.l,
    color: vars.color.textMuted,
    selectors: { [`${hero.classNames.variants.tone.inverse} &`]: { color: vars.color.textInverseMuted } },
  },
]);

export const actions = style([
  animated(2),
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.s,
    marginTop: vars.space.s,
    selectors: { [`${hero.classNames.variants.align.center} &`]: { justifyContent: 'center' } },
  },
]);

export const extra = style([animated(2), { marginTop: vars.space.s }]);
