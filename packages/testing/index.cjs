const fs = require('node:fs');

/** Flags that keep the system Chromium headless and off the network in every browser suite. */
const CHROMIUM_ARGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** The system Chromium: CHROMIUM_PATH or CHROME_PATH when set, else the Debian and Ubuntu paths. */
function chromiumPath() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(/** @returns {candidate is string} */ (candidate) => Boolean(candidate));
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error('The browser tests need Chromium: apt-get install -y chromium (or set CHROMIUM_PATH).');
  }
  return found;
}

/**
 * Playwright Test's `toHaveScreenshot` settings shared by the Storybook and page screenshot suites:
 * no animation, no caret, CSS pixels, and pixelmatch's colour threshold per pixel. Each suite sets
 * the share of pixels allowed to differ (`maxDiffPixelRatio`).
 */
const SCREENSHOT_DEFAULTS = Object.freeze({
  animations: 'disabled',
  caret: 'hide',
  scale: 'css',
  threshold: 0.1,
});

/** True on CI (CI=1 or CI=true), where a missing screenshot baseline fails without being written. */
const inCi = () => /^(1|true)$/i.test(process.env.CI ?? '');

module.exports = { CHROMIUM_ARGS, chromiumPath, SCREENSHOT_DEFAULTS, inCi };
