import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** What the holder of the embedded store writes beside it. */
export interface LockInfo {
  pid: number;
  token: string;
  /** Loopback port of the holder's admin endpoint, once it listens. */
  port?: number;
  startedAt: string;
}

export class StoreBusyError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holder: LockInfo | undefined,
  ) {
    super(`The embedded store is in use by process ${holder?.pid ?? '?'} (${lockPath})`);
    this.name = 'StoreBusyError';
  }
}

export interface StoreLock {
  readonly path: string;
  readonly info: LockInfo;
  /** Records the admin endpoint's port for the CLI. */
  setPort(port: number): void;
  release(): void;
}

export function lockPathFor(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The current holder, or undefined when the store is free (a holder that died leaves a stale file). */
export function readLock(dataDir: string): LockInfo | undefined {
  const file = lockPathFor(dataDir);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const info = JSON.parse(text) as LockInfo;
    if (typeof info.pid === 'number' && isAlive(info.pid)) return info;
    return undefined;
  } catch {
    // A holder that is writing its file right now: treat as held unless the file is old.
    const age = Date.now() - fs.statSync(file).mtimeMs;
    return age < 10_000 ? { pid: -1, token: '', startedAt: '' } : undefined;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the exclusive right to open the embedded store: PGlite is one process, one connection,
 * and two processes writing one data directory would corrupt it. Waits up to `waitMs` for a
 * holder to finish; a holder that died is detected by its process id and its lock is taken over.
 */
export async function acquireLock(dataDir: string, waitMs = 0): Promise<StoreLock> {
  const file = lockPathFor(dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const deadline = Date.now() + waitMs;
  const info: LockInfo = {
    pid: process.pid,
    token: randomBytes(24).toString('hex'),
    startedAt: new Date().toISOString(),
  };
  for (;;) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      fs.writeSync(fd, JSON.stringify(info));
      fs.closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(dataDir);
      if (!holder) {
        fs.rmSync(file, { force: true });
        continue;
      }
      if (Date.now() >= deadline) throw new StoreBusyError(file, holder);
      await sleep(100);
    }
  }
  let released = false;
  const onExit = () => release();
  function release() {
    if (released) return;
    released = true;
    process.off('exit', onExit);
    try {
      const current = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
      if (current.token === info.token) fs.rmSync(file, { force: true });
    } catch {
      /* already gone */
    }
  }
  process.on('exit', onExit);
  return {
    path: file,
    info,
    setPort(port) {
      info.port = port;
      const tmp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, JSON.stringify(info), { mode: 0o600 });
      fs.renameSync(tmp, file);
    },
    release,
  };
}
