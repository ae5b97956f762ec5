import fs from 'node:fs';
import path from 'node:path';

/** The built site the budgets measure (BUDGETS_PUBLIC_DIR measures another build, e.g. to compare). */
export const publicDir = path.resolve(process.env.BUDGETS_PUBLIC_DIR ?? path.join(__dirname, '../public'));

/** Flags that keep Chromium headless and off the network. */
export const CHROMIUM_FLAGS = [
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
    (candidate): candidate is string => Boolean(candidate),
  );
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error('The budgets need Chromium: apt-get install -y chromium (or set CHROMIUM_PATH).');
  return found;
}
