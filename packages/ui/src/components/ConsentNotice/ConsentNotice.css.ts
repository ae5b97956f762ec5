import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const consent = style({ display: 'grid', gap: vars.space.s, width: '100%' });

export const notice = style({
  margin: 0,
  fontSize: vars.fontSize.s,
  lineHeight: vars.lineHeight.m,
  color: vars.color.text,
});

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  fontWeight: vars.fontWeight.semibold,
});

export const checkboxRow = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-start' });

export const checkbox = style({
  flex: '0 0 auto',
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.15rem',
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const checkboxLabel = style({
  fontSize: vars.fontSize.s,
  lineHeight: vars.lineHeight.m,
  color: vars.color.text,
  cursor: 'pointer',
});
