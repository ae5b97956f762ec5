import fs from 'node:fs';
import { acquireLock, lockPathFor, readLock, StoreBusyError } from '../db/lock';
import { createServer } from '../server';
import { copyTemplate } from '../testing/databases';
import { memoryLogger, parse, post, prequalification, testConfig } from '../testing/fixtures';
import { startCrm } from '../testing/localServers';
import type { Deliverer } from '../outbox/deliverers';
import { drainCli, parseDrainArgs, parseLeadsArgs } from './leads';
import { runBrokerCommand } from './store-access';

describe('Embedded store lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = copyTemplate();
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(lockPathFor(dir), { force: true });
  });

  it('lets one holder in at a time', async () => {
    const lock = await acquireLock(dir);
    await expect(acquireLock(dir, 0)).rejects.toBeInstanceOf(StoreBusyError);
    expect(readLock(dir)?.pid).toBe(process.pid);
    lock.release();
    expect(readLock(dir)).toBeUndefined();
    (await acquireLock(dir)).release();
  });

  it('takes over the lock of a process that died', async () => {
    fs.writeFileSync(lockPathFor(dir), JSON.stringify({ pid: 2 ** 22 + 12345, token: 'x', startedAt: '' }));
    const lock = await acquireLock(dir, 0);
    expect(readLock(dir)?.token).toBe(lock.info.token);
    lock.release();
  });

  it('waits for a holder that finishes', async () => {
    const lock = await acquireLock(dir);
    setTimeout(() => lock.release(), 300);
    const next = await acquireLock(dir, 5000);
    next.release();
  });
});

describe('The broker command lines', () => {
  it('read their options', () => {
    expect(parseDrainArgs([])).toEqual({ name: 'drain', now: false });
    expect(parseDrainArgs(['--now'])).toEqual({ name: 'drain', now: true });
    expect(() => parseDrainArgs(['--later'])).toThrow();
    expect(parseLeadsArgs(['export', '--format', 'json', '--include-spam'])).toEqual({
      name: 'export',
      format: 'json',
      since: undefined,
      includeSpam: true,
    });
    expect(() => parseLeadsArgs(['export', '--since', 'soon'])).toThrow(/--since/);
  });

  it('print the usage and exit with 2 on a wrong command line', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const output = { stdout: (t: string) => out.push(t), stderr: (t: string) => err.push(t) };
    const code = await drainCli(testConfig(), output, ['--later']);
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err.join('')).toMatch(/later[\s\S]*outbox:drain -- --now/);
  });
});

describe('runBrokerCommand on the embedded store', () => {
  let dir: string;
  beforeEach(() => {
    dir = copyTemplate();
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(lockPathFor(dir), { force: true });
  });

  function config() {
    return { ...testConfig(), dataDir: dir, databaseUrl: undefined };
  }

  it('opens the store itself when no process holds it', async () => {
    const site = createServer(config(), { logger: memoryLogger() });
    const id = parse(await site.submit(post(prequalification()))).id as string;
    await site.close();
    expect(readLock(dir)).toBeUndefined();

    const csv = await runBrokerCommand(config(), { name: 'export', format: 'csv', includeSpam: false });
    expect(csv.startsWith('\uFEFF"Lead ID","Received (Miami time)","Form",')).toBe(true);
    expect(csv).toContain(`\r\n"${id}",`);
    expect(readLock(dir)).toBeUndefined();
  });

  it('goes through the running site while it holds the store', async () => {
    const site = createServer(config(), { logger: memoryLogger() });
    const id = parse(await site.submit(post(prequalification({ first_name: 'Evangelina' })))).id as string;
    expect(readLock(dir)?.port).toEqual(expect.any(Number));

    const json = JSON.parse(
      await runBrokerCommand(config(), { name: 'export', format: 'json', includeSpam: false }, 0),
    );
    expect(json).toEqual([expect.objectContaining({ id, firstName: 'Evangelina', deliveries: [] })]);
    const future = await runBrokerCommand(
      config(),
      { name: 'export', format: 'json', since: new Date(Date.now() + 86_400_000), includeSpam: false },
      0,
    );
    expect(JSON.parse(future)).toEqual([]);
    expect(await runBrokerCommand(config(), { name: 'retry-dead' }, 0)).toBe('Re-queued 0 dead-lettered deliveries.\n');
    expect(await runBrokerCommand(config(), { name: 'drain' }, 0)).toBe(
      'Delivered 0, retrying later 0, dead-lettered 0.\n',
    );

    // The site still works afterwards, and the store was never opened twice.
    expect((await site.submit(post(prequalification()))).status).toBe(200);
    await site.close();
  });

  it('says which deliveries wait to retry, and sends them at once with --now', async () => {
    const crm = await startCrm([{ status: 503 }, { status: 200 }]);
    try {
      const base = config();
      const withCrm = {
        ...base,
        crm: { endpointUrl: crm.url, timeoutMs: 5000 },
        outbox: { ...base.outbox, baseDelayMs: 10 * 60_000 },
      };
      const site = createServer(withCrm, { logger: memoryLogger() });
      await site.submit(post(prequalification()));
      expect(await site.drain()).toMatchObject({ retrying: 1, waiting: 1 });
      await site.close();

      const report = await runBrokerCommand(withCrm, parseDrainArgs([]));
      expect(report).toMatch(
        /^Delivered 0, retrying later 0, dead-lettered 0\.\n1 delivery is waiting to retry \(next attempt \d{4}-\d\d-\d\dT[\d:.]+Z\); run `npm run outbox:drain -- --now` to send them now\.\n$/,
      );
      expect(await runBrokerCommand(withCrm, parseDrainArgs(['--now']))).toBe(
        'Made 1 waiting delivery due now.\nDelivered 1, retrying later 0, dead-lettered 0.\n',
      );
      expect(crm.received).toHaveLength(2);
    } finally {
      await crm.close();
    }
  });

  it('says a delivery the running site is sending is in progress, rather than asking for --now again', async () => {
    const started: string[] = [];
    const hanging: Deliverer = { deliver: (lead) => new Promise(() => started.push(lead.id)) };
    const site = createServer(config(), { logger: memoryLogger(), deliverers: { crm: hanging } });
    await site.submit(post(prequalification()));
    const sending = site.drain();
    while (started.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));

    const report = await runBrokerCommand(config(), parseDrainArgs(['--now']), 0);
    expect(report).toMatch(
      /^Delivered 0, retrying later 0, dead-lettered 0\.\n1 delivery is in progress \(being sent now, held until \d{4}-\d\d-\d\dT[\d:.]+Z\); it needs nothing from you\.\n$/,
    );
    expect(report).not.toContain('--now');
    await site.close();
    await sending;
  });

  it('makes the site wait while a command holds the store', async () => {
    const lock = await acquireLock(dir);
    const site = createServer(config(), { logger: memoryLogger(), lockWaitMs: 10_000 });
    const answer = site.submit(post(prequalification()));
    await new Promise((resolve) => setTimeout(resolve, 300));
    lock.release();
    expect((await answer).status).toBe(200);
    await site.close();
  });

  it('answers 503 when the store stays busy', async () => {
    const lock = await acquireLock(dir);
    const site = createServer(config(), { logger: memoryLogger(), lockWaitMs: 100 });
    const response = await site.submit(post(prequalification()));
    expect(response.status).toBe(503);
    expect(response.headers['Retry-After']).toBe('30');
    lock.release();
    await site.close();
  });
});
