import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '@broker/testing';

export function baseUrl(): string {
  const url = process.env.BUDGETS_BASE_URL;
  if (!url) throw new Error('BUDGETS_BASE_URL is not set: run through budgets/jest.config.cjs.');
  return url;
}

/** Headless Chromium; each `newContext()` of it is a fresh profile (empty cache and storage). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
}
