import { vars } from './vars.css';

/**
 * Styles of a box that scrolls sideways (a wide table on a phone) with a cue that it does: a soft
 * shadow on each side that has more to show. Two covers in the box's own background scroll with
 * the content and hide each shadow once its edge is reached; a box that fits shows none. For a
 * vanilla-extract `style` or `globalStyle` of the scrolling box.
 */
export function scrollCue(background: string = vars.color.background) {
  return {
    overflowX: 'auto',
    backgroundColor: background,
    backgroundImage: [
      `linear-gradient(to right, ${background} 30%, transparent)`,
      `linear-gradient(to left, ${background} 30%, transparent)`,
      'radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 0.2), transparent)',
      'radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 0.2), transparent)',
    ].join(', '),
    backgroundPosition: 'left center, right center, left center, right center',
    backgroundRepeat: 'no-repeat',
    backgroundSize: '40px 100%, 40px 100%, 14px 100%, 14px 100%',
    backgroundAttachment: 'local, local, scroll, scroll',
  } as const;
}
