import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { mq } from '../../theme/tokens';

/**
 * The header has three layouts, chosen in the browser by what fits (`useFittingLayout`), written
 * on the header as `data-layout`:
 * - `full`: logo, navigation, language toggle and Apply Now in one row;
 * - `condensed`: the same row, tighter;
 * - `compact`: logo and a menu button; the navigation drops down from the header (a `popover`,
 *   so the browser's own styles for popovers are reset here).
 * Before the script has measured (and without it) the width decides, safely for both languages:
 * compact below 1152 px, condensed up to 1279 px, full from 1280 px. Compact styles come first.
 */
const ROW_FROM = 1152;
const FULL_FROM = 1280;

export const header = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: 100,
  height: vars.layout.headerHeight,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  transition: `background-color ${vars.duration.base}, box-shadow ${vars.duration.base}`,
  selectors: {
    '&[data-scrolled="true"]': {
      background: 'rgba(255, 255, 255, 0.9)',
      backdropFilter: 'saturate(160%) blur(10px)',
      WebkitBackdropFilter: 'saturate(160%) blur(10px)',
      boxShadow: vars.shadow.m,
    },
  },
});

const inRow = `${header}[data-layout="full"] &, ${header}[data-layout="condensed"] &`;
const condensed = `${header}[data-layout="condensed"] &`;
const unmeasured = `${header}:not([data-layout]) &`;
const rowQuery = `screen and (min-width: ${ROW_FROM}px)`;
const condensedQuery = `screen and (min-width: ${ROW_FROM}px) and (max-width: ${FULL_FROM - 1}px)`;

/**
 * `base` (the compact layout) plus `rule` for the one-row layouts and `tighter` for the condensed
 * one, each applied when measured or, before measuring, by the width.
 */
function withRow(base: StyleRule, rule: StyleRule, tighter?: StyleRule): StyleRule {
  const media = base['@media'] ?? {};
  return {
    ...base,
    selectors: {
      ...(base.selectors ?? {}),
      [inRow]: rule,
      ...(tighter ? { [condensed]: tighter } : {}),
    },
    '@media': {
      ...media,
      [rowQuery]: { selectors: { [unmeasured]: rule } },
      ...(tighter ? { [condensedQuery]: { selectors: { [unmeasured]: tighter } } } : {}),
    },
  };
}

export const inner = style(
  withRow(
    { display: 'flex', alignItems: 'center', gap: vars.space.m, height: '100%' },
    { flexWrap: 'nowrap' },
    { gap: vars.space.s },
  ),
);

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  marginRight: 'auto',
  color: vars.color.surfaceInverse,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.1,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary },
    [inRow]: { flexShrink: 0, whiteSpace: 'nowrap' },
    [condensed]: { fontSize: vars.fontSize.m },
  },
  '@media': {
    [mq.narrow]: { fontSize: vars.fontSize.m },
    [rowQuery]: { selectors: { [unmeasured]: { flexShrink: 0, whiteSpace: 'nowrap' } } },
    [condensedQuery]: { selectors: { [unmeasured]: { fontSize: vars.fontSize.m } } },
  },
});

export const logoMark = style({
  width: '40px',
  height: '40px',
  flexShrink: 0,
  '@media': { [mq.narrow]: { width: '32px', height: '32px' } },
});

export const menuButton = style(
  withRow(
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: '44px',
      height: '44px',
      padding: 0,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.m,
      background: vars.color.background,
      color: vars.color.surfaceInverse,
    },
    { display: 'none' },
  ),
);

export const menuIcon = style({ width: '24px', height: '24px' });

const panelOpen = {
  visibility: 'visible',
  opacity: 1,
  transform: 'none',
  pointerEvents: 'auto',
  transition: `opacity ${vars.duration.base} ease, transform ${vars.duration.base} ease, visibility 0s`,
} as const;

export const panel = style(
  withRow(
    {
      // Fixed, as a popover in the top layer is placed against the viewport.
      position: 'fixed',
      top: vars.layout.headerHeight,
      bottom: 'auto',
      insetInline: 0,
      width: 'auto',
      height: 'auto',
      margin: 0,
      border: 0,
      color: 'inherit',
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.s,
      padding: vars.space.m,
      maxHeight: `calc(100dvh - ${vars.layout.headerHeight})`,
      overflowY: 'auto',
      background: vars.color.background,
      borderBottom: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.l,
      transition: `opacity ${vars.duration.base} ease, transform ${vars.duration.base} ease, visibility 0s linear ${vars.duration.base}`,
      selectors: {
        '&[data-state="closed"]': {
          visibility: 'hidden',
          opacity: 0,
          transform: 'translateY(-12px)',
          pointerEvents: 'none',
        },
        '&[data-state="open"]': panelOpen,
        // Opened by the browser before the scripts have run (a rule of its own: a browser without
        // popovers drops it and keeps the one above).
        '&:popover-open': panelOpen,
      },
    },
    {
      position: 'static',
      flexDirection: 'row',
      alignItems: 'center',
      flexShrink: 0,
      gap: vars.space.m,
      padding: 0,
      maxHeight: 'none',
      overflow: 'visible',
      background: 'transparent',
      border: 0,
      boxShadow: 'none',
      transition: 'none',
      visibility: 'visible',
      opacity: 1,
      transform: 'none',
      pointerEvents: 'auto',
    },
    { gap: vars.space.s },
  ),
);

export const list = style(
  withRow(
    { display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' },
    { flexDirection: 'row', alignItems: 'center' },
    { gap: 0 },
  ),
);

const currentInRow = { background: 'transparent', boxShadow: `inset 0 -3px 0 ${vars.color.accent}` };

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space.s,
  borderRadius: vars.radius.s,
  color: vars.color.text,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.primary, background: vars.color.surface },
    '&[aria-current="page"], &[aria-current="true"]': {
      color: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
      background: vars.color.surface,
      boxShadow: `inset 4px 0 0 ${vars.color.accent}`,
    },
    [`${inRow}`]: { fontSize: vars.fontSize.s },
    [`${condensed}`]: { paddingInline: `calc(${vars.space.xs} - 2px)` },
    [`${header}[data-layout="full"] &[aria-current], ${header}[data-layout="condensed"] &[aria-current]`]: currentInRow,
  },
  '@media': {
    [rowQuery]: {
      selectors: {
        [unmeasured]: { fontSize: vars.fontSize.s },
        [`${header}:not([data-layout]) &[aria-current]`]: currentInRow,
      },
    },
    [condensedQuery]: { selectors: { [unmeasured]: { paddingInline: `calc(${vars.space.xs} - 2px)` } } },
  },
});

export const actions = style(
  withRow(
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
      gap: vars.space.s,
      paddingTop: vars.space.s,
    },
    { flexWrap: 'nowrap', justifyContent: 'flex-start', paddingTop: 0 },
    { gap: vars.space.xs },
  ),
);

/** The header's controls keep their labels on one line (the row's fit is measured with them so). */
globalStyle(`${actions} a`, { whiteSpace: 'nowrap' });
/** Condensed: the language toggle and Apply Now take less room. */
globalStyle(`${header}[data-layout="condensed"] ${actions} a`, { paddingInline: vars.space.s });
globalStyle(`${header}:not([data-layout]) ${actions} a`, {
  '@media': { [condensedQuery]: { paddingInline: vars.space.s } },
});

/** Nothing transitions while the header measures which layout fits (see useFittingLayout). */
globalStyle(`${header}[data-measuring], ${header}[data-measuring] *`, { transition: 'none !important' });
