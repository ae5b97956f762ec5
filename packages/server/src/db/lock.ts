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
  /** The machine's boot id (Linux): a lock written before a reboot belongs to no one. */
  bootId?: string;
  /**
   * When the holding process started (Linux: clock ticks since boot, from /proc/<pid>/stat). A live
   * process with the same pid but another start time is not the holder: its pid was reused (a
   * restarted container gives the site the same pid again).
   */
  processStart?: string;
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

/** Tokens of the locks this process holds, shared by every bundle loaded in it. */
function heldTokens(): Set<string> {
  const key = Symbol.for('@broker/server/held-locks');
  const holder = globalThis as unknown as Record<symbol, Set<string> | undefined>;
  return (holder[key] ??= new Set());
}

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** The boot id of this machine, or undefined where the system does not tell. */
export function bootId(): string | undefined {
  return readText('/proc/sys/kernel/random/boot_id')?.trim() || undefined;
}

/** When `pid` started, in clock ticks since boot (field 22 of /proc/<pid>/stat), where the system tells. */
export function processStart(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name (field 2) is in parentheses and may itself hold spaces or parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19];
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process recorded in `info` still runs and is the one that wrote it. */
function isHolder(info: LockInfo): boolean {
  if (!Number.isInteger(info.pid) || info.pid <= 0) return false;
  // This process knows every lock it holds: its own pid with a token it does not know is a
  // previous process that had the same pid.
  if (info.pid === process.pid) return heldTokens().has(info.token);
  const boot = bootId();
  if (info.bootId && boot && info.bootId !== boot) return false;
  if (!isAlive(info.pid)) return false;
  const started = processStart(info.pid);
  if (info.processStart && started && info.processStart !== started) return false;
  return true;
}

/** The current holder, or undefined when the store is free (a holder that died leaves a stale file). */
export function readLock(dataDir: string): LockInfo | undefined {
  const file = lockPathFor(dataDir);
  const text = readText(file);
  if (text === undefined) return undefined;
  try {
    const info = JSON.parse(text) as LockInfo;
    return isHolder(info) ? info : undefined;
  } catch {
    // A holder that is writing its file right now: treat as held unless the file is old.
    let age = Infinity;
    try {
      age = Date.now() - fs.statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    return age < 10_000 ? { pid: -1, token: '', startedAt: '' } : undefined;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the exclusive right to open the embedded store: PGlite is one process, one connection,
 * and two processes writing one data directory would corrupt it. Waits up to `waitMs` for a
 * holder to finish. A lock whose holder is gone is taken over: its pid is not running, or runs a
 * different process (another start time, another boot, or this very process under a pid it
 * inherited from a previous run). The lock is released on `release()` and when the process exits.
 */
export async function acquireLock(dataDir: string, waitMs = 0): Promise<StoreLock> {
  const file = lockPathFor(dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const deadline = Date.now() + waitMs;
  const info: LockInfo = {
    pid: process.pid,
    token: randomBytes(24).toString('hex'),
    startedAt: new Date().toISOString(),
    bootId: bootId(),
    processStart: processStart(process.pid),
  };
  for (;;) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      try {
        fs.writeSync(fd, JSON.stringify(info));
      } finally {
        fs.closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(dataDir);
      if (!holder) {
        takeOver(file);
        continue;
      }
      if (Date.now() >= deadline) throw new StoreBusyError(file, holder);
      await sleep(100);
    }
  }
  heldTokens().add(info.token);
  let released = false;
  const onExit = () => release();
  function release() {
    if (released) return;
    released = true;
    process.off('exit', onExit);
    heldTokens().delete(info.token);
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

/**
 * Removes a stale lock. Two processes may find the same stale file at once: each renames it to a
 * name of its own first, so only one removes it and neither removes a lock the other has just
 * created.
 */
function takeOver(file: string): void {
  const aside = `${file}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    fs.renameSync(file, aside);
  } catch {
    return;
  }
  const text = readText(aside);
  let info: LockInfo | undefined;
  try {
    info = text ? (JSON.parse(text) as LockInfo) : undefined;
  } catch {
    info = undefined;
  }
  if (info && isHolder(info)) {
    // Another process took the store between our check and the rename: put its lock back.
    try {
      fs.linkSync(aside, file);
    } catch {
      /* a third process holds it now */
    }
  }
  fs.rmSync(aside, { force: true });
}
