import { fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { launcherClearance } from '../ChatLauncher/ChatLauncher.css';
import { vars } from '../../theme/vars.css';
import { mq } from '../../theme/tokens';

export const footer = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverseMuted,
  fontSize: vars.fontSize.s,
  lineHeight: vars.lineHeight.s,
  // The end of the page scrolls clear of the chat launcher.
  paddingBlock: `${vars.space.xxl} calc(${vars.space.l} + ${fallbackVar(launcherClearance, '0px')})`,
  vars: { [vars.color.focus]: vars.color.focusOnInverse },
});

globalStyle(`${footer} a`, { color: vars.color.textInverse });
globalStyle(`${footer} a:hover`, { color: vars.color.accentOnInverse });

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': {
    [mq.tablet]: { gridTemplateColumns: '1.4fr 1fr 1fr' },
  },
});

export const brand = style({
  color: vars.color.textInverse,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.xs,
});

export const heading = style({
  color: vars.color.textInverse,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  marginBottom: vars.space.s,
});

export const followHeading = style([heading, { marginTop: vars.space.l }]);

export const address = style({ fontStyle: 'normal', display: 'grid', gap: vars.space.xxs });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const social = style({
  display: 'flex',
  gap: vars.space.s,
  marginTop: vars.space.m,
  listStyle: 'none',
  padding: 0,
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.full,
  border: '1px solid rgba(255, 255, 255, 0.35)',
  selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.1)' } },
});

export const icon = style({ width: '20px', height: '20px' });

export const legal = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.l,
  borderTop: '1px solid rgba(255, 255, 255, 0.18)',
  display: 'grid',
  gap: vars.space.s,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
});

export const licensing = style({ color: vars.color.textInverse });

export const equalHousing = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.semibold,
});

export const ehoIcon = style({ width: '28px', height: '28px', flexShrink: 0 });
