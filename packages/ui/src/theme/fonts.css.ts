import { globalFontFace } from '@vanilla-extract/css';

/**
 * Self-hosted variable fonts, latin and latin-ext subsets only (English and Spanish need nothing
 * else). The bundler resolves the package paths and emits the woff2 files.
 */
const latin =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const latinExt =
  'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF';

const faces = [
  { family: 'Inter Variable', file: '@fontsource-variable/inter/files/inter', weight: '100 900' },
  {
    family: 'Source Serif 4 Variable',
    file: '@fontsource-variable/source-serif-4/files/source-serif-4',
    weight: '200 900',
  },
] as const;

for (const { family, file, weight } of faces) {
  for (const [subset, unicodeRange] of [
    ['latin-ext', latinExt],
    ['latin', latin],
  ] as const) {
    globalFontFace(`"${family}"`, {
      src: `url("${file}-${subset}-wght-normal.woff2") format("woff2-variations")`,
      fontStyle: 'normal',
      fontWeight: weight,
      fontDisplay: 'swap',
      unicodeRange,
    });
  }
}
