import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const modes = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });

export const mode = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.m}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.surface } },
});
