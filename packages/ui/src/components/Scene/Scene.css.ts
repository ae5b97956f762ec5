import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Three inks per scene: buildings and boats, greenery and water, the sun and roof tiles. Unset,
// they suit a light surface; a navy band sets the lighter ones made for it.
const ink = createVar();
const leaf = createVar();
const warm = createVar();
const warmOpacity = createVar();

/** The scene colours for the navy bands (hero, footer): pale shapes that stay behind white text. */
export const sceneColorsOnInverse = {
  [ink]: vars.color.textInverseMuted,
  [leaf]: vars.color.primaryOnInverse,
  [warm]: vars.color.accentOnInverse,
  // Translucent coral turns grey on navy: there the sun is drawn more solid.
  [warmOpacity]: '0.6',
};

export const sceneOnInverse = style({ vars: sceneColorsOnInverse });

export const scene = style({ display: 'block', width: '100%', height: '100%' });

const fill = (color: string, opacity: number) => style({ fill: color, opacity });

export const far = fill(fallbackVar(ink, vars.color.surfaceInverse), 0.1);
export const mid = fill(fallbackVar(ink, vars.color.surfaceInverse), 0.18);
export const near = fill(fallbackVar(leaf, vars.color.primary), 0.3);
export const sun = style({ fill: fallbackVar(warm, vars.color.accent), opacity: fallbackVar(warmOpacity, '0.4') });

export const line = style({
  fill: 'none',
  stroke: fallbackVar(leaf, vars.color.primary),
  strokeWidth: 3,
  strokeLinecap: 'round',
  opacity: 0.35,
});

/** Floors of glass towers: a vertical stroke as wide as the tower, dashed into bands. */
export const glass = style({
  fill: 'none',
  stroke: fallbackVar(ink, vars.color.surfaceInverse),
  strokeDasharray: '3 7',
  opacity: 0.14,
});
