import type { ServerConfig } from '../config';
import { StoreUnavailableError, type Database, type Queryable } from '../db/database';
import { createServer, type BrokerServer } from '../server';
import { STORE_KINDS, useTestDatabase } from '../testing/databases';
import { memoryLogger, parse, post, prequalification, testConfig } from '../testing/fixtures';
import { startCrm, startSmtp } from '../testing/localServers';
import type { Deliverer, DeliveryResult } from './deliverers';
import { Outbox } from './outbox';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the condition');
    await sleep(10);
  }
}

/** A CRM sender whose sends finish only when the test says so. */
function heldDeliverer() {
  const sent: string[] = [];
  const finish = new Map<string, (result: DeliveryResult) => void>();
  const deliverer: Deliverer = {
    deliver: (lead) =>
      new Promise((resolve) => {
        sent.push(lead.id);
        finish.set(lead.id, resolve);
      }),
  };
  return { sent, deliverer, finish: (id: string, result: DeliveryResult) => finish.get(id)?.(result) };
}

/** A CRM sender whose receiver never answers; it notes each send it starts and each one aborted. */
function hangingDeliverer() {
  const started: string[] = [];
  const aborted: string[] = [];
  const deliverer: Deliverer = {
    deliver: (lead, _kind, options) =>
      new Promise(() => {
        started.push(lead.id);
        options?.signal?.addEventListener('abort', () => aborted.push(lead.id));
      }),
  };
  return { started, aborted, deliverer };
}

/** The store, but every query fails while `down` is true (a PostgreSQL outage). */
function storeWithOutage(db: Database) {
  const state = { down: false };
  const guard = (q: Queryable): Queryable => ({
    query: <T>(sql: string, params?: readonly unknown[]) =>
      state.down ? Promise.reject(new StoreUnavailableError('test outage')) : q.query<T>(sql, params),
  });
  const wrapped: Database = {
    kind: db.kind,
    ...guard(db),
    urgent: guard(db.urgent),
    transaction: (fn) => (state.down ? Promise.reject(new StoreUnavailableError('test outage')) : db.transaction(fn)),
    close: () => db.close(),
  };
  return { db: wrapped, state };
}

function recordingDeliverer() {
  const sent: string[] = [];
  const deliverer: Deliverer = { deliver: async (lead) => (sent.push(lead.id), { ok: true, status: 200 }) };
  return { sent, deliverer };
}

