import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui/theme/vars.css';

export const block = style({ display: 'grid', gap: vars.space.s });
export const compact = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.s });
export const heading = style({ fontSize: 'inherit', fontWeight: vars.fontWeight.semibold, margin: 0 });
export const list = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });
export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.m });
export const note = style({ margin: 0, opacity: 0.9 });
