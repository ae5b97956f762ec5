import * as React from 'react';
import { navigate } from 'gatsby';
import { counterpartPath } from '@broker/core';

/** Typing pauses this long before the address is rewritten (browsers limit how often it can change). */
const WRITE_DELAY_MS = 400;

/**
 * Points the language toggle at the other language's page with the same scenario. The toggle is
 * rendered with the page's counterpart path alone (the page's HTML cannot know the query); its
 * `href` is updated here in place, which React keeps: it only writes the attribute again when the
 * page, and with it the counterpart, changes.
 */
function carryQueryToLanguageToggle(search: string): void {
  const counterpart = counterpartPath(window.location.pathname);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[hreflang]')) {
    if (new URL(link.href, window.location.href).pathname === counterpart) {
      link.setAttribute('href', `${counterpart}${search}`);
    }
  }
}

/**
 * Gatsby's link navigates to the path it was rendered with, so a plain click (or Enter) on the
 * toggle goes to the `href` it carries now instead; other clicks open that `href` as browsers do.
 */
function followLanguageToggle(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[hreflang]') : null;
  if (!link || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const url = new URL(link.href, window.location.href);
  if (!url.search || url.pathname !== counterpartPath(window.location.pathname)) return;
  event.preventDefault();
  void navigate(`${url.pathname}${url.search}`);
}

let followingToggle = false;

/**
 * A calculator's scenario in the address: `query` is the address's query string once the
 * calculator has mounted (undefined before), and `onQueryChange` rewrites it in place (no new
 * history entry; the canonical link stays the bare page) a moment after the visitor stops typing.
 * The language toggle follows, so a scenario survives a switch of language.
 */
export function useScenarioAddress(): { query: string | undefined; onQueryChange: (query: string) => void } {
  const [query, setQuery] = React.useState<string | undefined>(undefined);
  const timer = React.useRef<number | undefined>(undefined);
  React.useEffect(() => {
    setQuery(window.location.search);
    if (window.location.search) carryQueryToLanguageToggle(window.location.search);
    if (!followingToggle) {
      followingToggle = true;
      document.addEventListener('click', followLanguageToggle, true);
    }
    return () => window.clearTimeout(timer.current);
  }, []);
  const onQueryChange = React.useCallback((next: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const { pathname, hash } = window.location;
      const search = next ? `?${next}` : '';
      window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
      carryQueryToLanguageToggle(search);
    }, WRITE_DELAY_MS);
  }, []);
  return { query, onQueryChange };
}
