import { globalFontFace } from '@vanilla-extract/css';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import roboto from '@capsizecss/metrics/roboto';
import robotoBold from '@capsizecss/metrics/roboto/700';
import georgia from '@capsizecss/metrics/georgia';
import georgiaBold from '@capsizecss/metrics/georgia/700';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import timesNewRomanBold from '@capsizecss/metrics/timesNewRoman/700';
import notoSerif from '@capsizecss/metrics/notoSerif';
import notoSerifBold from '@capsizecss/metrics/notoSerif/700';
import { fontUnicodeRange } from './fontCharacters';
import { FALLBACK_FONTS, FONT_FILES, FONT_WEIGHT_RANGE, type FallbackMetricsName } from './fontFiles';
import measured from './fonts/metrics.json';

/**
 * Self-hosted variable fonts. Each family has one file subset to what English and Spanish need
 * (preloaded by the site), the latin-ext file of @fontsource for anything rarer, and local fallback
 * faces whose size and vertical metrics are adjusted to the web font's (capsize, from the fonts'
 * own metrics), so text set in the fallback takes the same room as in the web font.
 */
const latinExt =
  'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF';

const fallbackMetrics: Record<FallbackMetricsName, { regular: FontMetrics; bold: FontMetrics }> = {
  arial: { regular: arial, bold: arialBold },
  roboto: { regular: roboto, bold: robotoBold },
  georgia: { regular: georgia, bold: georgiaBold },
  timesNewRoman: { regular: timesNewRoman, bold: timesNewRomanBold },
  notoSerif: { regular: notoSerif, bold: notoSerifBold },
};
type FontMetrics = Parameters<typeof createFontStack>[0][number];

const withoutUndefined = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

const weights = `${FONT_WEIGHT_RANGE[0]} ${FONT_WEIGHT_RANGE[1]}`;

for (const font of FONT_FILES) {
  // The browser checks same-family faces from the last declared, so the subset file comes first.
  globalFontFace(`"${font.family}"`, {
    src: `url("${font.latinExt}") format("woff2-variations")`,
    fontStyle: 'normal',
    fontWeight: weights,
    fontDisplay: 'swap',
    unicodeRange: latinExt,
  });
  globalFontFace(`"${font.family}"`, {
    src: `url("@broker/ui/theme/fonts/${font.file}") format("woff2-variations")`,
    fontStyle: 'normal',
    fontWeight: weights,
    // Preloaded by the site: the first layout waits for it (at most ~100 ms), so text is laid out
    // once; when it is late, the adjusted fallback stays for that page view instead of a late swap.
    fontDisplay: 'optional',
    unicodeRange: fontUnicodeRange,
  });

  for (const fallback of FALLBACK_FONTS[font.key]) {
    const variants = [
      {
        weight: '100 500',
        own: measured[font.key].regular,
        local: fallbackMetrics[fallback.metrics].regular,
        names: fallback.local.regular,
      },
      {
        weight: '600 900',
        own: measured[font.key].semibold,
        local: fallbackMetrics[fallback.metrics].bold,
        names: fallback.local.bold,
      },
    ];
    for (const { weight, own, local, names } of variants) {
      const [face] = createFontStack([own, local], { fontFaceFormat: 'styleObject' }).fontFaces;
      const { ascentOverride, descentOverride, lineGapOverride, sizeAdjust } = face!['@font-face'];
      // capsize leaves out an override that equals the local font's own value.
      const overrides = withoutUndefined({ ascentOverride, descentOverride, lineGapOverride, sizeAdjust });
      globalFontFace(`"${fallback.family}"`, {
        src: names.map((name) => `local("${name}")`).join(', '),
        fontStyle: 'normal',
        fontWeight: weight,
        ...overrides,
      });
    }
  }
}
