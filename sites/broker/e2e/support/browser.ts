import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** Flags that keep Chromium off the network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[];
  const found = candidates.find((c) => fs.existsSync(c));
  if (!found) {
    throw new Error('Chromium is required for the browser tests: apt-get install -y chromium (or set CHROMIUM_PATH).');
  }
  return found;
}

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through the e2e jest config.');
  return url;
};

export interface BrowserSession {
  browser: BrowserContext;
  page: Page;
  consoleErrors: string[];
  close(): Promise<void>;
}

/** A fresh Chromium profile with one page that records console errors. */
export async function openBrowser(options: { width?: number; height?: number } = {}): Promise<BrowserSession> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'broker-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  return {
    browser: context,
    page,
    consoleErrors,
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export type { Page };
