import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: '44px',
    borderRadius: vars.radius.full,
    border: '2px solid transparent',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1.2,
    textAlign: 'center',
    textDecoration: 'none',
    // A long label (Spanish ones are) wraps inside the button rather than pushing the page wider
    // than a 320 px phone; labels that fit stay on one line.
    maxWidth: '100%',
    overflowWrap: 'break-word',
    cursor: 'pointer',
    transitionProperty: 'background-color, color, border-color, transform, box-shadow',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: 'ease-out',
    selectors: {
      '&:hover': { transform: 'translateY(-1px)', boxShadow: vars.shadow.s },
      '&:disabled, &[aria-disabled="true"]': {
        cursor: 'not-allowed',
        opacity: 0.7,
        transform: 'none',
        boxShadow: 'none',
      },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&:hover': { background: vars.color.primaryHover, color: vars.color.onPrimary },
        },
      },
      secondary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          '&:hover': { background: vars.color.accentHover, color: vars.color.onAccent },
        },
      },
      outline: {
        background: 'transparent',
        borderColor: 'currentColor',
        color: vars.color.primary,
        selectors: {
          '&:hover': { color: vars.color.primaryHover, background: vars.color.surface },
        },
      },
    },
    tone: {
      light: {},
      inverse: { vars: { [vars.color.focus]: vars.color.focusOnInverse } },
    },
    size: {
      small: { padding: `${vars.space.xs} ${vars.space.m}`, fontSize: vars.fontSize.s },
      medium: { padding: `${vars.space.s} ${vars.space.l}`, fontSize: vars.fontSize.m },
      large: { padding: `${vars.space.m} ${vars.space.xl}`, fontSize: vars.fontSize.l },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  compoundVariants: [
    {
      variants: { variant: 'primary', tone: 'inverse' },
      style: {
        background: vars.color.primaryOnInverse,
        color: vars.color.onPrimaryOnInverse,
        selectors: {
          '&:hover': { background: vars.color.primaryOnInverseHover, color: vars.color.onPrimaryOnInverse },
        },
      },
    },
    {
      variants: { variant: 'outline', tone: 'inverse' },
      style: {
        color: vars.color.textInverse,
        selectors: {
          '&:hover': { color: vars.color.surfaceInverse, background: vars.color.textInverse },
        },
      },
    },
  ],
  defaultVariants: { variant: 'primary', tone: 'light', size: 'medium', fullWidth: false },
});
