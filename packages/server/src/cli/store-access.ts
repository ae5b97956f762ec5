import type { AdminOperations, DrainReport, SuppressionReport } from '../admin';
import type { ServerConfig } from '../config';
import { acquireLock, readLock, StoreBusyError, type LockInfo } from '../db/lock';
import { openPglite } from '../db/pglite';
import { createLogger } from '../logger';
import type { ForgetSummary, PurgeSummary, StatusSummary } from '../maintenance';
import { createServer } from '../server';

export type Command =
  | { name: 'export'; since?: Date; format: 'csv' | 'json'; includeSpam: boolean }
  | { name: 'retry-dead' }
  | { name: 'drain'; now?: boolean }
  | { name: 'purge'; before?: Date; olderThan?: string }
  | { name: 'forget'; email: string; doNotContact?: boolean }
  | { name: 'suppress'; email?: string; phone?: string }
  | { name: 'check'; email?: string; phone?: string }
  | { name: 'status' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function purgeReport(s: PurgeSummary, olderThan?: string): string {
  return (
    `Removed what was received before ${s.before.slice(0, 10)}${olderThan ? ` (older than ${olderThan})` : ''}: ` +
    `${plural(s.leads, 'lead')}, ${plural(s.consents, 'consent record')}, ${plural(s.deliveries, 'delivery record')}, ` +
    `${plural(s.chatSessions, 'chat conversation')} (${plural(s.chatMessages, 'message')}).\n` +
    `Kept ${plural(s.keptConsents, 'anonymous consent record')} of those leads. ` +
    `Removed what was recorded before ${s.recordsBefore.slice(0, 10)}: ` +
    `${plural(s.expiredConsents, 'anonymous consent record')}, ` +
    `${plural(s.expiredSuppressions, 'do-not-contact entry', 'do-not-contact entries')}.\n`
  );
}

function forgetReport(s: ForgetSummary): string {
  return (
    `Removed everything stored for ${s.email}: ${plural(s.leads, 'lead')}, ${plural(s.consents, 'consent record')}, ` +
    `${plural(s.pendingDeliveries, 'pending delivery', 'pending deliveries')} (never to be sent), ` +
    `${plural(s.otherDeliveries, 'record')} of deliveries already made or failed, ` +
    `${plural(s.chatSessions, 'chat conversation')} (${plural(s.chatMessages, 'message')}).\n` +
    (s.leads + s.chatSessions === 0 ? 'Nothing was stored for this address.\n' : '') +
    (s.keptConsents > 0
      ? `Kept ${plural(s.keptConsents, 'anonymous consent record')} (notice version, SHA-256, optional box, date; ` +
        'no contact details).\n'
      : '') +
    (s.suppressed.length > 0
      ? `On the do-not-contact list: ${s.suppressed.map((e) => e.address).join(', ')}.\n`
      : 'Not put on the do-not-contact list (add --do-not-contact if they asked not to be contacted).\n') +
    'Copies already delivered to the CRM, the inbox or the webhook are not reached from here: remove them there too.\n'
  );
}

const day = (iso: string) => iso.slice(0, 10);

function suppressReport(r: SuppressionReport): string {
  return (
    r.entries
      .map(
        (e) => `On the do-not-contact list since ${day(e.requestedAt)}, kept until ${day(e.keptUntil)}: ${e.address}\n`,
      )
      .join('') + 'Only the address or number and the date are kept. Mark the person do-not-contact in the CRM too.\n'
  );
}

function checkReport(r: SuppressionReport, asked: { email?: string; phone?: string }): string {
  if (r.entries.length === 0) {
    const given = [asked.email, asked.phone].filter(Boolean).join(', ');
    return `Not on the do-not-contact list: ${given}.\n`;
  }
  return r.entries
    .map(
      (e) =>
        `DO NOT CONTACT ${e.address}: asked on ${day(e.requestedAt)} (kept until ${day(e.keptUntil)}); ` +
        `no ${e.channel === 'phone' ? 'calls or texts' : 'e-mails'}.\n`,
    )
    .join('');
}

function age(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  if (seconds < 172_800) return `${Math.round(seconds / 360) / 10} h`;
  return `${Math.round(seconds / 8640) / 10} days`;
}

function statusReport(s: StatusSummary): string {
  const lines = [
    `Leads today: ${s.leadsToday} · this week: ${s.leadsThisWeek} (Miami time; spam this week: ${s.spamThisWeek})`,
    `Deliveries pending: ${s.pending} · dead: ${s.dead}` +
      (s.byDestination.length
        ? ` (${s.byDestination.map((d) => `${d.destination} ${d.pending} pending, ${d.dead} dead`).join('; ')})`
        : ''),
    `Oldest pending delivery: ${s.oldestPendingSeconds === null ? 'none' : age(s.oldestPendingSeconds)}`,
    `Last retention purge: ${s.lastPurgeAt ?? 'never'}`,
  ];
  if (s.dead > 0) lines.push('Run `npm run leads -- retry-dead` once the failing destination works again.');
  return `${lines.join('\n')}\n`;
}

async function run(ops: AdminOperations, command: Command): Promise<string> {
  switch (command.name) {
    case 'export':
      return ops.exportLeads(command);
    case 'retry-dead':
      return `Re-queued ${await ops.retryDead()} dead-lettered deliveries.\n`;
    case 'drain':
      return describeDrain(await ops.drain({ now: command.now === true }));
    case 'purge':
      return purgeReport(await ops.purge({ before: command.before }), command.olderThan);
    case 'forget':
      return forgetReport(await ops.forget(command.email, { doNotContact: command.doNotContact === true }));
    case 'suppress':
      return suppressReport(await ops.suppress({ email: command.email, phone: command.phone }));
    case 'check':
      return checkReport(await ops.checkSuppressed({ email: command.email, phone: command.phone }), command);
    case 'status':
      return statusReport(await ops.status());
  }
}

/** What `npm run outbox:drain` prints: what it did, and what still waits and how to send it now. */
function describeDrain(report: DrainReport): string {
  const lines = [];
  if (report.forced > 0)
    lines.push(`Made ${report.forced} waiting ${report.forced === 1 ? 'delivery' : 'deliveries'} due now.`);
  lines.push(`Delivered ${report.delivered}, retrying later ${report.retrying}, dead-lettered ${report.dead}.`);
  if (report.waiting > 0) {
    const when = report.nextAttemptAt ? ` (next attempt ${new Date(report.nextAttemptAt).toISOString()})` : '';
    lines.push(
      `${report.waiting} ${report.waiting === 1 ? 'delivery is' : 'deliveries are'} waiting to retry${when}; ` +
        'run `npm run outbox:drain -- --now` to send them now.',
    );
  }
  // Held by the running site (or a drain) right now: --now cannot hurry them, so it is not offered.
  const { inProgress } = report;
  if (inProgress > 0) {
    const until = report.heldUntil ? `, held until ${new Date(report.heldUntil).toISOString()}` : '';
    lines.push(
      `${inProgress} ${inProgress === 1 ? 'delivery is' : 'deliveries are'} in progress (being sent now${until}); ` +
        `${inProgress === 1 ? 'it needs' : 'they need'} nothing from you.`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function post<T>(holder: LockInfo & { port: number }, name: string, body: object): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${holder.port}/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${holder.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { ok: boolean; error?: string } & T;
  if (!response.ok || !answer.ok) {
    throw new Error(answer.error ?? `The running site refused the command (HTTP ${response.status})`);
  }
  return answer;
}

/** The same operations, carried out by the running site that holds the embedded store. */
function remote(holder: LockInfo & { port: number }): AdminOperations {
  return {
    exportLeads: async (o) =>
      (await post<{ text: string }>(holder, 'export', { ...o, since: o.since?.toISOString() })).text,
    retryDead: async () => (await post<{ requeued: number }>(holder, 'retry-dead', {})).requeued,
    drain: async (o = {}) => (await post<{ summary: DrainReport }>(holder, 'drain', { now: o.now === true })).summary,
    purge: async (o = {}) =>
      (await post<{ purged: PurgeSummary }>(holder, 'purge', { before: o.before?.toISOString() })).purged,
    forget: async (email, o = {}) =>
      (await post<{ forgotten: ForgetSummary }>(holder, 'forget', { email, doNotContact: o.doNotContact === true }))
        .forgotten,
    suppress: async (contact) => (await post<{ report: SuppressionReport }>(holder, 'suppress', contact)).report,
    checkSuppressed: async (contact) => (await post<{ report: SuppressionReport }>(holder, 'check', contact)).report,
    status: async () => (await post<{ status: StatusSummary }>(holder, 'status', {})).status,
  };
}

/**
 * Runs a broker command against the store. PostgreSQL: directly. Embedded store: directly when
 * no process holds it (taking its lock meanwhile, so the site waits), or through the loopback
 * admin endpoint of the process that holds it (the running site); a holder without an endpoint
 * (another command) is waited for.
 */
export async function runBrokerCommand(config: ServerConfig, command: Command, waitMs = 60_000): Promise<string> {
  const quiet = {
    ...config,
    adminEndpoint: false,
    outbox: { ...config.outbox, drainIntervalMs: 0, deliverImmediately: false },
  };
  const logger = createLogger(config.logLevel === 'debug' ? 'debug' : 'error');
  if (config.databaseUrl) {
    const server = createServer(quiet, { logger });
    try {
      return await run(server, command);
    } finally {
      await server.close();
    }
  }
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const lock = await acquireLock(config.dataDir, 0);
      try {
        const db = await openPglite(config.dataDir);
        const server = createServer(quiet, { db, logger });
        try {
          return await run(server, command);
        } finally {
          await server.close();
          await db.close();
        }
      } finally {
        lock.release();
      }
    } catch (error) {
      if (!(error instanceof StoreBusyError)) throw error;
      const holder = readLock(config.dataDir);
      if (holder?.port && holder.token) return run(remote({ ...holder, port: holder.port }), command);
      if (Date.now() > deadline) throw error;
      await sleep(250);
    }
  }
}
