import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import { languageOf } from '@broker/core';
import { firstViewFontUrls } from '@broker/ui/theme/fontUrls';
import { IconSprite } from '@broker/ui/components/Icon';
import { EARLY_CLICKS_SCRIPT } from './src/lib/earlyClicks';
import { PageStringsProvider } from './src/lib/pageStrings';

/** The page's language and UI strings (src/lib/pageStrings.tsx); the same wrapper as the browser's. */
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <PageStringsProvider props={props}>{element}</PageStringsProvider>
);

/**
 * Every page's first view draws with these two fonts: fetch them with the HTML, not after the CSS.
 * The icons' drawings come with the HTML too, outside the React root, so that the components' `Icon`
 * (an SVG `<use>`) costs no JavaScript and pages reached by client-side navigation find them.
 * First in the head, before anything can be clicked: the recorder of clicks that come before
 * hydration (src/lib/earlyClicks.ts).
 * The page's language goes on `<html>` here rather than through the pages' `Head`: Gatsby writes the
 * Head's `<html>` attributes again after hydration, and writing `lang`, even unchanged, makes the
 * browser restyle the whole document (`:lang()`), a long task on a phone. The layout keeps it right
 * across client-side navigation (src/lib/documentLanguage.ts).
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHeadComponents,
  setHtmlAttributes,
  setPreBodyComponents,
  pathname,
}) => {
  setHtmlAttributes({ lang: languageOf(pathname) });
  setHeadComponents([
    <script key="early-clicks" dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />,
    ...firstViewFontUrls.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  ]);
  setPreBodyComponents([<IconSprite key="icons" />]);
};
