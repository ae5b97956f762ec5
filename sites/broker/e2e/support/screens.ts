import fs from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';

/**
 * Screenshots of the built site compared with committed baselines in `e2e/__screens__/`.
 * `UPDATE_SCREENS=1` rewrites them (`npm run test:screens:update -w @broker/site`); a missing
 * baseline fails on CI and is written elsewhere. Differences go to `e2e/__screens_diff__/`.
 */
export const SCREENS_DIR = path.resolve(__dirname, '..', '__screens__');
export const DIFF_DIR = path.resolve(__dirname, '..', '__screens_diff__');
const update = /^(1|true)$/i.test(process.env.UPDATE_SCREENS ?? '');
const inCi = /^(1|true)$/i.test(process.env.CI ?? '');

/** pixelmatch's colour threshold per pixel, and the share of pixels allowed to differ. */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.002;
const STABLE_ATTEMPTS = 4;

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

type Shoot = () => Promise<Buffer>;

/** Takes shots until two in a row are identical, so a frame caught mid-paint is never compared. */
async function stableShot(shoot: Shoot): Promise<Buffer> {
  let previous = await shoot();
  for (let attempt = 0; attempt < STABLE_ATTEMPTS; attempt += 1) {
    const next = await shoot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error(`no stable screenshot after ${STABLE_ATTEMPTS + 1} shots`);
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

/**
 * Compares a shot of the viewport (or of `target`, or the full page) with its baseline. Returns the
 * problem as a sentence, or null when it matches (or was written, when updating).
 */
export async function compareScreen(
  page: Page,
  name: string,
  options: { target?: Locator; fullPage?: boolean } = {},
): Promise<string | null> {
  await settle(page);
  const shotOptions = { animations: 'disabled' as const, caret: 'hide' as const, scale: 'css' as const };
  const shoot: Shoot = options.target
    ? () => options.target!.screenshot(shotOptions)
    : () => page.screenshot({ ...shotOptions, fullPage: options.fullPage ?? false });
  const shot = await stableShot(shoot);
  const file = path.join(SCREENS_DIR, `${name}.png`);
  if (update) {
    fs.mkdirSync(SCREENS_DIR, { recursive: true });
    fs.writeFileSync(file, shot);
    return null;
  }
  fs.mkdirSync(DIFF_DIR, { recursive: true });
  const actualFile = path.join(DIFF_DIR, `${name}.actual.png`);
  if (!fs.existsSync(file)) {
    fs.writeFileSync(actualFile, shot);
    return `${name}: no baseline${inCi ? '' : ' (UPDATE_SCREENS=1 writes it)'}`;
  }
  const actual = PNG.sync.read(shot);
  const expected = PNG.sync.read(fs.readFileSync(file));
  if (actual.width !== expected.width || actual.height !== expected.height) {
    fs.writeFileSync(actualFile, shot);
    return `${name}: ${actual.width}x${actual.height}, baseline ${expected.width}x${expected.height}`;
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const changed = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = changed / (actual.width * actual.height);
  if (ratio <= MAX_DIFF_RATIO) return null;
  fs.writeFileSync(actualFile, shot);
  fs.writeFileSync(path.join(DIFF_DIR, `${name}.diff.png`), PNG.sync.write(diff));
  return `${name}: ${changed} pixels differ (${(ratio * 100).toFixed(2)}%)`;
}
