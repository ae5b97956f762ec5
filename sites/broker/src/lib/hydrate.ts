import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { stopRecordingEarlyClicks } from './earlyClicks';

/**
 * Gatsby's `replaceHydrateFunction`: hydrates the server-rendered page as a transition. React then
 * hydrates in slices of a few milliseconds and yields to the browser between them, so a slow phone
 * keeps painting and scrolling instead of freezing for the whole hydration; a tap on a part not yet
 * hydrated makes React finish that part first. A page without server markup is rendered instead.
 * Clicks from before this point were recorded by the inline script of ./earlyClicks and are replayed
 * by the layout once it has mounted.
 */
export function transitionHydrate(element: ReactNode, container: Element): void {
  stopRecordingEarlyClicks();
  if (!document.getElementById('gatsby-focus-wrapper')?.children.length) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}
