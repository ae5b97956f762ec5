import { useEffect, useRef } from 'react';

/**
 * Reveals the children of the returned element once, as each scrolls into view, with a stagger of
 * `staggerMs` between children that appear together. One IntersectionObserver for all children.
 * Children already in view when the page loads are never hidden, and nothing is hidden without
 * IntersectionObserver or under reduced motion. Styling reads `data-reveal="hidden" | "shown"` and
 * the `--reveal-delay` custom property.
 */
export function useRevealOnScroll<T extends HTMLElement>(staggerMs = 100) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container || typeof IntersectionObserver === 'undefined') return undefined;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return undefined;

    const observer = new IntersectionObserver(
      (entries) => {
        let batch = 0;
        for (const entry of entries) {
          const element = entry.target as HTMLElement;
          if (entry.isIntersecting) {
            if (element.dataset.reveal === 'hidden') {
              element.style.setProperty('--reveal-delay', `${batch * staggerMs}ms`);
              element.dataset.reveal = 'shown';
              batch += 1;
            }
            observer.unobserve(element);
          } else if (!element.dataset.reveal) {
            element.dataset.reveal = 'hidden';
          }
        }
      },
      { rootMargin: '0px 0px -40px 0px' },
    );
    for (const child of Array.from(container.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [staggerMs]);
  return ref;
}
