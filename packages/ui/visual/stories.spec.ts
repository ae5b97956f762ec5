import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { stories, type Story } from './storybook';

/**
 * Every story of the built Storybook at 375 and 1280 px, compared with its baseline
 * (`<story id>--<width>.png`; settings in playwright.config.ts).
 */
const WIDTHS = [375, 1280] as const;
const VIEWPORT_HEIGHT = { 375: 667, 1280: 720 } as const;
const RENDER_TIMEOUT_MS = 20_000;
const baselineDir = path.join(__dirname, '__baselines__');

const widthsOf = (story: Story) =>
  story.tags.includes('visual:narrow') ? [375] : story.tags.includes('visual:wide') ? [1280] : [...WIDTHS];
const shots = stories()
  .filter((story) => !story.tags.includes('visual:skip'))
  .flatMap((story) => widthsOf(story).map((width) => ({ story, width: width as 375 | 1280 })));

declare global {
  interface Window {
    __visualErrors?: string[];
    __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } };
  }
}

/**
 * Runs in the page before Storybook: records failed play functions and stories, which Storybook
 * reports only on its channel.
 */
function watchStoryErrors() {
  window.__visualErrors = [];
  let channel: { on(event: string, listener: (payload: never) => void): void } | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: NonNullable<typeof channel>) {
      channel = value;
      const push = (message: string) => window.__visualErrors!.push(message);
      value.on('playFunctionThrewException', (error: { message?: string }) => push(`play function: ${error?.message}`));
      value.on('storyErrored', (error: { title?: string; description?: string }) =>
        push(`story: ${error?.title ?? ''} ${error?.description ?? ''}`),
      );
      value.on('storyThrewException', (error: { message?: string }) => push(`story: ${error?.message}`));
      value.on('unhandledErrorsWhilePlaying', (errors: Array<{ message?: string }>) =>
        push(`play function: ${errors?.[0]?.message}`),
      );
    },
  });
}

/** Opens a story and waits until it has rendered and played, failing on any story error. */
async function renderStory(page: Page, story: Story): Promise<void> {
  await page.goto(`${process.env.STORYBOOK_URL}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`, {
    waitUntil: 'load',
  });
  const phase = await page
    .waitForFunction(
      () => {
        const render = window.__STORYBOOK_PREVIEW__?.currentRender;
        const done = ['completed', 'afterEach', 'finished', 'errored', 'aborted'];
        return render?.phase && done.includes(render.phase) ? render.phase : false;
      },
      undefined,
      { timeout: RENDER_TIMEOUT_MS, polling: 50 },
    )
    .then((handle) => handle.jsonValue());
  const renderError = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent ?? 'render error')
      : null,
  );
  expect(renderError, 'the story renders').toBeNull();
  const storyErrors = await page.evaluate(() => window.__visualErrors ?? []);
  expect(storyErrors.map((error) => error.replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0])).toEqual([]);
  expect(phase, 'the story finished').not.toMatch(/errored|aborted/);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

test.describe('Every story', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(watchStoryErrors);
  });

  for (const { story, width } of shots) {
    test(`${story.title} › ${story.name} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: VIEWPORT_HEIGHT[width] });
      await renderStory(page, story);
      const name = `${story.id}--${width}.png`;
      if (story.tags.includes('visual:viewport')) {
        await expect(page).toHaveScreenshot(name);
      } else {
        const root = page.locator('#storybook-root');
        const box = await root.boundingBox();
        expect(box?.height ?? 0, 'the story renders something').toBeGreaterThanOrEqual(1);
        await expect(root).toHaveScreenshot(name);
      }
    });
  }
});

test('every baseline belongs to a story at one of its widths', () => {
  expect(shots.length, 'stories listed from storybook-static/index.json').toBeGreaterThan(0);
  const expected = new Set(shots.map(({ story, width }) => `${story.id}--${width}.png`));
  const obsolete = fs.readdirSync(baselineDir).filter((file) => file.endsWith('.png') && !expected.has(file));
  expect(obsolete).toEqual([]);
});
