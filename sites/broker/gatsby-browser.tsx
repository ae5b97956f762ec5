import * as React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { startClientEntry } from './src/lib/clientEntry';
import { transitionHydrate } from './src/lib/hydrate';
import { PageStringsProvider } from './src/lib/pageStrings';

export const replaceHydrateFunction = () => transitionHydrate;

/** The page's language and UI strings (src/lib/pageStrings.tsx); the same wrapper as the server's. */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <PageStringsProvider props={props}>{element}</PageStringsProvider>
);

/** The visit's attribution, then Gatsby loads the page once it has painted (src/lib/clientEntry.ts). */
export const onClientEntry = startClientEntry;
