/// <reference path="./fonts.d.ts" />
import inter from './fonts/inter-latin-subset.woff2';
import sourceSerif4 from './fonts/source-serif-4-latin-subset.woff2';

/**
 * The font files every page's first view draws with (body text in Inter, headings in Source Serif 4),
 * as the bundler publishes them: the site preloads these, and only these.
 */
export const firstViewFontUrls: readonly string[] = [inter, sourceSerif4];
