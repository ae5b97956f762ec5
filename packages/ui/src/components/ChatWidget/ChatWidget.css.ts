import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { mq } from '../../theme/tokens';

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(16px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

const blink = keyframes({ '0%, 80%, 100%': { opacity: 0.25 }, '40%': { opacity: 1 } });

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * The window, a `<dialog>`: beside the page above the launcher on wide screens (shown with
 * `show()`); on narrow ones a modal dialog (`showModal()`) over nearly the whole screen, with a
 * backdrop, while the page behind it does not scroll.
 */
export const window = style({
  position: 'fixed',
  top: 'auto',
  left: 'auto',
  right: vars.space.l,
  bottom: `calc(${vars.space.l} + 72px)`,
  zIndex: 200,
  flexDirection: 'column',
  width: '380px',
  height: 'min(600px, calc(100dvh - 140px))',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  borderRadius: vars.radius.l,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.l,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  selectors: {
    '&[open]': { display: 'flex', animation: `${rise} ${vars.duration.base} ease-out` },
    '&::backdrop': { background: 'rgba(11, 37, 69, 0.6)', animation: `${fade} ${vars.duration.base} ease-out` },
  },
  '@media': {
    [mq.narrow]: {
      top: vars.space.xs,
      left: vars.space.xs,
      right: vars.space.xs,
      bottom: vars.space.xs,
      width: 'auto',
      height: 'auto',
    },
  },
});

// The page behind the modal window stays where it is.
globalStyle(`html:has(${window}:modal)`, { overflow: 'hidden' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  padding: `${vars.space.s} ${vars.space.m}`,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  vars: { [vars.color.focus]: vars.color.focusOnInverse },
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: '1.25rem',
});

export const titles = style({ flex: 1, minWidth: 0 });

export const title = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textInverse,
});

export const subtitle = style({ fontSize: vars.fontSize.xs, color: vars.color.textInverseMuted });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textInverse,
  selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.12)' } },
});

export const scroller = style({
  flex: 1,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.m,
  background: vars.color.surface,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.m,
});

export const log = style({ display: 'grid', gap: vars.space.s, margin: 0, padding: 0, listStyle: 'none' });

export const message = style({
  maxWidth: '85%',
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.m,
  fontSize: vars.fontSize.s,
  lineHeight: vars.lineHeight.s,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-sender="bot"]': {
      justifySelf: 'start',
      background: vars.color.background,
      border: `1px solid ${vars.color.border}`,
      borderBottomLeftRadius: vars.radius.s,
    },
    '&[data-sender="user"]': {
      justifySelf: 'end',
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderBottomRightRadius: vars.radius.s,
    },
    '&[data-tone="error"]': {
      background: vars.color.dangerSurface,
      borderColor: vars.color.danger,
      color: vars.color.danger,
    },
  },
});

export const typing = style({
  justifySelf: 'start',
  display: 'inline-flex',
  gap: '4px',
  padding: `${vars.space.s} ${vars.space.s}`,
  borderRadius: vars.radius.m,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
});

export const dot = style({
  width: '6px',
  height: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  animation: `${blink} 1.2s infinite ease-in-out`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
});

export const card = style({
  display: 'grid',
  gap: vars.space.s,
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.s,
});

export const cardTitle = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.bold,
});

export const cardText = style({ fontSize: vars.fontSize.s, color: vars.color.textMuted });

export const leadFields = style({ display: 'grid', gap: vars.space.s });

export const leadActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

export const composer = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'end',
  gap: vars.space.xs,
  padding: vars.space.s,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const textarea = style({
  width: '100%',
  minHeight: '44px',
  maxHeight: '8rem',
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  fontSize: vars.fontSize.s,
  lineHeight: vars.lineHeight.s,
  resize: 'none',
  selectors: { '&:focus-visible': { outlineOffset: '0px', borderColor: vars.color.primary } },
});

export const send = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: {
    '&:hover': { background: vars.color.primaryHover },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const hint = style({ gridColumn: '1 / -1', fontSize: vars.fontSize.xs, color: vars.color.textMuted });
