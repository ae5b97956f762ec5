import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Netlify's own CLI, fetched for the production-output tests only (about 450 MB with deno, so it
 * is not part of the project's install), pinned. `netlify serve` needs `deno` on PATH for its
 * local edge runtime; the `deno` npm package ships the binary.
 */
const NETLIFY_CLI_VERSION = '27.10.2';
const DENO_VERSION = '2.9.6';

export interface NetlifyCli {
  netlify: string;
  /** Put first on PATH: holds `netlify` and `deno`. */
  binDir: string;
}

export function ensureNetlifyCli(): NetlifyCli {
  const dir =
    process.env.NETLIFY_CLI_DIR ??
    path.join(os.tmpdir(), `broker-netlify-cli-${NETLIFY_CLI_VERSION}-deno-${DENO_VERSION}`);
  const binDir = path.join(dir, 'node_modules', '.bin');
  const done = path.join(dir, '.installed');
  if (!fs.existsSync(done)) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'netlify-cli-for-tests', private: true }));
    process.stderr.write(`Installing netlify-cli@${NETLIFY_CLI_VERSION} and deno@${DENO_VERSION} into ${dir}\n`);
    execFileSync(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `netlify-cli@${NETLIFY_CLI_VERSION}`,
        `deno@${DENO_VERSION}`,
      ],
      { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'], timeout: 15 * 60_000 },
    );
    fs.writeFileSync(done, new Date().toISOString());
  }
  const version = execFileSync(path.join(binDir, 'deno'), ['--version'], { encoding: 'utf8' }).split('\n')[0];
  process.stderr.write(`Using netlify-cli ${NETLIFY_CLI_VERSION} and ${version} from ${dir}\n`);
  return { netlify: path.join(binDir, 'netlify'), binDir };
}
