import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSiteProcess, type SiteProcess } from '../chaos/processes';
import { copyTemplate } from '../testing/databases';
import { prequalification } from '../testing/fixtures';
import { acquireLock, bootId, lockPathFor, processStart, readLock, StoreBusyError, type LockInfo } from './lock';

const isLinux = process.platform === 'linux';
/** Boot ids and process start times come from /proc (Linux, as on CI). */
const describeLinux = (name: string, fn: () => void) => {
  if (isLinux) describe(name, fn);
};

function writeLock(dir: string, info: Partial<LockInfo>) {
  fs.writeFileSync(lockPathFor(dir), JSON.stringify({ token: 'left-behind', startedAt: '', ...info }));
}

describe('The embedded store lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'broker-lock-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(lockPathFor(dir), { force: true });
  });

  it('records the boot id and the start time of the holding process with its pid', async () => {
    const lock = await acquireLock(dir);
    const written = JSON.parse(fs.readFileSync(lockPathFor(dir), 'utf8')) as LockInfo;
    expect(written.pid).toBe(process.pid);
    if (isLinux) {
      expect(written.bootId).toBe(bootId());
      expect(written.processStart).toBe(processStart(process.pid));
      expect(written.processStart).toMatch(/^\d+$/);
    }
    lock.release();
  });

  it('takes over a lock left by an earlier process that had the very pid of this one', async () => {
    // A restarted container gives the site the same pid again: the lock names "this" process.
    writeLock(dir, { pid: process.pid, processStart: '1', bootId: bootId() });
    const lock = await acquireLock(dir, 0);
    expect(readLock(dir)?.token).toBe(lock.info.token);
    // This process's own lock is still its own.
    await expect(acquireLock(dir, 0)).rejects.toBeInstanceOf(StoreBusyError);
    lock.release();
  });

  describeLinux('with another live process', () => {
    let sleeper: ReturnType<typeof spawn>;
    beforeEach(async () => {
      sleeper = spawn('sleep', ['30'], { stdio: 'ignore' });
      await new Promise((resolve) => sleeper.once('spawn', resolve));
    });
    afterEach(() => {
      sleeper.kill('SIGKILL');
    });

    it('takes over a lock whose pid now belongs to a process started later', async () => {
      writeLock(dir, { pid: sleeper.pid!, processStart: '1', bootId: bootId() });
      const lock = await acquireLock(dir, 0);
      expect(readLock(dir)?.pid).toBe(process.pid);
      lock.release();
    });

    it('takes over a lock written before the machine restarted', async () => {
      writeLock(dir, { pid: sleeper.pid!, processStart: processStart(sleeper.pid!), bootId: 'another-boot' });
      (await acquireLock(dir, 0)).release();
    });

    it('waits for a holder that is the recorded process', async () => {
      writeLock(dir, { pid: sleeper.pid!, processStart: processStart(sleeper.pid!), bootId: bootId() });
      await expect(acquireLock(dir, 0)).rejects.toBeInstanceOf(StoreBusyError);
    });
  });
});

describe('The site process and the embedded store lock', () => {
  let dir: string;
  let site: SiteProcess | undefined;
  const env = () => ({
    DATA_DIR: dir,
    SITE_DIR: path.dirname(dir),
    LOG_LEVEL: 'warn',
    OUTBOX_DRAIN_INTERVAL_MS: '0',
  });
  const submit = (url: string) =>
    fetch(`${url}/api/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(prequalification()),
      signal: AbortSignal.timeout(20_000),
    });

  beforeEach(() => {
    dir = copyTemplate();
  });
  afterEach(async () => {
    if (site && site.child.exitCode === null && site.child.signalCode === null) {
      site.child.kill('SIGKILL');
      await site.exited;
    }
    site = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(lockPathFor(dir), { force: true });
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('releases the lock when stopped with %s', async (signal) => {
    site = await startSiteProcess(env());
    expect((await submit(site.url)).status).toBe(200);
    expect(fs.existsSync(lockPathFor(dir))).toBe(true);
    site.child.kill(signal);
    expect(await site.exited).toEqual({ code: null, signal });
    expect(fs.existsSync(lockPathFor(dir))).toBe(false);
  });

  it('serves after a SIGKILL when the restarted process has the pid of the dead one', async () => {
    site = await startSiteProcess(env());
    expect((await submit(site.url)).status).toBe(200);
    site.child.kill('SIGKILL');
    await site.exited;
    const stale = JSON.parse(fs.readFileSync(lockPathFor(dir), 'utf8')) as LockInfo;

    site = await startSiteProcess(env());
    // As in a restarted container: the new process got the pid the dead one recorded.
    fs.writeFileSync(lockPathFor(dir), JSON.stringify({ ...stale, pid: site.pid }));
    // Taken for a live holder, the lock would make it wait 30 s and answer 503.
    expect((await submit(site.url)).status).toBe(200);
    expect(readLock(dir)?.pid).toBe(site.pid);
    expect(site.log.join('\n')).not.toContain('store.unavailable');
  });
});
