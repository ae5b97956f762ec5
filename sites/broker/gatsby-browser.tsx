import * as React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { startClientEntry } from './src/lib/clientEntry';
import { transitionHydrate } from './src/lib/hydrate';
import { PageI18n } from './src/lib/pageI18n';

export const replaceHydrateFunction = () => transitionHydrate;

/** The page's language and UI strings (src/lib/pageI18n.tsx); the same wrapper as the server's. */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <PageI18n props={props}>{element}</PageI18n>
);

/** The visit's attribution, then a yield before Gatsby loads the page (src/lib/clientEntry.ts). */
export const onClientEntry = startClientEntry;
