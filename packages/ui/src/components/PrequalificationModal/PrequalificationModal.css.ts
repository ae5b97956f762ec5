import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { mq } from '../../theme/tokens';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(16px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const dialog = style({
  width: 'min(760px, calc(100vw - 1rem))',
  maxWidth: '100vw',
  maxHeight: 'calc(100dvh - 1rem)',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.l,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.l,
  overflow: 'hidden',
  selectors: {
    '&[open]': { display: 'flex', flexDirection: 'column', animation: `${appear} ${vars.duration.base} ease-out` },
    '&::backdrop': {
      background: 'rgba(11, 37, 69, 0.6)',
      backdropFilter: 'blur(2px)',
      animation: `${fade} ${vars.duration.base} ease-out`,
    },
  },
  '@media': {
    [mq.narrow]: { width: '100vw', maxHeight: '100dvh', height: '100dvh', borderRadius: 0 },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.m,
  padding: `${vars.space.l} ${vars.space.l} ${vars.space.m}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceWarm,
  '@media': { [mq.tablet]: { padding: `${vars.space.l} ${vars.space.xl} ${vars.space.m}` } },
});

export const title = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  '@media': { [mq.tablet]: { fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.xxl } },
});

export const intro = style({ marginTop: vars.space.xs, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.l,
  '@media': { [mq.tablet]: { padding: vars.space.xl } },
});

export const form = style({ display: 'grid', gap: vars.space.l });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: vars.space.m });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.s,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.semibold,
});

export const actions = style({ display: 'grid', gap: vars.space.m });

export const result = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.m,
  padding: `${vars.space.xl} ${vars.space.m}`,
  textAlign: 'center',
});

export const resultIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.full,
  fontSize: '2rem',
  selectors: {
    '&[data-tone="success"]': { background: vars.color.successSurface, color: vars.color.success },
    '&[data-tone="notice"]': { background: vars.color.noticeSurface, color: vars.color.notice },
  },
});

export const resultTitle = style({ fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.xxl });

export const resultText = style({ maxWidth: '32rem', color: vars.color.textMuted });

export const attachment = style({
  padding: `${vars.space.s} ${vars.space.m}`,
  borderLeft: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
  borderRadius: vars.radius.s,
  fontSize: vars.fontSize.s,
});
