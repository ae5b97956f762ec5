import type { Language } from '@broker/core';

/**
 * Puts the page's language on `<html>` when it is not already there (a client-side navigation to
 * the other language). The server's HTML carries it (gatsby-ssr.tsx), and writing the attribute,
 * even with the same value, makes the browser restyle the whole document, so it is written only
 * when it changes.
 */
export function setDocumentLanguage(language: Language, root: HTMLElement = document.documentElement): void {
  if (root.getAttribute('lang') !== language) root.setAttribute('lang', language);
}
