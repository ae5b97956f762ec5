import { captureAttribution } from '@broker/core/attribution';
import { transitionHydrate } from './src/lib/hydrate';

export const replaceHydrateFunction = () => transitionHydrate;

/** The visit's landing page, referring site and campaign, kept for this tab (session storage, first party). */
export const onClientEntry = () => {
  try {
    captureAttribution(window.location, document.referrer, window.sessionStorage);
  } catch {
    // Storage blocked: the visit goes unattributed.
  }
};
