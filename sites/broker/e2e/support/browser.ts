import { test as base } from '@playwright/test';

/** The address of the site the global setup started (support/globalSetup.cjs). */
export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests with playwright.config.ts.');
  return url;
};

/**
 * Playwright Test with one more fixture: `consoleErrors`, every console error and uncaught page
 * error of the test's page, in order.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect, type Locator, type Page } from '@playwright/test';
