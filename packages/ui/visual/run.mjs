#!/usr/bin/env node
/**
 * Offline visual regression for the Storybook of packages/ui.
 *
 *   node visual/run.mjs             compare every story with its committed baseline
 *   node visual/run.mjs --update    rewrite the baselines (removes baselines of deleted stories)
 *   node visual/run.mjs --filter header   only stories whose id contains "header"
 *
 * Builds Storybook (or reuses storybook-static when it is newer than the sources), serves it on a
 * loopback port, opens each story in headless Chromium at 375 and 1280 pixels wide with animations
 * off and fonts loaded, and compares the screenshot with visual/__baselines__/<story>--<width>.png.
 * Differences are written to visual/__diff__/. Tags on a story change what is taken:
 *   visual:skip       not captured (the state is covered by another story or by jest)
 *   visual:viewport   the whole viewport (fixed and top-layer content) instead of the story's box
 *   visual:narrow     only at 375 (e.g. Spanish variants, whose longer text matters most there)
 *   visual:wide       only at 1280
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';

const here = dirname(fileURLToPath(import.meta.url));
const uiRoot = resolve(here, '..');
const repoRoot = resolve(uiRoot, '../..');
const staticDir = join(repoRoot, 'storybook-static');
const baselineDir = join(here, '__baselines__');
const diffDir = join(here, '__diff__');

const WIDTHS = [375, 1280];
const VIEWPORT_HEIGHT = { 375: 667, 1280: 720 };
/** pixelmatch colour threshold per pixel (0..1), and the share of pixels allowed to differ. */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.001;
const STORY_TIMEOUT_MS = 20_000;
const STABLE_ATTEMPTS = 4;

const args = process.argv.slice(2);
const update = args.includes('--update');
const filterIndex = args.indexOf('--filter');
const filter = filterIndex >= 0 ? (args[filterIndex + 1] ?? '').toLowerCase() : '';
const inCi = /^(1|true)$/i.test(process.env.CI ?? '');

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('__')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function ensureStorybook() {
  const index = join(staticDir, 'index.json');
  const sources = Math.max(
    newestMtime(join(uiRoot, 'src')),
    newestMtime(join(repoRoot, '.storybook')),
    newestMtime(join(repoRoot, 'packages/core/src')),
  );
  if (existsSync(index) && statSync(index).mtimeMs > sources) {
    console.log('Reusing storybook-static (newer than the sources).');
    return;
  }
  console.log('Building Storybook…');
  const result = spawnSync('npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (result.status !== 0) {
    console.error('Storybook build failed.');
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

function serve(dir) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = normalize(join(dir, decodeURIComponent(url.pathname)));
    const file = path.endsWith(sep) ? join(path, 'index.html') : path;
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolveServer) => {
    server.listen(0, '127.0.0.1', () => resolveServer(server));
  });
}

function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  return candidates.find((path) => path && existsSync(path));
}

/**
 * Runs in each page before Storybook: records failed play functions and stories, which Storybook
 * only reports on its channel.
 */
function watchStoryErrors() {
  window.__visualErrors = [];
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value) {
      channel = value;
      value.on('playFunctionThrewException', (error) => window.__visualErrors.push(`play function: ${error?.message}`));
      value.on('storyErrored', (error) =>
        window.__visualErrors.push(`story: ${error?.title ?? ''} ${error?.description ?? ''}`),
      );
      value.on('storyThrewException', (error) => window.__visualErrors.push(`story: ${error?.message}`));
      value.on('unhandledErrorsWhilePlaying', (errors) =>
        window.__visualErrors.push(`play function: ${errors?.[0]?.message}`),
      );
    },
  });
}

