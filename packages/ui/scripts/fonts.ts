/**
 * `npm run fonts -w @broker/ui`: writes the self-hosted fonts the theme uses (src/theme/fonts/).
 *
 * - Inter and Source Serif 4 (variable, from @fontsource-variable's latin files), subset with
 *   HarfBuzz to the characters English and Spanish need (`FONT_CODE_POINTS`) and to the weights the
 *   theme uses (400-700).
 * - `metrics.json`: each family's vertical metrics and average character width at the regular and
 *   the semibold weight, read from the fonts themselves with capsize, for the fallback faces'
 *   metric overrides (`fonts.css.ts`).
 *
 * Run it again after changing `fontCharacters.ts`, the theme's weights or the fontsource packages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { fromBuffer } from '@capsizecss/unpack';
import { fontCharacters } from '../src/theme/fontCharacters';
import { FONT_FILES, FONT_WEIGHT_RANGE, METRIC_WEIGHTS } from '../src/theme/fontFiles';

const require = createRequire(__filename);
const outDir = path.resolve(__dirname, '../src/theme/fonts');

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const metrics: Record<string, Record<string, unknown>> = {};
  for (const font of FONT_FILES) {
    const source = fs.readFileSync(require.resolve(font.source));
    const subset = await subsetFont(source, fontCharacters(), {
      targetFormat: 'woff2',
      variationAxes: { wght: { min: FONT_WEIGHT_RANGE[0], max: FONT_WEIGHT_RANGE[1] } },
    });
    fs.writeFileSync(path.join(outDir, font.file), subset);
    metrics[font.key] = {};
    for (const [name, weight] of Object.entries(METRIC_WEIGHTS)) {
      // A static instance at that weight, with every glyph, so capsize's width sample is complete.
      const instance = await subsetFont(source, null, {
        targetFormat: 'sfnt',
        keepAllGlyphs: true,
        variationAxes: { wght: weight },
      });
      const { familyName, ascent, descent, lineGap, unitsPerEm, capHeight, xHeight, xWidthAvg } =
        await fromBuffer(instance);
      metrics[font.key]![name] = { familyName, ascent, descent, lineGap, unitsPerEm, capHeight, xHeight, xWidthAvg };
    }
    console.log(`${font.file}: ${source.length} -> ${subset.length} bytes`);
  }
  fs.writeFileSync(path.join(outDir, 'metrics.json'), `${JSON.stringify(metrics, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
