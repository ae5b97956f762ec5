import * as styles from './Term.css';

/** Class names the site puts on glossary terms in server-rendered article HTML. */
export const termClassNames = {
  root: styles.root,
  trigger: styles.trigger,
  tooltip: styles.tooltip,
} as const;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface TermHtmlInput {
  /** The abbreviation as written. */
  text: string;
  /** Its full name. */
  title: string;
  /** Unique id of the tooltip within the page. */
  id: string;
}

/** The markup of one term for server-rendered HTML; same structure and classes as `<Term>`. */
export function termHtml({ text, title, id }: TermHtmlInput): string {
  const safeId = escapeHtml(id);
  return (
    `<span class="${termClassNames.root}">` +
    `<span class="${termClassNames.trigger}" tabindex="0" aria-describedby="${safeId}">${escapeHtml(text)}</span>` +
    `<span class="${termClassNames.tooltip}" role="tooltip" id="${safeId}">${escapeHtml(title)}</span>` +
    `</span>`
  );
}

/**
 * Lets Escape hide the tooltip of the hovered or focused term in server-rendered HTML; moving away
 * re-arms it. Returns a function that removes the listeners.
 */
export function installTermEscape(doc: Document = document): () => void {
  const selector = `.${termClassNames.trigger}`;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    doc.querySelectorAll(`${selector}:hover, ${selector}:focus`).forEach((element) => {
      element.setAttribute('data-dismissed', '');
    });
  };
  const onLeave = (event: Event) => {
    const target = event.target;
    if (target instanceof Element && target.matches(selector)) target.removeAttribute('data-dismissed');
  };
  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('focusout', onLeave);
  doc.addEventListener('mouseout', onLeave);
  return () => {
    doc.removeEventListener('keydown', onKeyDown);
    doc.removeEventListener('focusout', onLeave);
    doc.removeEventListener('mouseout', onLeave);
  };
}
