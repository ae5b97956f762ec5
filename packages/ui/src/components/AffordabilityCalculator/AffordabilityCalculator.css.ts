import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const levels = style({ display: 'grid', gap: vars.space.m, listStyle: 'none', margin: 0, padding: 0 });

export const level = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&[data-level="comfortable"]': { borderColor: vars.color.primary, borderWidth: '2px' } },
});

export const levelName = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.m,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});
