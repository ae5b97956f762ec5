import * as React from 'react';
import type { HeadData } from '../seo/pageHead';
import { Seo } from './Seo';

/** The Head export every template shares: gatsby-node computed it into the page context. */
export function PageHead({ pageContext }: { pageContext: { head: HeadData } }) {
  return <Seo head={pageContext.head} />;
}
