import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../../cx';
import { root } from '../../theme/global.css';
import { themeClass } from '../../theme/theme.css';

export interface ThemePortalProps {
  children: ReactNode;
  /** Language of the content, e.g. `es`. */
  lang?: string;
}

/**
 * Renders overlays (dialogs, the chat window) at the end of `<body>` inside an element that carries
 * the brand theme and base typography, so their styles resolve wherever the opener is mounted:
 * the theme's CSS variables are inherited, and a `<dialog>` in the top layer still inherits from
 * its DOM ancestors. Renders nothing on the server (overlays open on request).
 */
export function ThemePortal({ children, lang }: ThemePortalProps) {
  // Created with the first render, so the content exists (and its refs are set) from the start;
  // attached before any effect of the content runs.
  const [host] = useState(() => {
    if (typeof document === 'undefined') return null;
    const element = document.createElement('div');
    element.className = cx(themeClass, root);
    element.setAttribute('data-theme-portal', '');
    return element;
  });
  useLayoutEffect(() => {
    if (!host) return undefined;
    document.body.append(host);
    return () => host.remove();
  }, [host]);
  useLayoutEffect(() => {
    if (!host) return;
    if (lang) host.lang = lang;
    else host.removeAttribute('lang');
  }, [host, lang]);
  return host ? createPortal(children, host) : null;
}
