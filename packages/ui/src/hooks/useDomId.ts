import { useId } from 'react';

/**
 * A stable id for a component's elements, the same on the server and in the browser, made only of
 * characters that a CSS selector and a URL fragment accept as they are (React's own ids carry
 * colons). `prefix` starts it with a name.
 */
export function useDomId(prefix = ''): string {
  return `${prefix}${useId().replace(/:/g, '')}`;
}
