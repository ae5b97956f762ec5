import { useEffect } from 'react';
import { installTermEscape } from '@broker/ui/components/Term';

/** Escape hides an open glossary tooltip in the page's Markdown HTML. */
export function useTermEscape(): void {
  useEffect(() => installTermEscape(document), []);
}
