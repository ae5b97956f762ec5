import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { centreLoneLastItem } from '../../theme/loneLastItem';
import { cardGridContainer, gridColumnsFrom } from '../CardGrid/CardGrid.css';

// Two columns where two cards fit, measured in rem as CardGrid's are (so enlarged text gets one).
const twoColumns = `${cardGridContainer} (min-width: ${gridColumnsFrom[2]})`;

export const grid = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': { [twoColumns]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
centreLoneLastItem(`.${grid}`, { container: twoColumns }, 2, vars.space.l);

export const item = style({
  display: 'flex',
  minWidth: 0,
  transitionProperty: 'opacity, transform',
  transitionDuration: '600ms',
  transitionTimingFunction: 'ease-out',
  transitionDelay: 'var(--reveal-delay, 0ms)',
  selectors: {
    '&[data-reveal="hidden"]': { opacity: 0, transform: 'translateY(24px)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-reveal="hidden"]': { opacity: 1, transform: 'none' } },
    },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
});

export const category = style({
  padding: `${vars.space.xxs} ${vars.space.s}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceWarm,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const details = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const readMore = style({
  marginTop: 'auto',
  alignSelf: 'flex-start',
  color: vars.color.link,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.s,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.l },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

// The drawing runs to the card's edges (inside its 1px border), its frame sized before it loads.
export const art = style({
  margin: `calc(-1 * ${vars.space.l}) calc(-1 * ${vars.space.l}) ${vars.space.xs}`,
  aspectRatio: '16 / 5',
  overflow: 'hidden',
  borderRadius: `calc(${vars.radius.l} - 1px) calc(${vars.radius.l} - 1px) 0 0`,
  background: vars.color.surfaceWarm,
});
