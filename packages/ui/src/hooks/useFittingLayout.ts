import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether a layout has been measured in this document yet. The first measurement is the one made
 * while the server's HTML is being hydrated: that HTML already shows the layout the width suggests
 * (see the component's CSS), so it runs in a task of its own rather than adding its forced style
 * and layout passes to the commit that hydrates the page, the longest task of a page load on a
 * slow phone. Later mounts (client-side navigation) measure before they paint.
 */
let measuredBefore = false;

/**
 * Picks the first of `layouts` in which `row` does not overflow, by trying each on `target`'s
 * `data-layout` attribute (synchronously, so nothing is painted in between); the last is the
 * fallback and is not measured. `layouts` go widest first, and each needs at least the room of the
 * next: they are tried from the narrowest up and the search stops at the first that overflows, so
 * a phone, where only the fallback fits, pays for a single trial (or none: `fallbackBelow`).
 * While it measures, `target` carries `data-measuring`: its styles must switch transitions off
 * for it (`[data-measuring] * { transition: none }`). Measures again when `row` changes size and when web
 * fonts finish loading. Returns undefined until measured (on the server, and where nothing is laid
 * out), so the first render matches the server's HTML.
 */
export function useFittingLayout<Layout extends string>(
  target: RefObject<HTMLElement>,
  row: RefObject<HTMLElement>,
  layouts: readonly [Layout, ...Layout[]],
  options: FittingOptions = {},
): Layout | undefined {
  const below = options.fallbackBelow;
  const belowRem = below?.rem ?? 0;
  const belowPx = below?.px ?? 0;
  const [layout, setLayout] = useState<Layout | undefined>(undefined);
  const key = layouts.join(' ');
  // The effect reads the layouts through this ref and runs again when their content (`key`) changes.
  const layoutsNow = useRef(layouts);
  layoutsNow.current = layouts;
  useLayoutEffect(() => {
    const element = target.current;
    const content = row.current;
    if (!element || !content || typeof ResizeObserver === 'undefined') return undefined;
    const fit = () => {
      const room = content.clientWidth;
      if (room === 0) return;
      const candidates = layoutsNow.current;
      const fallback = candidates[candidates.length - 1]!;
      const shown = element.getAttribute('data-layout');
      if (room < belowPx && room < belowRem * rootFontSize() && (shown === null || shown === fallback)) {
        // Too narrow for any but the fallback, which the page shows already: no trial, and nothing
        // to lay out now (the attribute confirms what the CSS shows; it changes no style).
        element.setAttribute('data-layout', fallback);
        setLayout(fallback);
        return;
      }
      // Transitions would hold the old values for this frame; the styles must apply at once.
      element.setAttribute('data-measuring', '');
      let chosen = fallback;
      for (let index = candidates.length - 2; index >= 0; index -= 1) {
        const candidate = candidates[index]!;
        element.setAttribute('data-layout', candidate);
        if (content.scrollWidth > content.clientWidth) break;
        chosen = candidate;
      }
      element.setAttribute('data-layout', chosen);
      // Apply the chosen layout's styles while transitions are still off: otherwise the browser
      // animates from the last candidate tried (a one-row layout, menu shown) to the chosen one,
      // and a phone sees the closed menu fade out over the page as it loads.
      void content.scrollWidth;
      element.removeAttribute('data-measuring');
      setLayout(chosen);
    };
    let timer: number | undefined;
    if (measuredBefore) fit();
    else timer = window.setTimeout(fit, 0);
    measuredBefore = true;
    let width = content.clientWidth;
    const observer = new ResizeObserver(() => {
      if (content.clientWidth === width) return;
      width = content.clientWidth;
      fit();
    });
    observer.observe(content);
    // Each time web fonts finish loading (a face used first by the open menu loads later).
    document.fonts?.addEventListener?.('loadingdone', fit);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
      document.fonts?.removeEventListener?.('loadingdone', fit);
    };
    // `key` stands for the layouts' content.
  }, [target, row, key, belowRem, belowPx]);
  return layout;
}

export interface FittingOptions {
  /**
   * Where the fallback (the last layout) is taken without measuring, sparing a phone the trial's
   * style and layout passes: a room narrower than both
   * - `rem`: no layout but the fallback can fit in less, whatever the language, font or text size
   *   (leave a wide margin below the least the others have needed: this is a shortcut, not a
   *   measurement);
   * - `px`: `target`'s width-based CSS shows the fallback before the first measurement in less.
   * After a measurement chose another layout, the fallback is measured into as usual (transitions
   * off), never switched to directly.
   */
  fallbackBelow?: { rem: number; px: number };
}

/** The root font size in pixels (16 unless the reader has changed their browser's text size). */
function rootFontSize(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}
