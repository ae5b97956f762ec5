import http from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { ExportFormat } from './export';
import { UsageError, type ForgetSummary, type PurgeSummary, type StatusSummary } from './maintenance';
import type { ContactPoints, Suppression } from './suppression';
import type { DrainSummary, WaitingSummary } from './outbox/outbox';

/** A drain's outcome, what is still waiting afterwards, and how many waiting deliveries `now` made due. */
export type DrainReport = DrainSummary & WaitingSummary & { forced: number };

/** What the broker's commands can ask of the process that holds the embedded store. */
export interface AdminOperations {
  exportLeads(options: { since?: Date; format: ExportFormat; includeSpam?: boolean }): Promise<string>;
  retryDead(): Promise<number>;
  /** Delivers what is due; with `now`, deliveries waiting to retry are made due first. */
  drain(options?: { now?: boolean }): Promise<DrainReport>;
  /** Removes what was received before `before` (default: the configured retention, `LEAD_RETENTION_MONTHS`). */
  purge(options?: { before?: Date }): Promise<PurgeSummary>;
  /**
   * Removes everything stored about the person with this e-mail address, but the minimal consent
   * records; with `doNotContact`, puts their address and phone numbers on the do-not-contact list.
   */
  forget(email: string, options?: { doNotContact?: boolean }): Promise<ForgetSummary>;
  /** Records a do-not-contact request for these contact points. */
  suppress(contact: ContactPoints): Promise<SuppressionReport>;
  /** The entries of the do-not-contact list that match these contact points. */
  checkSuppressed(contact: ContactPoints): Promise<SuppressionReport>;
  status(): Promise<StatusSummary>;
}

/** Do-not-contact entries, and until when each is kept. */
export interface SuppressionReport {
  entries: Array<Suppression & { keptUntil: string }>;
}

function authorised(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function readBody(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > 4096) throw new Error('too large');
  }
  const value = text ? (JSON.parse(text) as unknown) : {};
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function contactOf(body: Record<string, unknown>): ContactPoints {
  return {
    email: typeof body.email === 'string' ? body.email : undefined,
    phone: typeof body.phone === 'string' ? body.phone : undefined,
  };
}

/**
 * A loopback-only endpoint through which `npm run leads` and `npm run outbox:drain` reach the
 * store while this process holds it. The token lives in the lock file, readable by the owner only.
 */
export async function startAdminEndpoint(
  ops: AdminOperations,
  token: string,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    try {
      if (req.method !== 'POST' || !authorised(req.headers.authorization, token)) return send(403, { ok: false });
      const body = await readBody(req);
      switch (req.url) {
        case '/export': {
          const since = typeof body.since === 'string' ? new Date(body.since) : undefined;
          const format: ExportFormat = body.format === 'json' ? 'json' : 'csv';
          const text = await ops.exportLeads({ since, format, includeSpam: body.includeSpam === true });
          return send(200, { ok: true, text });
        }
        case '/retry-dead':
          return send(200, { ok: true, requeued: await ops.retryDead() });
        case '/drain':
          return send(200, { ok: true, summary: await ops.drain({ now: body.now === true }) });
        case '/purge': {
          const before = typeof body.before === 'string' ? new Date(body.before) : undefined;
          if (before && Number.isNaN(before.getTime())) return send(400, { ok: false });
          return send(200, { ok: true, purged: await ops.purge({ before }) });
        }
        case '/forget':
          if (typeof body.email !== 'string') return send(400, { ok: false });
          return send(200, {
            ok: true,
            forgotten: await ops.forget(body.email, { doNotContact: body.doNotContact === true }),
          });
        case '/suppress':
          return send(200, { ok: true, report: await ops.suppress(contactOf(body)) });
        case '/check':
          return send(200, { ok: true, report: await ops.checkSuppressed(contactOf(body)) });
        case '/status':
          return send(200, { ok: true, status: await ops.status() });
        default:
          return send(404, { ok: false });
      }
    } catch (error) {
      // The message of a refused input (e.g. not an e-mail address) is the command's own wording.
      return send(500, { ok: false, error: error instanceof UsageError ? error.message : undefined });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
