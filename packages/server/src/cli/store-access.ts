import type { AdminOperations } from '../admin';
import type { ServerConfig } from '../config';
import { acquireLock, readLock, StoreBusyError, type LockInfo } from '../db/lock';
import { openPglite } from '../db/pglite';
import { createLogger } from '../logger';
import { createServer } from '../server';

export type Command =
  | { name: 'export'; since?: Date; format: 'csv' | 'json'; includeSpam: boolean }
  | { name: 'retry-dead' }
  | { name: 'drain' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function run(ops: AdminOperations, command: Command): Promise<string> {
  switch (command.name) {
    case 'export':
      return ops.exportLeads(command);
    case 'retry-dead':
      return `Re-queued ${await ops.retryDead()} dead-lettered deliveries.\n`;
    case 'drain': {
      const s = await ops.drain();
      return `Delivered ${s.delivered}, retrying later ${s.retrying}, dead-lettered ${s.dead}.\n`;
    }
  }
}

async function viaHolder(holder: LockInfo & { port: number }, command: Command): Promise<string> {
  const { name, ...options } = command;
  const response = await fetch(`http://127.0.0.1:${holder.port}/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${holder.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      ...options,
      since: 'since' in options && options.since ? options.since.toISOString() : undefined,
    }),
  });
  const body = (await response.json()) as {
    ok: boolean;
    text?: string;
    requeued?: number;
    summary?: { delivered: number; retrying: number; dead: number };
  };
  if (!response.ok || !body.ok) throw new Error(`The running site refused the command (HTTP ${response.status})`);
  if (body.text !== undefined) return body.text;
  if (body.requeued !== undefined) return `Re-queued ${body.requeued} dead-lettered deliveries.\n`;
  const s = body.summary ?? { delivered: 0, retrying: 0, dead: 0 };
  return `Delivered ${s.delivered}, retrying later ${s.retrying}, dead-lettered ${s.dead}.\n`;
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
      if (holder?.port && holder.token) return viaHolder({ ...holder, port: holder.port }, command);
      if (Date.now() > deadline) throw error;
      await sleep(250);
    }
  }
}
