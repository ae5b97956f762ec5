import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import { firstViewFontUrls } from '@broker/ui/theme/fontUrls';

/** Every page's first view draws with these two fonts: fetch them with the HTML, not after the CSS. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents(
    firstViewFontUrls.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  );
};
