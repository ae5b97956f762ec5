import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { mq } from '../../theme/tokens';

export const grid = style({
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: '1fr',
  '@media': { [mq.tablet]: { gridTemplateColumns: '1fr 1fr', columnGap: vars.space.l } },
});

export const field = style({ display: 'grid', gap: vars.space.xxs, alignContent: 'start' });

export const wide = style({ '@media': { [mq.tablet]: { gridColumn: '1 / -1' } } });

export const label = style({
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const requiredMark = style({ color: vars.color.danger, marginLeft: '0.2em' });

const control = {
  width: '100%',
  minHeight: '48px',
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.s,
  selectors: {
    '&:focus-visible': { outlineOffset: '0px', borderColor: vars.color.primary },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&:disabled': { background: vars.color.surface, cursor: 'not-allowed' },
  },
} as const;

export const input = style(control);

export const select = style([
  control,
  {
    appearance: 'none',
    paddingRight: '2.5rem',
    backgroundImage:
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'%3E%3Cpath d='m5 7.5 5 5 5-5' fill='none' stroke='%2313233a' stroke-width='2' stroke-linecap='round'/%3E%3C/svg%3E\")",
    backgroundRepeat: 'no-repeat',
    backgroundPosition: 'right 0.75rem center',
    backgroundSize: '1.1rem',
  },
]);

export const textarea = style([control, { minHeight: '7.5rem', resize: 'vertical' }]);

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const error = style({
  display: 'flex',
  gap: vars.space.xxs,
  color: vars.color.danger,
  fontSize: vars.fontSize.s,
  lineHeight: vars.lineHeight.s,
  fontWeight: vars.fontWeight.medium,
});

/** Centred on the first line of the message. */
export const errorIcon = style({ marginTop: `calc((${vars.lineHeight.s} - 1) * 0.5em)` });

export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});

export const status = style({
  borderRadius: vars.radius.m,
  fontSize: vars.fontSize.s,
  selectors: {
    '&:not(:empty)': { padding: `${vars.space.s} ${vars.space.m}`, borderLeft: '4px solid' },
    '&[data-tone="success"]': { background: vars.color.successSurface, color: vars.color.success },
    '&[data-tone="notice"]': { background: vars.color.noticeSurface, color: vars.color.notice },
    '&[data-tone="error"]': { background: vars.color.dangerSurface, color: vars.color.danger },
  },
});

export const requiredNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

globalStyle(`${status} a`, { color: 'inherit', fontWeight: vars.fontWeight.semibold });
