/** What the screenshots of the built site (screens.spec.ts) need besides Playwright's own comparison. */
import type { BrowserContext, Page } from '@playwright/test';

/**
 * The site preloads its two subset fonts, declared `font-display: optional`: a visitor's first
 * layout waits up to ~100 ms for them and otherwise keeps the size-matched fallback for that view.
 * Whether a busy test machine makes that window decides nothing here: the pages are served to this
 * browser with `block`, so every shot is drawn with the site's own fonts.
 */
export async function drawWithSiteFonts(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('text/html')) return route.fulfill({ response });
      const body = (await response.text()).replace(/font-display:\s*optional/g, 'font-display:block');
      return route.fulfill({ response, body });
    },
  );
}

/** Waits until the page's fonts have loaded and two frames have been drawn. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    void document.body.offsetHeight;
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/** The name of a screen's baseline: lowercase words, digits and dashes. */
export function screenName(...parts: Array<string | number>): string {
  return parts
    .map((part) =>
      String(part)
        .toLowerCase()
        .replace(/^\/+|\/+$/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .map((part) => part || 'root')
    .join('--');
}
