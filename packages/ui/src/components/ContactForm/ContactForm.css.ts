import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const form = style({ position: 'relative', display: 'grid', gap: vars.space.l });

// The consent notice, its box and the status line keep a reading measure: on a tablet their lines
// end before the chat launcher's column, so it never sits on what the visitor agrees to.
export const actions = style({ display: 'grid', gap: vars.space.m, justifyItems: 'start', maxWidth: '40rem' });
