import * as React from 'react';

/**
 * Whether the first page has hydrated, so this render is a client-side navigation with no server
 * HTML to show: Gatsby marks `onInitialClientRender` on the performance timeline at that moment.
 */
function firstPageHydrated(): boolean {
  return typeof performance !== 'undefined' && performance.getEntriesByName('onInitialClientRender').length > 0;
}

/** What counts as the visitor starting to use an island (a pointer over it is a good early sign). */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * A server-rendered component whose code loads when the visitor first interacts with it.
 *
 * The page's HTML already shows it in full (Gatsby renders it at build time). In the browser the
 * rest of the page hydrates at once while this part stays as server HTML (a dehydrated Suspense
 * boundary); its code is fetched when a pointer comes over it or on the first touch, key or focus
 * inside it, and React then hydrates it. What was typed before that stays in the fields (the
 * calculators' fields adopt it when they hydrate). It loads at once when the address carries a query (a shared scenario to apply)
 * and after a client-side navigation, when there is no server HTML to show.
 *
 * Props must stay the same until it hydrates (React would otherwise render it again from scratch),
 * so the component is memoised and callers pass stable values.
 */
export function interactiveIsland<P extends object>(
  load: () => Promise<{ default: React.ComponentType<P> }>,
): React.ComponentType<P> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const Lazy = React.lazy(() =>
    typeof window === 'undefined' ? load() : released.then(load),
  ) as unknown as React.ComponentType<P>;

  function Island(props: P) {
    const box = React.useRef<HTMLDivElement>(null);
    if (firstPageHydrated()) release();
    React.useEffect(() => {
      const element = box.current;
      if (!element || window.location.search.length > 1) {
        release();
        return undefined;
      }
      // Listened for on the document, in the capture phase: React stops events aimed at a part it
      // has not hydrated yet before they reach it.
      const start = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) release();
      };
      for (const type of INTERACTIONS) document.addEventListener(type, start, { capture: true, passive: true });
      return () => {
        for (const type of INTERACTIONS) document.removeEventListener(type, start, { capture: true });
      };
    }, []);
    return (
      <div ref={box}>
        <React.Suspense fallback={null}>
          <Lazy {...props} />
        </React.Suspense>
      </div>
    );
  }
  return React.memo(Island) as unknown as React.ComponentType<P>;
}
