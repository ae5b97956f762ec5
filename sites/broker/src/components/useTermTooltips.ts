import { useEffect } from 'react';
import { installTermTooltips } from '@broker/ui/components/Term';

/** Glossary tooltips in the page's Markdown HTML stay in the viewport, and Escape hides an open one. */
export function useTermTooltips(): void {
  useEffect(() => installTermTooltips(document), []);
}
