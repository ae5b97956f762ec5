import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';

const SITE_PROCESS = path.join(__dirname, 'siteProcess.ts');

export interface SiteProcess {
  child: ChildProcess;
  pid: number;
  url: string;
  /** Lines the process wrote on stderr (its JSON log). */
  log: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the site process with `env` and resolves once it listens. `onLog` sees every line the
 * process logs (the returned `log` keeps the last few thousand).
 */
export function startSiteProcess(
  env: Record<string, string | undefined>,
  options: { timeoutMs?: number; onLog?: (line: string) => void } = {},
): Promise<SiteProcess> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', SITE_PROCESS], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  readline.createInterface({ input: child.stderr }).on('line', (line) => {
    options.onLog?.(line);
    log.push(line);
    if (log.length > 5000) log.splice(0, 1000);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The site process did not start in ${timeoutMs} ms:\n${log.slice(-20).join('\n')}`));
    }, timeoutMs);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`The site process exited (${code ?? signal}) before listening:\n${log.slice(-20).join('\n')}`));
    });
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        const { listening } = JSON.parse(line) as { listening?: number };
        if (!listening) return;
        clearTimeout(timer);
        resolve({ child, pid: child.pid!, url: `http://127.0.0.1:${listening}`, log, exited });
      } catch {
        /* not the line we wait for */
      }
    });
  });
}

/** Resident memory of a process in bytes (Linux), or undefined. */
export async function residentBytes(pid: number): Promise<number | undefined> {
  try {
    const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}
