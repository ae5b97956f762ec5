import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const accordion = style({
  display: 'grid',
  gap: vars.space.s,
  maxWidth: '52rem',
});

export const item = style({
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  overflow: 'hidden',
  transition: `box-shadow ${vars.duration.base}`,
  selectors: { '&[data-state="open"]': { boxShadow: vars.shadow.m, borderColor: vars.color.primary } },
});

export const heading = style({ margin: 0, fontFamily: vars.font.body, fontSize: vars.fontSize.m });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
  width: '100%',
  minHeight: '56px',
  padding: `${vars.space.s} ${vars.space.l}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.m,
  textAlign: 'left',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  color: vars.color.primary,
  transition: `transform ${vars.duration.base}`,
  selectors: { [`${item}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const panel = style({
  maxHeight: 0,
  overflow: 'hidden',
  visibility: 'hidden',
  transition: `max-height ${vars.duration.base} ease, visibility 0s linear ${vars.duration.base}`,
  selectors: {
    [`${item}[data-state="open"] &`]: {
      maxHeight: '200px',
      overflowY: 'auto',
      visibility: 'visible',
      transition: `max-height ${vars.duration.base} ease, visibility 0s`,
    },
  },
});

export const panelInner = style({
  padding: `0 ${vars.space.l} ${vars.space.l}`,
  color: vars.color.textMuted,
});
