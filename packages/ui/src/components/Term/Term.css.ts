import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/**
 * The three parts of a term. The site's Markdown output uses the same classes:
 * `<span class="root"><span class="trigger" tabindex="0" aria-describedby="id">HOA</span><span
 * class="tooltip" role="tooltip" id="id">Homeowners Association</span></span>`.
 */
export const root = style({ position: 'relative', display: 'inline' });

export const trigger = style({
  textDecorationLine: 'underline',
  textDecorationStyle: 'dotted',
  textDecorationThickness: '2px',
  textUnderlineOffset: '0.2em',
  textDecorationColor: 'currentColor',
  cursor: 'help',
  borderRadius: '2px',
});

export const tooltip = style({
  position: 'absolute',
  bottom: 'calc(100% + 10px)',
  left: '50%',
  zIndex: 50,
  width: 'max-content',
  maxWidth: 'min(18rem, 80vw)',
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.s,
  background: vars.color.tooltip,
  border: '1px solid rgba(255, 255, 255, 0.35)',
  color: vars.color.onTooltip,
  boxShadow: vars.shadow.m,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontStyle: 'normal',
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.xs,
  letterSpacing: 'normal',
  textAlign: 'center',
  textTransform: 'none',
  whiteSpace: 'normal',
  visibility: 'hidden',
  opacity: 0,
  transform: 'translate(-50%, 4px)',
  transition: `opacity ${vars.duration.fast}, transform ${vars.duration.fast}, visibility 0s linear ${vars.duration.fast}`,
  '::after': {
    content: '""',
    position: 'absolute',
    top: '100%',
    left: '50%',
    marginLeft: '-6px',
    border: '6px solid transparent',
    borderTopColor: vars.color.tooltip,
  },
  selectors: {
    [`${trigger}:hover + &, ${trigger}:focus + &, &:hover`]: {
      visibility: 'visible',
      opacity: 1,
      transform: 'translate(-50%, 0)',
      transition: `opacity ${vars.duration.fast}, transform ${vars.duration.fast}, visibility 0s`,
    },
    [`${trigger}[data-dismissed] + &`]: { visibility: 'hidden', opacity: 0 },
  },
});
