import type { ColorTokens } from './tokens';

/** Relative luminance of an sRGB hex colour (WCAG 2.2 definition). */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`Expected a #rrggbb colour, got "${hex}"`);
  const value = parseInt(match[1], 16);
  const channel = (shift: number): number => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

/** WCAG contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

type ColorRole = keyof ColorTokens;

export interface ContrastPair {
  foreground: ColorRole;
  background: ColorRole;
  /** 4.5 for text (WCAG 1.4.3 AA), 3 for control borders and focus rings (1.4.11). */
  minimum: 4.5 | 3;
}

const text = (foreground: ColorRole, ...backgrounds: ColorRole[]): ContrastPair[] =>
  backgrounds.map((background) => ({ foreground, background, minimum: 4.5 }));
const nonText = (foreground: ColorRole, ...backgrounds: ColorRole[]): ContrastPair[] =>
  backgrounds.map((background) => ({ foreground, background, minimum: 3 }));

/** Every foreground/background combination the components use. */
export const contrastPairs: readonly ContrastPair[] = [
  ...text('text', 'background', 'surface', 'surfaceWarm'),
  ...text('textMuted', 'background', 'surface', 'surfaceWarm'),
  ...text('textInverse', 'surfaceInverse'),
  ...text('textInverseMuted', 'surfaceInverse'),
  ...text('link', 'background', 'surface', 'surfaceWarm'),
  ...text('linkHover', 'background', 'surface', 'surfaceWarm'),
  ...text('onPrimary', 'primary', 'primaryHover'),
  ...text('onPrimaryOnInverse', 'primaryOnInverse', 'primaryOnInverseHover'),
  ...text('onAccent', 'accent', 'accentHover'),
  ...text('accentText', 'background', 'surface', 'surfaceWarm'),
  ...text('accentOnInverse', 'surfaceInverse'),
  ...text('danger', 'background', 'dangerSurface'),
  ...text('success', 'background', 'successSurface'),
  ...text('notice', 'background', 'noticeSurface'),
  ...text('onTooltip', 'tooltip'),
  ...nonText('borderStrong', 'background', 'surface'),
  ...nonText('focus', 'background', 'surface', 'surfaceWarm'),
  ...nonText('focusOnInverse', 'surfaceInverse'),
  ...nonText('accent', 'surfaceInverse'),
  // A filled button's shape against the band it sits on.
  ...nonText('primary', 'background', 'surface', 'surfaceWarm'),
  ...nonText('primaryOnInverse', 'surfaceInverse'),
];