async function renderStory(page, origin, story, width) {
  await page.setViewportSize({ width, height: VIEWPORT_HEIGHT[width] });
  await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`, {
    waitUntil: 'load',
  });
  const phase = await page
    .waitForFunction(
      () => {
        const render = window.__STORYBOOK_PREVIEW__?.currentRender;
        const done = ['completed', 'afterEach', 'finished', 'errored', 'aborted'];
        return render && done.includes(render.phase) ? render.phase : false;
      },
      undefined,
      { timeout: STORY_TIMEOUT_MS, polling: 50 },
    )
    .then((handle) => handle.jsonValue());
  const renderError = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent ?? 'render error')
      : null,
  );
  if (renderError) throw new Error(`story failed: ${renderError}`);
  const storyErrors = await page.evaluate(() => window.__visualErrors ?? []);
  if (storyErrors.length > 0) throw new Error(storyErrors[0].replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0]);
  if (phase === 'errored' || phase === 'aborted') throw new Error(`story ${phase}`);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  const options = { animations: 'disabled', caret: 'hide', scale: 'css' };
  let shoot = () => page.screenshot(options);
  if (!story.tags.includes('visual:viewport')) {
    const root = page.locator('#storybook-root');
    const box = await root.boundingBox();
    if (!box || box.height < 1) throw new Error('story rendered nothing');
    shoot = () => root.screenshot(options);
  }
  // Like Playwright's own screenshot assertion: take shots until two in a row are identical, so a
  // frame caught mid-paint never becomes a baseline or a failure.
  let previous = await shoot();
  for (let attempt = 0; attempt < STABLE_ATTEMPTS; attempt += 1) {
    const next = await shoot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error(`no stable screenshot after ${STABLE_ATTEMPTS + 1} shots`);
}

function compare(actualBuffer, baselinePath, diffPath) {
  const actual = PNG.sync.read(actualBuffer);
  const expected = PNG.sync.read(readFileSync(baselinePath));
  if (actual.width !== expected.width || actual.height !== expected.height) {
    writeFileSync(diffPath.replace(/\.png$/, '.actual.png'), actualBuffer);
    return `size ${actual.width}x${actual.height} differs from baseline ${expected.width}x${expected.height}`;
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const changed = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = changed / (actual.width * actual.height);
  if (ratio <= MAX_DIFF_RATIO) return null;
  writeFileSync(diffPath, PNG.sync.write(diff));
  writeFileSync(diffPath.replace(/\.png$/, '.actual.png'), actualBuffer);
  return `${changed} pixels differ (${(ratio * 100).toFixed(2)}%)`;
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath) {
    const message = 'Chromium not found (set CHROMIUM_PATH or install /usr/bin/chromium).';
    if (inCi) {
      console.error(message);
      console.log('0 passed, 1 failed');
      process.exit(1);
    }
    console.warn(`${message} Skipping the visual test outside CI.`);
    console.log('0 passed, 0 failed');
    return;
  }

  ensureStorybook();
  const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
  const stories = Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && !entry.tags.includes('visual:skip'))
    .filter((entry) => !filter || entry.id.toLowerCase().includes(filter));

  const server = await serve(staticDir);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const userDataDir = join(repoRoot, 'node_modules/.cache/visual-chromium');
  rmSync(userDataDir, { recursive: true, force: true });
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--font-render-hinting=none',
      '--hide-scrollbars',
    ],
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'America/New_York',
  });

  mkdirSync(baselineDir, { recursive: true });
  rmSync(diffDir, { recursive: true, force: true });
  mkdirSync(diffDir, { recursive: true });

  const widthsOf = (story) =>
    story.tags.includes('visual:narrow') ? [375] : story.tags.includes('visual:wide') ? [1280] : WIDTHS;
  const jobs = stories.flatMap((story) => widthsOf(story).map((width) => ({ story, width })));
  const written = new Set();
  let passed = 0;
  const failures = [];

  const worker = async () => {
    const page = await context.newPage();
    await page.addInitScript(watchStoryErrors);
    page.on('pageerror', (error) => console.warn(`  page error: ${error.message}`));
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const { story, width } = job;
      const name = `${story.id}--${width}.png`;
      const baselinePath = join(baselineDir, name);
      written.add(name);
      try {
        const shot = await renderStory(page, origin, story, width);
        if (update) {
          writeFileSync(baselinePath, shot);
          passed += 1;
        } else if (!existsSync(baselinePath)) {
          writeFileSync(join(diffDir, name.replace(/\.png$/, '.actual.png')), shot);
          failures.push(`${name}: no baseline (run with --update to accept)`);
        } else {
          const problem = compare(shot, baselinePath, join(diffDir, name));
          if (problem) failures.push(`${name}: ${problem}`);
          else passed += 1;
        }
      } catch (error) {
        failures.push(`${name}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
      }
    }
    await page.close();
  };
  await Promise.all([worker(), worker()]);
  await context.close();
  server.close();
  rmSync(userDataDir, { recursive: true, force: true });

  if (update && !filter) {
    for (const file of readdirSync(baselineDir)) {
      if (file.endsWith('.png') && !written.has(file)) {
        rmSync(join(baselineDir, file));
        console.log(`removed obsolete baseline ${file}`);
      }
    }
  }
  if (failures.length === 0) rmSync(diffDir, { recursive: true, force: true });
  for (const failure of failures) console.error(`✗ ${failure}`);
  if (failures.length > 0) console.error(`Diffs and actual screenshots: ${relative(process.cwd(), diffDir)}`);
  console.log(`${passed} passed, ${failures.length} failed`);
  process.exitCode = failures.length > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