describe.each(STORE_KINDS)('Outbox leases and fencing (%s)', (kind) => {
  const store = useTestDatabase(kind);
  let server: BrokerServer;
  let clock: number;
  const closers: (() => Promise<void>)[] = [];

  beforeEach(async () => {
    clock = Date.now();
  });
  afterEach(async () => {
    await server?.close();
    for (const close of closers.splice(0)) await close();
  });

  function start(deliverer: Deliverer, overrides: Partial<ServerConfig> = {}) {
    server = createServer(testConfig(overrides), {
      db: store.db,
      logger: memoryLogger(),
      now: () => clock,
      deliverers: { crm: deliverer },
    });
  }

  function otherDrain(deliverer: Deliverer, settings: Partial<ServerConfig['outbox']> = {}, now = () => clock) {
    const logger = memoryLogger();
    const outbox = new Outbox({
      db: store.db,
      settings: { ...testConfig().outbox, leaseMs: 60_000, sendTimeoutMs: 30_000, ...settings },
      deliverers: { crm: deliverer },
      logger,
      now,
    });
    return { outbox, logger };
  }

  async function rows() {
    return store.db.query<{ lead_id: string; status: string; attempts: number; last_error: string | null }>(
      'SELECT lead_id, status, attempts, last_error FROM outbox ORDER BY id',
    );
  }

  it('records nothing for a drain whose lease was taken over while it was sending', async () => {
    const second = recordingDeliverer();
    start(second.deliverer);
    const id = parse(await server.submit(post(prequalification()))).id as string;
    const first = heldDeliverer();
    const stale = otherDrain(first.deliverer);
    const staleDrain = stale.outbox.drain();
    await until(() => first.sent.length === 1);

    // The first send hangs past the lease; another drain takes the delivery over and completes it.
    clock += 61_000;
    expect(await server.drain()).toMatchObject({ delivered: 1 });
    first.finish(id, { ok: true, status: 200 });
    expect(await staleDrain).toEqual({ delivered: 0, retrying: 0, dead: 0 });

    expect(await rows()).toEqual([{ lead_id: id, status: 'delivered', attempts: 1, last_error: null }]);
    expect(stale.logger.lines.filter((l) => l.includes('"outbox.delivered"'))).toHaveLength(0);
    expect(stale.logger.lines.filter((l) => l.includes('outbox.lease_lost'))).toHaveLength(1);
  });

  it('checks its lease before each send, so a drain that lost it sends nothing more', async () => {
    const second = recordingDeliverer();
    start(second.deliverer);
    const a = parse(await server.submit(post(prequalification()))).id as string;
    const b = parse(await server.submit(post(prequalification()))).id as string;
    const first = heldDeliverer();
    const stale = otherDrain(first.deliverer);
    const staleDrain = stale.outbox.drain();
    await until(() => first.sent.length === 1);

    clock += 61_000;
    expect(await server.drain()).toMatchObject({ delivered: 2 });
    first.finish(a, { ok: true });
    await staleDrain;

    // The stale drain had claimed both rows, but sent only the one it had started before losing them.
    expect(first.sent).toEqual([a]);
    expect(second.sent.sort()).toEqual([a, b].sort());
  });

  it('renews the lease while a send runs, so no other drain takes it', async () => {
    const held = heldDeliverer();
    start(held.deliverer);
    const id = parse(await server.submit(post(prequalification()))).id as string;
    const sender = otherDrain(held.deliverer, { leaseMs: 300 });
    const other = recordingDeliverer();
    const competitor = otherDrain(other.deliverer, { leaseMs: 300 });
    const lockedUntil = async () =>
      new Date((await store.db.query<{ until: Date }>('SELECT locked_until AS until FROM outbox'))[0]!.until).getTime();

    const sending = sender.outbox.drain();
    await until(() => held.sent.length === 1);
    expect(await lockedUntil()).toBe(clock + 300);
    // Time moves on while the send runs; the heartbeat (every third of the lease) extends the
    // lease from the time it runs.
    clock += 250;
    const deadline = Date.now() + 5000;
    while ((await lockedUntil()) !== clock + 300) {
      if (Date.now() > deadline) throw new Error('The lease was not renewed');
      await sleep(10);
    }
    // Past the first lease's end: without the renewal, the competitor would take the delivery.
    clock += 250;
    expect(await competitor.outbox.drain()).toEqual({ delivered: 0, retrying: 0, dead: 0 });
    held.finish(id, { ok: true, status: 200 });
    expect(await sending).toEqual({ delivered: 1, retrying: 0, dead: 0 });
    expect(other.sent).toEqual([]);
  });

  it('gives up a send that hangs past its deadline, aborting it, and retries later', async () => {
    let aborted = false;
    const hanging: Deliverer = {
      deliver: (_lead, _kind, options) =>
        new Promise(() => {
          options?.signal?.addEventListener('abort', () => (aborted = true));
        }),
    };
    start(hanging);
    await server.submit(post(prequalification()));
    const { outbox, logger } = otherDrain(hanging, { sendTimeoutMs: 300 });
    expect(await outbox.drain()).toEqual({ delivered: 0, retrying: 1, dead: 0 });
    expect(aborted).toBe(true);
    expect((await rows())[0]).toMatchObject({ status: 'pending', attempts: 1, last_error: 'send timed out' });
    expect(logger.lines.some((l) => l.includes('outbox.retry_scheduled'))).toBe(true);
  });

  it('does not let a destination that hangs hold up the other, or the rest of its own queue', async () => {
    // The CRM's first send hangs until the test ends it; no deadline is reached on the way.
    const crm = heldDeliverer();
    const mail = recordingDeliverer();
    server = createServer(testConfig(), {
      db: store.db,
      logger: memoryLogger(),
      now: () => clock,
      deliverers: { crm: crm.deliverer, email: mail.deliverer },
    });
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push(parse(await server.submit(post(prequalification()))).id as string);
    const outbox = new Outbox({
      db: store.db,
      settings: { ...testConfig().outbox, sendTimeoutMs: 30_000 },
      deliverers: { crm: crm.deliverer, email: mail.deliverer },
      logger: memoryLogger(),
      now: () => clock,
    });
    const draining = outbox.drain();
    // Every email goes out while the first CRM send still hangs (the two start in either order).
    await until(() => mail.sent.length === 3 && crm.sent.length === 1);
    expect(crm.sent).toEqual([ids[0]]);
    // The hanging send ends in a temporary failure: the CRM's other two are given back untried.
    crm.finish(ids[0]!, { ok: false, retry: true, error: 'send timed out' });
    expect(await draining).toEqual({ delivered: 3, retrying: 1, dead: 0 });
    expect(crm.sent).toEqual([ids[0]]);
    const rowsOfCrm = await store.db.query<{ attempts: number; lease_token: string | null; locked_until: Date | null }>(
      `SELECT attempts, lease_token, locked_until FROM outbox WHERE destination = 'crm' ORDER BY id`,
    );
    expect(rowsOfCrm.map((r) => r.attempts)).toEqual([1, 0, 0]);
    expect(rowsOfCrm.every((r) => r.lease_token === null && r.locked_until === null)).toBe(true);
  });

  it('aborts the sends in flight when it closes, and gives them back to be sent again with the same delivery id', async () => {
    const { started, aborted, deliverer: hanging } = hangingDeliverer();
    start(recordingDeliverer().deliverer);
    const a = parse(await server.submit(post(prequalification()))).id as string;
    const b = parse(await server.submit(post(prequalification()))).id as string;
    // The receiver hangs and the send's own deadline is far off: only closing ends it.
    const { outbox, logger } = otherDrain(hanging, { sendTimeoutMs: 600_000 });
    const draining = outbox.drain();
    await until(() => started.length === 1);
    await outbox.close();
    expect(await draining).toEqual({ delivered: 0, retrying: 0, dead: 0 });
    expect(aborted).toEqual([a]);
    // Neither counts as an attempt, and neither waits for its lease to run out.
    expect(await rows()).toEqual([
      { lead_id: a, status: 'pending', attempts: 0, last_error: null },
      { lead_id: b, status: 'pending', attempts: 0, last_error: null },
    ]);
    expect(logger.lines.some((l) => l.includes('outbox.send_interrupted'))).toBe(true);
    expect(await outbox.drain()).toEqual({ delivered: 0, retrying: 0, dead: 0 });

    const next = recordingDeliverer();
    expect(await otherDrain(next.deliverer).outbox.drain()).toEqual({ delivered: 2, retrying: 0, dead: 0 });
    expect(next.sent.sort()).toEqual([a, b].sort());
  });

  it('stops within its grace period when a receiver hangs', async () => {
    const { started, aborted, deliverer: hanging } = hangingDeliverer();
    server = createServer(testConfig({ outbox: { ...testConfig().outbox, deliverImmediately: true } }), {
      db: store.db,
      logger: memoryLogger(),
      now: () => clock,
      deliverers: { crm: hanging },
    });
    const id = parse(await server.submit(post(prequalification()))).id as string;
    await until(() => started.length === 1);
    const closing = Date.now();
    await server.close({ deliveryGraceMs: 200 });
    expect(Date.now() - closing).toBeLessThan(5000);
    expect(aborted).toEqual([id]);
    expect(await rows()).toEqual([{ lead_id: id, status: 'pending', attempts: 0, last_error: null }]);
  });

  it('gives back the deliveries it had claimed when the store failed, once the store answers, not after the lease', async () => {
    start(recordingDeliverer().deliverer);
    const a = parse(await server.submit(post(prequalification()))).id as string;
    const b = parse(await server.submit(post(prequalification()))).id as string;
    const outage = storeWithOutage(store.db);
    const sent: string[] = [];
    // The first send succeeds, then the store goes away before the delivery is marked.
    const deliverer: Deliverer = {
      deliver: async (lead) => {
        sent.push(lead.id);
        if (sent.length === 1) outage.state.down = true;
        return { ok: true, status: 200 };
      },
    };
    const outbox = new Outbox({
      db: outage.db,
      settings: { ...testConfig().outbox, leaseMs: 120_000 },
      deliverers: { crm: deliverer },
      logger: memoryLogger(),
      now: () => clock,
    });
    await expect(outbox.drain()).rejects.toThrow(StoreUnavailableError);
    expect(sent).toEqual([a]);

    // The store is back a moment later, well within the lease.
    outage.state.down = false;
    clock += 1000;
    expect(await outbox.drain()).toEqual({ delivered: 2, retrying: 0, dead: 0 });
    // The first one again (its mark was lost with the store; the receiver drops it by its id).
    expect(sent).toEqual([a, a, b]);
  });

  it('puts the lead id in every CRM post as its delivery id, the same on a retry', async () => {
    const crm = await startCrm([{ status: 503 }, { status: 200 }]);
    closers.push(crm.close);
    server = createServer(testConfig({ crm: { endpointUrl: crm.url, timeoutMs: 5000 } }), {
      db: store.db,
      logger: memoryLogger(),
      now: () => clock,
    });
    const id = parse(await server.submit(post(prequalification()))).id as string;
    await server.drain();
    clock += 10_000;
    await server.drain();
    expect(crm.received).toHaveLength(2);
    for (const request of crm.received) {
      expect(request.fields.lead_id).toBe(id);
      expect(request.headers['idempotency-key']).toBe(id);
    }
  });

  it('gives every e-mail a Message-ID derived from the lead id, the same on a retry', async () => {
    const smtp = await startSmtp([451]);
    closers.push(smtp.close);
    server = createServer(
      testConfig({
        email: {
          smtp: smtp.settings,
          to: 'broker@grove.example',
          from: 'Leads <site@grove.example>',
          alertTo: 'broker@grove.example',
          timeoutMs: 5000,
        },
      }),
      { db: store.db, logger: memoryLogger(), now: () => clock },
    );
    const id = parse(await server.submit(post(prequalification()))).id as string;
    await server.drain();
    clock += 10_000;
    expect(await server.drain()).toMatchObject({ delivered: 1 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.raw).toMatch(new RegExp(`^Message-ID: <${id}\\.lead@grove\\.example>\\r?$`, 'mi'));
    expect(smtp.rejectedMessageIds).toEqual([`<${id}.lead@grove.example>`]);
  });
});
