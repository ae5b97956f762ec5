/**
 * Chaos: a graceful stop (SIGTERM, as `docker stop` and the hosting platforms send it) while the
 * CRM takes every delivery in and never answers. The process must exit 0 within
 * SHUTDOWN_TIMEOUT_MS, having closed the store; the deliveries it had to abort are sent after the
 * restart, with the same delivery id. Runs on the embedded store and on PostgreSQL.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockPathFor } from '../db/lock';
import { prequalification } from '../testing/fixtures';
import { startPostgres, type RunningPostgres } from '../testing/postgresServer';
import { startSiteProcess, type SiteProcess } from './processes';
import { startChaosCrm } from './receivers';

const SHUTDOWN_TIMEOUT_MS = 8000;

function postgresAvailable(): boolean {
  if (process.env.BROKER_CHAOS_POSTGRES === 'off') return false;
  return process.env.CI === 'true' || spawnSync('initdb', ['--version']).status === 0;
}
const STORES: ('pglite' | 'postgres')[] = postgresAvailable() ? ['pglite', 'postgres'] : ['pglite'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

async function submit(site: SiteProcess): Promise<string> {
  const response = await fetch(`${site.url}/api/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(prequalification()),
    signal: AbortSignal.timeout(60_000),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

describe.each(STORES)('Chaos: SIGTERM while the CRM hangs (%s)', (store) => {
  let pg: RunningPostgres | undefined;
  let crm: Awaited<ReturnType<typeof startChaosCrm>>;
  let siteDir: string;
  let dataDir: string | undefined;
  const processes: SiteProcess[] = [];

  beforeAll(async () => {
    crm = await startChaosCrm();
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'broker-chaos-stop-'));
    if (store === 'postgres') pg = await startPostgres();
    else dataDir = path.join(siteDir, 'pglite');
  });

  afterAll(async () => {
    for (const p of processes) {
      if (p.child.exitCode === null && p.child.signalCode === null) {
        p.child.kill('SIGKILL');
        await p.exited;
      }
    }
    await crm?.close();
    pg?.stop();
    if (dataDir) fs.rmSync(lockPathFor(dataDir), { force: true });
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  function env(): Record<string, string> {
    return {
      ...(pg ? { DATABASE_URL: pg.url } : { DATA_DIR: dataDir! }),
      SITE_DIR: siteDir,
      LOG_LEVEL: 'info',
      CRM_ENDPOINT_URL: crm.url,
      // Longer than the stop's limit: only the stop itself can end the hung sends in time.
      CRM_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS * 4),
      OUTBOX_DRAIN_INTERVAL_MS: '300',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    };
  }

  async function launch(): Promise<SiteProcess> {
    const site = await startSiteProcess(env());
    processes.push(site);
    return site;
  }

  it('exits 0 within SHUTDOWN_TIMEOUT_MS, and sends the aborted deliveries after the restart with the same delivery id', async () => {
    const site = await launch();
    await crm.setMode('hang');
    const ids = [await submit(site), await submit(site), await submit(site)];
    await until('the CRM to hold every send', () => ids.every((id) => crm.receipts.records.has(id)), 30_000);

    const stopping = Date.now();
    site.child.kill('SIGTERM');
    const exit = await site.exited;
    const tookMs = Date.now() - stopping;
    process.stdout.write(`  SIGTERM during a hung CRM (${store}): exit ${exit.code} after ${tookMs} ms\n`);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(tookMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    expect(site.log.filter((line) => line.includes('"outbox.send_interrupted"')).length).toBeGreaterThan(0);
    expect(site.log.some((line) => line.includes('"site.stopped"'))).toBe(true);
    if (dataDir) expect(fs.existsSync(lockPathFor(dataDir))).toBe(false);

    await crm.setMode('ok');
    const restarted = await launch();
    // The store is opened, and the first drain started, by the first request.
    expect((await fetch(`${restarted.url}/api/health`, { signal: AbortSignal.timeout(60_000) })).status).toBe(200);
    // Each delivery arrives again under the id it carried the first time: the CRM keeps one record.
    await until(
      'the aborted deliveries to be sent again',
      () => ids.every((id) => crm.receipts.records.get(id) === 2),
      60_000,
    );
    expect(crm.receipts.records.size).toBe(3);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toEqual({ code: 0, signal: null });
  });
});
