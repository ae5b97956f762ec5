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

/** Effects that run as React commits, before the event that made it hydrate goes on (none on the server). */
const useCommitEffect = typeof window === 'undefined' ? React.useEffect : React.useLayoutEffect;

/** Tells its island that React has hydrated it. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useCommitEffect(onHydrated, [onHydrated]);
  return null;
}

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
 * A tap on one of its buttons before then (the first tap of a phone, or a click that comes right after
 * the pointer arrives) loads it but is dropped by React, which replays no click on a part whose code
 * is still loading: the button is clicked again once it has hydrated, so the tap does what it says.
 * A click React did deliver (it hydrates a part whose code is ready at once) is not repeated.
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
    const hydrated = React.useRef(false);
    const dropped = React.useRef<HTMLElement[]>([]);
    const onHydrated = React.useCallback(() => {
      hydrated.current = true;
      const buttons = dropped.current.splice(0);
      if (buttons.length > 0) setTimeout(() => buttons.forEach((button) => button.isConnected && button.click()));
    }, []);
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
      // React stops a click aimed at a part it cannot hydrate yet before it reaches anything; one
      // it delivers reaches the window. A click on a button of this island that did not was dropped.
      const drop = (event: Event) => {
        const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
        if (hydrated.current || !(button instanceof HTMLElement) || !element.contains(button)) return;
        let delivered = false;
        const reached = () => (delivered = true);
        window.addEventListener('click', reached, { once: true });
        setTimeout(() => {
          window.removeEventListener('click', reached);
          if (delivered) return;
          if (hydrated.current) button.click();
          else dropped.current.push(button);
        });
      };
      for (const type of INTERACTIONS) document.addEventListener(type, start, { capture: true, passive: true });
      document.addEventListener('click', drop, { capture: true });
      return () => {
        for (const type of INTERACTIONS) document.removeEventListener(type, start, { capture: true });
        document.removeEventListener('click', drop, { capture: true });
      };
    }, []);
    return (
      <div ref={box}>
        <React.Suspense fallback={null}>
          <Lazy {...props} />
          <Hydrated onHydrated={onHydrated} />
        </React.Suspense>
      </div>
    );
  }
  return React.memo(Island) as unknown as React.ComponentType<P>;
}
