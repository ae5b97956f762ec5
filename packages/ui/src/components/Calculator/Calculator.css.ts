import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Room kept for the schedule while its code loads, so the page below does not jump. */
export const schedule = style({ marginTop: vars.space.xxl, minHeight: '24rem' });
