import * as React from 'react';

const SEARCH_CHANGED = 'broker:searchchange';
/** Typing pauses this long before the address is rewritten (browsers limit how often it can change). */
const WRITE_DELAY_MS = 400;

/**
 * The page address's query string, '' until the page has hydrated (so the server HTML and the first
 * render agree), then kept current as calculators rewrite it. The language toggle adds it to its
 * link, so a scenario survives a switch of language.
 */
export function useAddressSearch(): string {
  const [search, setSearch] = React.useState('');
  React.useEffect(() => {
    const read = () => setSearch(window.location.search);
    read();
    window.addEventListener(SEARCH_CHANGED, read);
    window.addEventListener('popstate', read);
    return () => {
      window.removeEventListener(SEARCH_CHANGED, read);
      window.removeEventListener('popstate', read);
    };
  }, []);
  return search;
}

/**
 * A calculator's scenario in the address: `query` is the address's query string once the page
 * has hydrated (undefined before), and `onQueryChange` rewrites it in place (no new history entry,
 * the canonical link is untouched) a moment after the visitor stops typing.
 */
export function useScenarioAddress(): { query: string | undefined; onQueryChange: (query: string) => void } {
  const [query, setQuery] = React.useState<string | undefined>(undefined);
  const timer = React.useRef<number | undefined>(undefined);
  React.useEffect(() => {
    setQuery(window.location.search);
    return () => window.clearTimeout(timer.current);
  }, []);
  const onQueryChange = React.useCallback((next: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const { pathname, hash } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${next ? `?${next}` : ''}${hash}`);
      window.dispatchEvent(new Event(SEARCH_CHANGED));
    }, WRITE_DELAY_MS);
  }, []);
  return { query, onQueryChange };
}
