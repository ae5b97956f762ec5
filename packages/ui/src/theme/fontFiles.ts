/**
 * The theme's fonts: self-hosted variable files (written by `npm run fonts -w @broker/ui` into
 * `src/theme/fonts/`) and, for each family, local fallback fonts whose metrics are adjusted to match
 * it (`fonts.css.ts`), so text keeps its place while the web font loads.
 */
export const FONT_FILES = [
  {
    key: 'inter',
    family: 'Inter Variable',
    file: 'inter-latin-subset.woff2',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    latinExt: '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  },
  {
    key: 'sourceSerif4',
    family: 'Source Serif 4 Variable',
    file: 'source-serif-4-latin-subset.woff2',
    source: '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
    latinExt: '@fontsource-variable/source-serif-4/files/source-serif-4-latin-ext-wght-normal.woff2',
  },
] as const;

export type FontKey = (typeof FONT_FILES)[number]['key'];

/** The weights the theme uses (regular to bold); the subset files keep only this part of the axis. */
export const FONT_WEIGHT_RANGE = [400, 700] as const;

/** Weights whose metrics are measured: regular text, and semibold/bold text and headings. */
export const METRIC_WEIGHTS = { regular: 400, semibold: 600 } as const;

/** Capsize's metric sets (`@capsizecss/metrics/<name>`) of the local fallback fonts. */
export type FallbackMetricsName = 'arial' | 'roboto' | 'georgia' | 'timesNewRoman' | 'notoSerif';

export interface FallbackFont {
  /** The family name the stack uses for the adjusted local font. */
  family: string;
  metrics: FallbackMetricsName;
  /** Full and PostScript names of the local font and of fonts with the same metrics. */
  local: { regular: readonly string[]; bold: readonly string[] };
}

/**
 * Local fallbacks, most common first: Arial (Windows, macOS, iOS; Liberation Sans and Arimo share
 * its metrics on Linux), Roboto (Android); Georgia (Windows, macOS, iOS), Times New Roman
 * (Liberation Serif and Tinos on Linux), Noto Serif (Android).
 */
export const FALLBACK_FONTS: Record<FontKey, readonly FallbackFont[]> = {
  inter: [
    {
      family: 'Inter Fallback',
      metrics: 'arial',
      local: {
        regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
        bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
      },
    },
    {
      family: 'Inter Fallback Roboto',
      metrics: 'roboto',
      local: { regular: ['Roboto', 'Roboto Regular', 'Roboto-Regular'], bold: ['Roboto Bold', 'Roboto-Bold'] },
    },
  ],
  sourceSerif4: [
    {
      family: 'Source Serif 4 Fallback',
      metrics: 'georgia',
      local: { regular: ['Georgia'], bold: ['Georgia Bold', 'Georgia-Bold'] },
    },
    {
      family: 'Source Serif 4 Fallback Times',
      metrics: 'timesNewRoman',
      local: {
        regular: [
          'Times New Roman',
          'TimesNewRomanPSMT',
          'Liberation Serif',
          'LiberationSerif',
          'Tinos',
          'Tinos-Regular',
        ],
        bold: [
          'Times New Roman Bold',
          'TimesNewRomanPS-BoldMT',
          'Liberation Serif Bold',
          'LiberationSerif-Bold',
          'Tinos Bold',
          'Tinos-Bold',
        ],
      },
    },
    {
      family: 'Source Serif 4 Fallback Noto',
      metrics: 'notoSerif',
      local: {
        regular: ['Noto Serif', 'Noto Serif Regular', 'NotoSerif-Regular'],
        bold: ['Noto Serif Bold', 'NotoSerif-Bold'],
      },
    },
  ],
};

const quote = (family: string) => `'${family}'`;

/** A family's font stack: the web font, its adjusted fallbacks, then generic families. */
export function fontStack(key: FontKey, generic: readonly string[]): string {
  const file = FONT_FILES.find((f) => f.key === key)!;
  return [quote(file.family), ...FALLBACK_FONTS[key].map((f) => quote(f.family)), ...generic].join(', ');
}
