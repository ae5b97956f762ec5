import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Picks the first of `layouts` in which `row` does not overflow, by trying each in turn on
 * `target`'s `data-layout` attribute (synchronously, so nothing is painted in between); the last is
 * the fallback and is not measured. While it measures, `target` carries `data-measuring`: its
 * styles must switch transitions off for it (`[data-measuring] * { transition: none }`). Measures again when `row` changes size and when web fonts
 * finish loading. Returns undefined until measured (on the server, and where nothing is laid out),
 * so the first render matches the server's HTML.
 */
export function useFittingLayout<Layout extends string>(
  target: RefObject<HTMLElement>,
  row: RefObject<HTMLElement>,
  layouts: readonly [Layout, ...Layout[]],
): Layout | undefined {
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
      if (content.clientWidth === 0) return;
      // Transitions would hold the old values for this frame; the styles must apply at once.
      element.setAttribute('data-measuring', '');
      const candidates = layoutsNow.current;
      let chosen = candidates[candidates.length - 1]!;
      for (const candidate of candidates.slice(0, -1)) {
        element.setAttribute('data-layout', candidate);
        if (content.scrollWidth <= content.clientWidth) {
          chosen = candidate;
          break;
        }
      }
      element.setAttribute('data-layout', chosen);
      // Apply the chosen layout's styles while transitions are still off: otherwise the browser
      // animates from the last candidate tried (the full row, menu shown) to the chosen one, and a
      // phone sees the closed menu fade out over the page as it loads.
      void content.scrollWidth;
      element.removeAttribute('data-measuring');
      setLayout(chosen);
    };
    fit();
    let width = content.clientWidth;
    const observer = new ResizeObserver(() => {
      if (content.clientWidth === width) return;
      width = content.clientWidth;
      fit();
    });
    observer.observe(content);
    let active = true;
    void document.fonts?.ready.then(() => {
      if (active) fit();
    });
    return () => {
      active = false;
      observer.disconnect();
    };
    // `key` stands for the layouts' content.
  }, [target, row, key]);
  return layout;
}
