import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { brandTokens, mq } from '../../theme/tokens';

/** The launcher's width and height, in pixels. */
const SIZE = 60;

export const launcher = style({
  position: 'fixed',
  right: vars.space.l,
  bottom: vars.space.l,
  zIndex: 200,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `${SIZE}px`,
  height: `${SIZE}px`,
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.l,
  transition: `transform ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { background: vars.color.primaryHover, transform: 'scale(1.05)' },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
  '@media': { [mq.narrow]: { right: vars.space.s, bottom: vars.space.s } },
});

export const icon = style({ width: '28px', height: '28px' });

/**
 * The room the launcher takes at the bottom of the screen (its offset, its height and a gap), set
 * while it is on the page. The page's end is padded by it (the footer reads it), and keyboard focus
 * and scrolling into view keep what they bring clear of it.
 */
export const launcherClearance = createVar();

// In pixels: the theme's spacing variables are set below the root, where this is read.
const { l, s: small } = brandTokens.space;
globalStyle(`:root:has(${launcher})`, {
  vars: { [launcherClearance]: `${SIZE + l + small}px` },
  scrollPaddingBottom: launcherClearance,
  '@media': { [mq.narrow]: { vars: { [launcherClearance]: `${SIZE + small + small}px` } } },
});
