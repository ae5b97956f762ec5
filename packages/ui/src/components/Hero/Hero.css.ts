import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { mq } from '../../theme/tokens';
import { sceneColorsOnInverse } from '../Scene/Scene.css';
import { panel } from '../../theme/panel.css';

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
      },
      warm: { color: vars.color.text, background: vars.color.surfaceWarm },
    },
    align: {
      start: {},
      center: { textAlign: 'center' },
    },
    // With side content the band is taller, so it keeps less space above and below on wide screens.
    aside: {
      false: {},
      true: { '@media': { [mq.desktop]: { paddingBlock: `${vars.space.xl} ${vars.space.xl}` } } },
    },
  },
  defaultVariants: { tone: 'inverse', align: 'start', aside: false },
});

/**
 * The text, then the side content, in one column; from 1000 px the text and `afterAside` on the
 * left and `aside` on the right, so reading and keyboard order stay the order on screen.
 */
export const split = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mq.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateAreas: '"content aside" "after aside"',
      gridTemplateRows: 'auto 1fr',
      columnGap: vars.space.xxl,
    },
  },
});

// The side content keeps the page's own colours (links, focus ring, text) on any tone of band.
const sideContent = style({
  position: 'relative',
  minWidth: 0,
  color: vars.color.text,
});

export const aside = style([sideContent, { '@media': { [mq.desktop]: { gridArea: 'aside' } } }]);

export const afterAside = style([
  sideContent,
  { alignSelf: 'start', '@media': { [mq.desktop]: { gridArea: 'after' } } },
]);

const animated = (step: number) =>
  style({
    animation: `${rise} ${vars.duration.slow} ease-out both`,
    animationDelay: `calc(${step} * 200ms)`,
  });

export const content = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.m,
  alignContent: 'start',
  maxWidth: '48rem',
  '@media': { [mq.desktop]: { gridArea: 'content' } },
  selectors: {
    [`${hero.classNames.variants.align.center} &`]: { marginInline: 'auto' },
    // Focus rings and links on the navy band switch to the colours made for navy (the site's teal
    // link colour is 2.2:1 on it): white links, the light accent on hover.
    [`${hero.classNames.variants.tone.inverse} &`]: {
      vars: {
        [vars.color.focus]: vars.color.focusOnInverse,
        [vars.color.link]: vars.color.textInverse,
        [vars.color.linkHover]: vars.color.accentOnInverse,
      },
    },
  },
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

// The scenes are 9:1 strips: the whole drawing from 720 px, its middle on narrower screens.
const artHeight = 'clamp(80px, 100vw / 9, 160px)';

/**
 * With art, the text and side content end the art's height above the band's usual bottom
 * padding, so the drawing, pinned to the bottom edge, never runs under them at any width.
 */
export const artSpace = style({ paddingBottom: artHeight, '@media': { print: { paddingBottom: 0 } } });

export const art = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  height: artHeight,
  pointerEvents: 'none',
  selectors: { [`${hero.classNames.variants.tone.inverse} &`]: { vars: sceneColorsOnInverse } },
  // Decoration stays off paper: a printed calculator summary keeps to one page.
  '@media': { print: { display: 'none' } },
});

/** A tool's white panel in the hero's side content (the payment estimate, the program finder), and its heading. */
export const toolPanel = style([
  panel,
  { display: 'grid', gap: vars.space.m, alignContent: 'start', boxShadow: vars.shadow.m },
]);

export const toolHeading = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.xl });
