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

/** Space kept between a tooltip and the edges of the viewport, in px. */
const EDGE = 8;

/**
 * Keeps a shown tooltip inside the viewport: shifted sideways when centring it over its term would
 * cross an edge, and placed below the term when the space above is too small (or covered by a fixed
 * header, which the page declares as its `scroll-padding-top`). Call it when the tooltip appears.
 */
export function placeTooltip(tooltip: HTMLElement): void {
  tooltip.style.setProperty('--term-shift', '0px');
  tooltip.removeAttribute('data-placement');
  const box = tooltip.getBoundingClientRect();
  if (box.width === 0) return;
  const view = tooltip.ownerDocument.documentElement;
  const width = view.clientWidth;
  let shift = 0;
  if (box.left < EDGE) shift = EDGE - box.left;
  else if (box.right > width - EDGE) shift = width - EDGE - box.right;
  if (shift !== 0) tooltip.style.setProperty('--term-shift', `${Math.round(shift)}px`);
  const covered = parseFloat(getComputedStyle(view).scrollPaddingTop) || 0;
  if (box.top < covered + EDGE) tooltip.setAttribute('data-placement', 'below');
}

/**
 * Makes the glossary terms of server-rendered HTML behave like `<Term>`: a tooltip is placed inside
 * the viewport when it appears (hover or focus), and Escape hides the tooltip of the hovered or
 * focused term; moving away re-arms it. Returns a function that removes the listeners.
 */
export function installTermTooltips(doc: Document = document): () => void {
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
  const onEnter = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.matches(selector)) return;
    const tooltip = target.nextElementSibling;
    if (tooltip instanceof HTMLElement && tooltip.matches(`.${termClassNames.tooltip}`)) placeTooltip(tooltip);
  };
  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('focusout', onLeave);
  doc.addEventListener('mouseout', onLeave);
  doc.addEventListener('focusin', onEnter);
  doc.addEventListener('mouseover', onEnter);
  return () => {
    doc.removeEventListener('keydown', onKeyDown);
    doc.removeEventListener('focusout', onLeave);
    doc.removeEventListener('mouseout', onLeave);
    doc.removeEventListener('focusin', onEnter);
    doc.removeEventListener('mouseover', onEnter);
  };
}
