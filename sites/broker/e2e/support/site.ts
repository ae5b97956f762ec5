import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { uiCopy, uiStrings } from '@broker/ui/copy';
import { contentRoutes } from '../../src/content/routes';

const run = promisify(execFile);
const siteDir = path.resolve(__dirname, '../..');

/** Every page of the site, the articles at the slugs their content names. */
export const SITE = contentRoutes();

type Strings = (typeof uiStrings)['en'] & (typeof uiCopy)['en'];

/** The site's UI strings of a language (the same source the pages use), with each component's copy. */
export function strings(language: 'en' | 'es'): Strings {
  return { ...uiStrings[language], ...uiCopy[language] } as Strings;
}

export interface ExportedLead {
  id: string;
  form_type?: string;
  formType?: string;
  [field: string]: unknown;
}

/** The leads as the broker exports them (`npm run leads -- export --format json`), from the running site. */
export async function exportedLeads(): Promise<ExportedLead[]> {
  const dataDir = path.join(process.env.E2E_DATA_DIR ?? '', 'pglite');
  const { stdout } = await run(
    process.execPath,
    [path.join(siteDir, 'dist', 'cli', 'leads.js'), 'export', '--format', 'json', '--include-spam'],
    {
      cwd: siteDir,
      env: { ...process.env, DATA_DIR: dataDir },
      maxBuffer: 10 * 1024 * 1024,
    },
  );
  const parsed = JSON.parse(stdout) as ExportedLead[] | { leads: ExportedLead[] };
  return Array.isArray(parsed) ? parsed : parsed.leads;
}

/** Installs analytics, dataLayer and ad-platform stubs that record every call. */
export async function stubTracking(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown> & { __calls: unknown[][] };
    w.__calls = [];
    w.gtag = (...args: unknown[]) => w.__calls.push(['gtag', ...args]);
    w.fbq = (...args: unknown[]) => w.__calls.push(['fbq', ...args]);
    const dataLayer: unknown[] = [];
    dataLayer.push = (...entries: unknown[]) => {
      for (const entry of entries) w.__calls.push(['dataLayer', entry]);
      return Array.prototype.push.apply(dataLayer, entries);
    };
    w.dataLayer = dataLayer;
  });
}

export async function trackingCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window as unknown as { __calls: unknown[][] }).__calls);
}

/** Waits as a person would before sending a form (the server treats instant submissions as spam). */
export const humanPause = (page: Page) => page.waitForTimeout(1200);

/** Runs one of the broker's commands (`dist/cli/<command>.js`) against the running site's store. */
export async function brokerCommand(command: 'leads' | 'drain', args: string[] = []): Promise<string> {
  const dataDir = path.join(process.env.E2E_DATA_DIR ?? '', 'pglite');
  const { stdout } = await run(process.execPath, [path.join(siteDir, 'dist', 'cli', `${command}.js`), ...args], {
    cwd: siteDir,
    env: { ...process.env, DATA_DIR: dataDir },
    maxBuffer: 10 * 1024 * 1024,
  });
  return stdout;
}

function jsonLines<T>(file: string): T[] {
  const full = path.join(process.env.E2E_DATA_DIR ?? '', file);
  if (!fs.existsSync(full)) return [];
  return fs
    .readFileSync(full, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);
}

/** The messages the broker's local inbox received (support/receivers.cjs). */
export const receivedMail = () => jsonLines<{ to: string[]; raw: string }>('mail.jsonl');

/** The requests the broker's local webhook receiver got, with the status it answered. */
export const receivedHooks = () =>
  jsonLines<{ headers: Record<string, string>; body: string; status: number }>('webhook.jsonl');

/** Waits until `check` returns something, polling. */
export async function eventually<T>(
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 15000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
