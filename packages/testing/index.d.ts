/** Flags that keep the system Chromium headless and off the network in every browser suite. */
export declare const CHROMIUM_ARGS: readonly string[];

/** The system Chromium: CHROMIUM_PATH or CHROME_PATH when set, else the Debian and Ubuntu paths. */
export declare function chromiumPath(): string;

/** Playwright Test's `toHaveScreenshot` settings shared by the Storybook and page screenshot suites. */
export declare const SCREENSHOT_DEFAULTS: Readonly<{
  animations: 'disabled';
  caret: 'hide';
  scale: 'css';
  threshold: number;
}>;

/** True on CI (CI=1 or CI=true), where a missing screenshot baseline fails without being written. */
export declare function inCi(): boolean;
