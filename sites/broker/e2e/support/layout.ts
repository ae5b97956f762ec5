import type { Page } from '@playwright/test';

/** Resizes the page and waits until it has reacted (resize handlers, observers, two frames). */
export async function resize(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 30)))),
  );
}

export interface LayoutLabels {
  /** Accessible name of the chat launcher. */
  chatLauncher: string;
  /** Accessible name of the header's menu button. */
  menu: string;
}

/**
 * What is wrong with the page's layout at the current width, as sentences (empty when nothing is):
 * - the page scrolls sideways (and which elements stick out);
 * - a header control (the menu button when the navigation is collapsed, otherwise every navigation
 *   link, the language toggle and Apply Now) or the chat launcher is outside the viewport, hidden
 *   or covered by something else;
 * - a focusable element of the header is outside the viewport (reachable but invisible);
 * - with the full navigation shown, the header's row overflows or the wordmark wraps;
 * - a grid of cards leaves a lone card under its first column;
 * - a day or its hours in the office hours breaks across lines.
 */
export function layoutProblems(page: Page, labels: LayoutLabels): Promise<string[]> {
  return page.evaluate((labels) => {
    const problems: string[] = [];
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const describe = (el: Element) => {
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${name}"`;
    };
    const shown = (el: Element) =>
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });

    // 1. No sideways scrolling.
    const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (scrollWidth > vw) {
      // Fixed overlays and the content of a box that scrolls or clips sideways (a wide table in its
      // scroller) do not widen the page.
      const outside = (el: Element) => {
        for (let e: Element | null = el; e; e = e.parentElement) {
          const style = getComputedStyle(e);
          if (style.position === 'fixed') return false;
          if (e !== el && e !== document.body && e !== document.documentElement && style.overflowX !== 'visible')
            return false;
        }
        return true;
      };
      const boxes = Array.from(document.body.querySelectorAll('*')).filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > vw + 0.5 && outside(el);
      });
      // Text that runs past the edge of its box (a long address or word) names its element.
      const texts: Element[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if (
          Array.from(range.getClientRects()).some((r) => r.width > 0 && r.right > vw + 0.5) &&
          outside(node.parentElement)
        )
          texts.push(node.parentElement);
      }
      const culprits = [...boxes, ...texts]
        // The innermost offenders say the most.
        .filter((el, _i, all) => !all.some((other) => other !== el && el.contains(other)))
        .filter((el, i, all) => all.indexOf(el) === i)
        .slice(0, 4)
        .map((el) => `${describe(el)}`);
      problems.push(`scrolls sideways by ${scrollWidth - vw} px: ${culprits.join(', ')}`);
    }

    // 2. The header's controls and the chat launcher can be seen and used.
    const header = document.querySelector('body header');
    if (!header) return [...problems, 'no header'];
    const inside = (r: DOMRect) => r.left >= -0.5 && r.right <= vw + 0.5 && r.top >= -0.5 && r.bottom <= vh + 0.5;
    const usable = (el: Element | null | undefined, what: string) => {
      if (!el) return problems.push(`${what} is missing`);
      const r = el.getBoundingClientRect();
      if (!shown(el) || r.width < 1 || r.height < 1) return problems.push(`${what} is hidden`);
      if (!inside(r))
        return problems.push(
          `${what} is outside the ${vw}x${vh} viewport (${Math.round(r.left)}..${Math.round(r.right)} x ${Math.round(r.top)}..${Math.round(r.bottom)})`,
        );
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !(el === hit || el.contains(hit)))
        problems.push(`${what} is covered by ${hit ? describe(hit) : 'nothing'}`);
      return 0;
    };
    const menuButton = Array.from(header.querySelectorAll('button')).find(
      (b) => b.getAttribute('aria-label') === labels.menu,
    );
    const collapsed = Boolean(menuButton && shown(menuButton) && menuButton.getBoundingClientRect().width > 0);
    if (collapsed) {
      usable(menuButton, 'the menu button');
    } else {
      const nav = header.querySelector('nav');
      nav?.querySelectorAll('a').forEach((a) => usable(a, `the navigation link ${describe(a)}`));
      usable(header.querySelector('a[hreflang]'), 'the language toggle');
      usable(header.querySelector('a[target="_blank"]'), 'Apply Now');
      const row = header.firstElementChild as HTMLElement | null;
      if (row && row.scrollWidth > row.clientWidth + 0.5)
        problems.push(`the header row overflows by ${row.scrollWidth - row.clientWidth} px`);
      const wordmark = header.querySelector('a[href] span');
      if (wordmark && wordmark.getClientRects().length > 1)
        problems.push(`the wordmark wraps onto ${wordmark.getClientRects().length} lines`);
    }
    header.querySelectorAll<HTMLElement>('a[href], button, [tabindex]').forEach((el) => {
      if (!shown(el)) return;
      const r = el.getBoundingClientRect();
      if (r.width > 0 && (r.right > vw + 0.5 || r.left < -0.5))
        problems.push(`${describe(el)} can be focused but is outside the viewport`);
    });
    const launcher = Array.from(document.querySelectorAll('button')).find(
      (b) => b.getAttribute('aria-label') === labels.chatLauncher,
    );
    usable(launcher, 'the chat launcher');

    // 3. A card grid does not leave one card hanging under its first column.
    document.querySelectorAll('ul, ol').forEach((list) => {
      const style = getComputedStyle(list);
      if (style.display !== 'grid' || style.gridTemplateColumns.split(' ').length < 2) return;
      const items = Array.from(list.children).filter((child) => child.getBoundingClientRect().height > 0);
      const last = items.at(-1);
      if (!last || items.length < 2) return;
      const top = last.getBoundingClientRect().top;
      if (items.filter((item) => Math.abs(item.getBoundingClientRect().top - top) < 1).length !== 1) return;
      const box = list.getBoundingClientRect();
      const card = last.getBoundingClientRect();
      if (Math.abs(card.left - box.left - (box.right - card.right)) > 2)
        problems.push(`${describe(last)} is alone on the last row of its grid, not centred`);
    });

    // 4. Office hours: a day and its hours each stay on one line (the hours may go under the day).
    document.querySelectorAll('dl').forEach((list) => {
      if (!list.querySelector('time')) return;
      list.querySelectorAll('dt, dd').forEach((term) => {
        const range = document.createRange();
        range.selectNodeContents(term);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.bottom)),
        );
        if (lines.size > 1) problems.push(`${describe(term)} of the office hours breaks onto ${lines.size} lines`);
      });
    });

    return problems;
  }, labels);
}

/** The computed styles of the open pre-qualification dialog that show whether the theme applies. */
export interface DialogLook {
  background: string;
  fontFamily: string;
  inputBorder: string;
  submitBackground: string;
}

export function openDialogLook(page: Page): Promise<DialogLook> {
  return page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]')!;
    const input = dialog.querySelector('input[autocomplete="given-name"]')!;
    const submit = dialog.querySelector('button[type="submit"]')!;
    const inputStyle = getComputedStyle(input);
    return {
      background: getComputedStyle(dialog).backgroundColor,
      fontFamily: getComputedStyle(dialog).fontFamily,
      inputBorder: `${inputStyle.borderTopWidth} ${inputStyle.borderTopStyle} ${inputStyle.borderTopColor}`,
      submitBackground: getComputedStyle(submit).backgroundColor,
    };
  });
}
