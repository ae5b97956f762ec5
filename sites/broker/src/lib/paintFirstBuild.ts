import fs from 'node:fs';
import path from 'node:path';
import { paintFirst } from './bootScript';

/** Rewrites every built page of `publicDir` (see `paintFirst`); returns how many changed. */
export function paintFirstInBuild(publicDir: string): number {
  let changed = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // Gatsby's own folders hold data and slice fragments, not pages.
        if (!['page-data', 'static', '_gatsby', '~partytown'].includes(entry.name)) walk(full);
      } else if (entry.name.endsWith('.html')) {
        const html = fs.readFileSync(full, 'utf8');
        const next = paintFirst(html);
        if (next !== html) {
          fs.writeFileSync(full, next);
          changed += 1;
        }
      }
    }
  };
  walk(publicDir);
  return changed;
}
