import { fontStack } from './fontFiles';

/**
 * Design tokens: the raw values of the brand. `themeValues` turns them into the shape of the
 * vanilla-extract contract, so the contract, the brand theme and the contrast test share one source.
 */
export interface ColorTokens {
  /** Page background. */
  background: string;
  /** Quiet panels: cards, the calculator result, form wells. */
  surface: string;
  /** Warm sand panels used to break long pages into bands. */
  surfaceWarm: string;
  /** Deep navy bands (footer, closing call to action). */
  surfaceInverse: string;
  text: string;
  textMuted: string;
  textInverse: string;
  textInverseMuted: string;
  /** Links and the primary action (Apply Now, in the header as in the hero), on every background. */
  link: string;
  linkHover: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  /**
   * The primary action on the navy bands: the same teal, lighter, so the button stands out from
   * the band (the darker teal is 2.2:1 against navy, under the 3:1 a control's shape needs).
   */
  primaryOnInverse: string;
  primaryOnInverseHover: string;
  onPrimaryOnInverse: string;
  /** Warm accent: secondary actions, decoration; never the primary action. */
  accent: string;
  accentHover: string;
  onAccent: string;
  /** Accent used as text or decoration on light backgrounds (eyebrows, icons). */
  accentText: string;
  /** Accent used on the navy bands. */
  accentOnInverse: string;
  border: string;
  /** Borders of form controls: must reach 3:1 against the background. */
  borderStrong: string;
  focus: string;
  /** Focus ring on the navy bands. */
  focusOnInverse: string;
  danger: string;
  dangerSurface: string;
  success: string;
  successSurface: string;
  notice: string;
  noticeSurface: string;
  tooltip: string;
  onTooltip: string;
}

export interface Tokens {
  color: ColorTokens;
  font: { body: string; heading: string };
  /** Type scale in px: [font size, line height]. */
  type: Record<'xs' | 's' | 'm' | 'l' | 'xl' | 'xxl' | 'display', readonly [number, number]>;
  fontWeight: { regular: number; medium: number; semibold: number; bold: number };
  /** Spacing scale in px. */
  space: Record<'none' | 'xxs' | 'xs' | 's' | 'm' | 'l' | 'xl' | 'xxl' | 'xxxl', number>;
  radius: Record<'s' | 'm' | 'l' | 'full', string>;
  shadow: Record<'s' | 'm' | 'l', string>;
  /** Motion durations in ms. */
  motion: Record<'fast' | 'base' | 'slow' | 'stagger', number>;
  layout: { headerHeight: number; contentWidth: number; proseWidth: number };
}

/** Breakpoints (px, min-width). */
export const breakpoints = {
  mobile: 480,
  tablet: 768,
  desktop: 1000,
  wide: 1200,
  ultra: 1400,
} as const;
export type Breakpoint = keyof typeof breakpoints;

/** Media queries, mobile first. `compact` is the collapsed-header range (768px and below). */
export const mq = {
  mobile: `screen and (min-width: ${breakpoints.mobile}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet + 1}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  ultra: `screen and (min-width: ${breakpoints.ultra}px)`,
  compact: `screen and (max-width: ${breakpoints.tablet}px)`,
  narrow: `screen and (max-width: ${breakpoints.mobile}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

const sans = fontStack('inter', [
  'system-ui',
  '-apple-system',
  "'Segoe UI'",
  'Roboto',
  "'Helvetica Neue'",
  'Arial',
  'sans-serif',
]);
const serif = fontStack('sourceSerif4', ['Georgia', "'Times New Roman'", 'serif']);

/** The brand: deep navy and teal for trust, a warm coral for accents, sand for warmth, white space. */
export const brandTokens: Tokens = {
  color: {
    background: '#ffffff',
    surface: '#f3f6f9',
    surfaceWarm: '#faf4ea',
    surfaceInverse: '#0b2545',
    text: '#13233a',
    textMuted: '#4b5b70',
    textInverse: '#ffffff',
    textInverseMuted: '#c8d5e6',
    link: '#0b6462',
    linkHover: '#07403f',
    primary: '#0b6462',
    primaryHover: '#07403f',
    onPrimary: '#ffffff',
    primaryOnInverse: '#4fbdb5',
    primaryOnInverseHover: '#7fd3cc',
    onPrimaryOnInverse: '#0b2545',
    accent: '#f08a67',
    accentHover: '#f4a689',
    onAccent: '#0b2545',
    accentText: '#a93f1d',
    accentOnInverse: '#f7b39a',
    border: '#dbe2ea',
    borderStrong: '#6c7b8f',
    focus: '#c2410c',
    focusOnInverse: '#f7b39a',
    danger: '#b42318',
    dangerSurface: '#fef3f2',
    success: '#05603a',
    successSurface: '#ecfdf3',
    notice: '#7a4a00',
    noticeSurface: '#fff8e6',
    tooltip: '#0b2545',
    onTooltip: '#ffffff',
  },
  font: { body: sans, heading: serif },
  type: {
    xs: [13, 18],
    s: [15, 22],
    m: [17, 27],
    l: [20, 28],
    xl: [26, 32],
    xxl: [34, 40],
    display: [46, 52],
  },
  fontWeight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  space: { none: 0, xxs: 4, xs: 8, s: 12, m: 16, l: 24, xl: 32, xxl: 48, xxxl: 80 },
  radius: { s: '6px', m: '10px', l: '16px', full: '999px' },
  shadow: {
    s: '0 1px 2px rgba(11, 37, 69, 0.08), 0 1px 3px rgba(11, 37, 69, 0.06)',
    m: '0 4px 12px rgba(11, 37, 69, 0.10), 0 2px 4px rgba(11, 37, 69, 0.06)',
    l: '0 16px 40px rgba(11, 37, 69, 0.18), 0 4px 10px rgba(11, 37, 69, 0.08)',
  },
  motion: { fast: 150, base: 300, slow: 800, stagger: 100 },
  layout: { headerHeight: 80, contentWidth: 1200, proseWidth: 720 },
};
