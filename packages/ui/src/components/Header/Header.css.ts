import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { mq } from '../../theme/tokens';

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

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  height: '100%',
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginRight: 'auto',
  color: vars.color.surfaceInverse,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.1,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primary } },
  '@media': { [mq.narrow]: { fontSize: vars.fontSize.m } },
});

export const logoMark = style({
  width: '40px',
  height: '40px',
  flexShrink: 0,
  '@media': { [mq.narrow]: { width: '32px', height: '32px' } },
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.background,
  color: vars.color.surfaceInverse,
  '@media': { [mq.tablet]: { display: 'none' } },
});

export const menuIcon = style({ width: '24px', height: '24px' });

export const panel = style({
  position: 'absolute',
  top: vars.layout.headerHeight,
  insetInline: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.m,
  maxHeight: `calc(100vh - ${vars.layout.headerHeight})`,
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
    '&[data-state="open"]': {
      transition: `opacity ${vars.duration.base} ease, transform ${vars.duration.base} ease, visibility 0s`,
    },
  },
  '@media': {
    [mq.tablet]: {
      position: 'static',
      flexDirection: 'row',
      alignItems: 'center',
      gap: vars.space.m,
      padding: 0,
      maxHeight: 'none',
      overflowY: 'visible',
      background: 'transparent',
      border: 0,
      boxShadow: 'none',
      transition: 'none',
      selectors: {
        '&[data-state="closed"]': {
          visibility: 'visible',
          opacity: 1,
          transform: 'none',
          pointerEvents: 'auto',
        },
      },
    },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mq.tablet]: { flexDirection: 'row', alignItems: 'center' } },
});

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
    '&[aria-current="page"]': {
      color: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
      background: vars.color.surface,
      boxShadow: `inset 4px 0 0 ${vars.color.accent}`,
    },
  },
  '@media': {
    [mq.tablet]: {
      fontSize: vars.fontSize.s,
      selectors: {
        '&[aria-current="page"]': {
          background: 'transparent',
          boxShadow: `inset 0 -3px 0 ${vars.color.accent}`,
        },
      },
    },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  paddingTop: vars.space.s,
  '@media': { [mq.tablet]: { justifyContent: 'flex-start', paddingTop: 0 } },
});
