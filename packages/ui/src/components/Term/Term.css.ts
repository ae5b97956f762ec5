import { keyframes, style } from '@vanilla-extract/css';
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

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * Hidden tooltips are not displayed at all, so they take no space and never widen the page. A shown
 * tooltip sits centred above its term; `placeTooltip` moves it sideways (`--term-shift`) to stay in
 * the viewport and below the term (`data-placement="below"`) when there is no room above.
 */
export const tooltip = style({
  vars: { '--term-shift': '0px' },
  position: 'absolute',
  bottom: 'calc(100% + 10px)',
  left: '50%',
  zIndex: 50,
  display: 'none',
  width: 'max-content',
  maxWidth: 'min(18rem, calc(100vw - 16px))',
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
  transform: 'translateX(calc(-50% + var(--term-shift)))',
  '::after': {
    content: '""',
    position: 'absolute',
    top: '100%',
    left: 'calc(50% - var(--term-shift))',
    marginLeft: '-6px',
    border: '6px solid transparent',
    borderTopColor: vars.color.tooltip,
  },
  selectors: {
    [`${trigger}:hover + &, ${trigger}:focus + &, &:hover`]: {
      display: 'block',
      animation: `${appear} ${vars.duration.fast} ease-out`,
    },
    [`${trigger}[data-dismissed] + &`]: { display: 'none' },
    '&[data-placement="below"]': { bottom: 'auto', top: 'calc(100% + 10px)' },
    '&[data-placement="below"]::after': {
      top: 'auto',
      bottom: '100%',
      borderTopColor: 'transparent',
      borderBottomColor: vars.color.tooltip,
    },
  },
});
