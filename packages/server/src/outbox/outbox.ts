import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { errorFields } from '../logger';
import { loadLead, type DeliveryKind, type Destination } from '../store';
import type { Deliverer, DeliveryResult } from './deliverers';
import type { LeadForDelivery } from './message';

export interface DrainSummary {
  delivered: number;
  retrying: number;
  dead: number;
}

interface ClaimedRow {
  id: string | number;
  lead_id: string;
  destination: Destination;
  kind: DeliveryKind;
  attempts: number;
}

/**
 * Delay before attempt `attempt + 1`: exponential from `baseDelayMs`, capped at `maxDelayMs`,
 * with "equal jitter" (half fixed, half random) so retries of many leads spread out. A
 * `Retry-After` from the destination is a floor.
 */
export function backoffDelay(
  attempt: number,
  settings: Pick<ServerConfig['outbox'], 'baseDelayMs' | 'maxDelayMs'>,
  retryAfterMs?: number,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  const jittered = exponential / 2 + random() * (exponential / 2);
  return Math.round(Math.max(jittered, Math.min(retryAfterMs ?? 0, 86_400_000)));
}

export interface OutboxOptions {
  db: Database;
  settings: ServerConfig['outbox'];
  deliverers: Partial<Record<Destination, Deliverer>>;
  logger: Logger;
  now?: () => number;
  random?: () => number;
  /** Called once a delivery is dead-lettered (after its row is updated); errors are logged, not thrown. */
  onDeadLetter?: (dead: DeadLetter) => Promise<void>;
}

/** A delivery that failed for good. */
export interface DeadLetter {
  outboxId: string;
  leadId: string;
  destination: Destination;
  kind: DeliveryKind;
  attempts: number;
}

/** Delivers queued leads to the CRM and by e-mail, with retries, backoff and a dead letter. */
export class Outbox {
  private readonly now: () => number;

  constructor(private readonly options: OutboxOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * Delivers what is due: everything, or only `leadId`'s rows. A claimed row is leased for
   * `leaseMs`, so a drain that crashed mid-delivery leaves the row to the next one.
   */
  async drain(filter: { leadId?: string; limit?: number } = {}): Promise<DrainSummary> {
    const summary: DrainSummary = { delivered: 0, retrying: 0, dead: 0 };
    const limit = filter.limit ?? 50;
    for (;;) {
      const rows = await this.claim(filter.leadId, limit);
      for (const row of rows) {
        const outcome = await this.attempt(row);
        summary[outcome] += 1;
      }
      if (rows.length < limit) return summary;
    }
  }

  /** Puts every dead-lettered delivery back in the queue with a fresh set of attempts. */
  async retryDead(): Promise<number> {
    const rows = await this.options.db.query(
      `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $1, locked_until = NULL, dead_at = NULL
        WHERE status = 'dead' RETURNING id`,
      [new Date(this.now()).toISOString()],
    );
    if (rows.length > 0) this.options.logger.info('outbox.requeued', { count: rows.length });
    return rows.length;
  }

  private async claim(leadId: string | undefined, limit: number): Promise<ClaimedRow[]> {
    const now = this.now();
    return this.options.db.query<ClaimedRow>(
      `UPDATE outbox SET locked_until = $2
        WHERE id IN (
          SELECT id FROM outbox
           WHERE status = 'pending' AND next_attempt_at <= $1
             AND (locked_until IS NULL OR locked_until < $1)
             AND ($3::uuid IS NULL OR lead_id = $3::uuid)
           ORDER BY next_attempt_at, id
           LIMIT $4
           FOR UPDATE SKIP LOCKED)
        RETURNING id, lead_id, destination, kind, attempts`,
      [new Date(now).toISOString(), new Date(now + this.options.settings.leaseMs).toISOString(), leadId ?? null, limit],
    );
  }

  private async attempt(row: ClaimedRow): Promise<keyof DrainSummary> {
    const { db, logger, settings } = this.options;
    const attempt = Number(row.attempts) + 1;
    const deliverer = this.options.deliverers[row.destination];
    let result: DeliveryResult;
    const started = this.now();
    if (!deliverer) {
      result = { ok: false, retry: true, error: 'destination not configured' };
    } else {
      try {
        const lead = await this.loadLead(row.lead_id);
        result = lead ? await deliverer.deliver(lead, row.kind) : { ok: false, retry: false, error: 'lead not found' };
      } catch (error) {
        logger.error('outbox.deliverer_failed', { outboxId: String(row.id), ...errorFields(error) });
        result = { ok: false, retry: true, error: 'deliverer error' };
      }
    }
    const now = this.now();
    const fields = {
      outboxId: String(row.id),
      leadId: row.lead_id,
      destination: row.destination,
      kind: row.kind,
      attempt,
      durationMs: now - started,
    };
    if (result.ok) {
      await db.query(
        `UPDATE outbox SET status = 'delivered', attempts = $2, delivered_at = $3, locked_until = NULL,
           last_status = $4, last_error = NULL WHERE id = $1`,
        [row.id, attempt, new Date(now).toISOString(), result.status ?? null],
      );
      logger.info('outbox.delivered', fields);
      return 'delivered';
    }
    if (!result.retry || attempt >= settings.maxAttempts) {
      await db.query(
        `UPDATE outbox SET status = 'dead', attempts = $2, dead_at = $3, locked_until = NULL,
           last_status = $4, last_error = $5 WHERE id = $1`,
        [row.id, attempt, new Date(now).toISOString(), result.status ?? null, result.error],
      );
      logger.error('outbox.dead_letter', {
        ...fields,
        status: result.status,
        error: result.error,
        reason: result.retry ? `gave up after ${attempt} attempts` : 'permanent failure',
        action: 'run `npm run leads -- retry-dead` once the destination works again',
      });
      await this.options
        .onDeadLetter?.({
          outboxId: String(row.id),
          leadId: row.lead_id,
          destination: row.destination,
          kind: row.kind,
          attempts: attempt,
        })
        .catch((error: unknown) =>
          logger.error('outbox.dead_letter_hook_failed', { outboxId: String(row.id), ...errorFields(error) }),
        );
      return 'dead';
    }
    const delay = backoffDelay(attempt, settings, result.retryAfterMs, this.options.random);
    await db.query(
      `UPDATE outbox SET attempts = $2, next_attempt_at = $3, locked_until = NULL, last_status = $4, last_error = $5
        WHERE id = $1`,
      [row.id, attempt, new Date(now + delay).toISOString(), result.status ?? null, result.error],
    );
    logger.warn('outbox.retry_scheduled', { ...fields, status: result.status, error: result.error, delayMs: delay });
    return 'retrying';
  }

  private loadLead(id: string): Promise<LeadForDelivery | undefined> {
    return loadLead(this.options.db, id);
  }
}
