import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '44px',
  paddingInline: vars.space.s,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.primary, background: vars.color.surface, color: vars.color.text },
  },
});

export const globe = style({ width: '1.1em', height: '1.1em', flexShrink: 0 });
