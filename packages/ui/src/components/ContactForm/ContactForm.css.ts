import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const form = style({ position: 'relative', display: 'grid', gap: vars.space.l });

export const actions = style({ display: 'grid', gap: vars.space.m, justifyItems: 'start' });
