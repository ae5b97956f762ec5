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

/** Deliveries waiting for a later attempt (after a failure), and those a drain holds right now. */
export interface WaitingSummary {
  /** Waiting to retry: what `makeDueNow` would make due. */
  waiting: number;
  /** When the earliest of them is due, in milliseconds since 1970; absent when none waits. */
  nextAttemptAt?: number;
  /** Held by a drain (being sent now, by the running site or another drain). */
  inProgress: number;
  /** When the last of those leases ends, in milliseconds since 1970; absent when none is held. */
  heldUntil?: number;
}

interface ClaimedRow {
  id: string | number;
  lead_id: string;
  destination: Destination;
  kind: DeliveryKind;
  attempts: number;
  lease_token: string;
}

/** `lost`: another drain holds the row now; `released`: given back untried, the outbox was closing. */
type Outcome = keyof DrainSummary | 'lost' | 'released';

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
  /** Characters of a chat transcript handed to the deliverers; older messages beyond it are left out. */
  transcriptChars?: number;
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

/**
 * Delivers queued leads to the CRM and by e-mail, with retries, backoff and a dead letter.
 *
 * Each claim gives the row a new lease token. The token is checked (and the lease renewed) right
 * before the send, renewed while the send runs, and required by the statement that records the
 * outcome: a drain whose lease was taken over by another never sends again and never overwrites
 * the other's result. Those writes take the store's urgent lane, so a burst of visitors cannot
 * delay the "delivered" mark (a crash in that gap means sending twice). A crash between the send
 * and the mark cannot be ruled out, so delivery is at least once: every CRM post and e-mail
 * carries the lead id as its delivery id, for the receiver to drop repeats.
 *
 * Closing it aborts the sends in flight and gives their rows back untried (the next drain sends
 * them again, with the same delivery id). Rows a drain had claimed when the store failed are given
 * back as soon as the store answers again, rather than after their lease.
 */
export class Outbox {
  private readonly now: () => number;
  private closed = false;
  /** The sends running now, aborted when the outbox closes. */
  private readonly inFlight = new Set<AbortController>();
  /** The drains running now, which closing waits for. */
  private readonly running = new Set<Promise<unknown>>();
  /** Claims a drain could not give back because the store failed; the next drain gives them back. */
  private unreleased: ClaimedRow[] = [];

  constructor(private readonly options: OutboxOptions) {
    this.now = options.now ?? Date.now;
  }

  private get leaseMs(): number {
    return this.options.settings.leaseMs;
  }

  /**
   * Delivers what is due: everything, or only `leadId`'s rows. A claimed row is leased for
   * `leaseMs`, so a drain that crashed mid-delivery leaves the row to the next one.
   */
  drain(filter: { leadId?: string; limit?: number } = {}): Promise<DrainSummary> {
    const run = this.drainDue(filter);
    this.running.add(run);
    const forget = () => this.running.delete(run);
    void run.then(forget, forget);
    return run;
  }

  /**
   * Stops claiming, aborts the sends in flight, and resolves once every drain has recorded what
   * it did; the aborted sends' rows are given back untried.
   */
  async close(): Promise<void> {
    this.closed = true;
    for (const controller of this.inFlight) controller.abort();
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
    await this.releaseUnreleased().catch(() => undefined);
  }

  private async drainDue(filter: { leadId?: string; limit?: number }): Promise<DrainSummary> {
    const summary: DrainSummary = { delivered: 0, retrying: 0, dead: 0 };
    const limit = filter.limit ?? 20;
    await this.releaseUnreleased();
    for (;;) {
      if (this.closed) return summary;
      const rows = await this.claim(filter.leadId, limit);
      if (rows.length > 0) await this.work(rows, summary);
      if (rows.length < limit) return summary;
    }
  }

  /**
   * Attempts claimed rows, each destination's one after the other and the destinations side by
   * side, so a receiver that hangs does not hold up the other. Once a destination fails with a
   * temporary error, its remaining rows in this batch are released untried, for a later drain.
   * Every third of the lease, the leases of the rows not done yet (those being sent included) are
   * renewed together; a row found taken over is skipped, and its send, if running, aborted.
   */
  private async work(rows: ClaimedRow[], summary: DrainSummary): Promise<void> {
    const held = new Map(rows.map((row) => [String(row.id), row]));
    const lost = new Set<string>();
    const sending = new Map<string, AbortController>();
    const heartbeat = setInterval(() => {
      if (held.size === 0) return;
      this.renewAll([...held.values()]).then(
        (kept) => {
          for (const id of held.keys()) {
            if (kept.has(id)) continue;
            lost.add(id);
            sending.get(id)?.abort();
          }
        },
        () => undefined,
      );
    }, this.leaseMs / 3);
    heartbeat.unref();
    const destinations = [...new Set(rows.map((row) => row.destination))];
    let outcomes: PromiseSettledResult<void>[];
    try {
      outcomes = await Promise.allSettled(
        destinations.map(async (destination) => {
          let failing = false;
          for (const row of rows.filter((r) => r.destination === destination)) {
            const id = String(row.id);
            if (failing || this.closed) {
              await this.release(row);
            } else {
              const controller = new AbortController();
              sending.set(id, controller);
              this.inFlight.add(controller);
              let outcome: Outcome;
              try {
                outcome = await this.attempt(row, controller, () => lost.has(id));
              } finally {
                sending.delete(id);
                this.inFlight.delete(controller);
              }
              if (outcome !== 'lost' && outcome !== 'released') summary[outcome] += 1;
              failing = outcome === 'retrying';
            }
            held.delete(id);
          }
        }),
      );
    } finally {
      clearInterval(heartbeat);
    }
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) {
      // The store failed: the rows not done are given back now, or by the next drain once the
      // store answers, instead of waiting for their lease to run out.
      this.unreleased.push(...held.values());
      await this.releaseUnreleased().catch(() => undefined);
      throw failure.reason;
    }
  }

  /** Gives back the claims a drain left behind when the store failed; keeps those it cannot yet. */
  private async releaseUnreleased(): Promise<void> {
    const rows = this.unreleased.splice(0);
    for (const [index, row] of rows.entries()) {
      try {
        await this.release(row);
      } catch (error) {
        this.unreleased.push(...rows.slice(index));
        throw error;
      }
    }
  }

  /** Gives a claimed row back untried (its destination is failing right now). */
  private async release(row: ClaimedRow): Promise<void> {
    await this.options.db.urgent.query(
      `UPDATE outbox SET locked_until = NULL, lease_token = NULL WHERE id = $1 AND lease_token = $2`,
      [row.id, row.lease_token],
    );
  }

  /**
   * Pending deliveries waiting to retry (and when the first is due), and those a drain holds right
   * now (in progress: `makeDueNow` leaves them alone).
   */
  async waiting(): Promise<WaitingSummary> {
    const now = new Date(this.now()).toISOString();
    const [row] = await this.options.db.query<{
      waiting: number;
      next: Date | string | null;
      held: number;
      held_until: Date | string | null;
    }>(
      `SELECT count(*) FILTER (WHERE NOT held)::int AS waiting,
              min(next_attempt_at) FILTER (WHERE NOT held) AS next,
              count(*) FILTER (WHERE held)::int AS held,
              max(locked_until) FILTER (WHERE held) AS held_until
         FROM (SELECT next_attempt_at, locked_until, coalesce(locked_until > $1, false) AS held
                 FROM outbox
                WHERE status = 'pending' AND (next_attempt_at > $1 OR locked_until > $1)) AS pending`,
      [now],
    );
    const waiting = Number(row?.waiting ?? 0);
    const inProgress = Number(row?.held ?? 0);
    return {
      waiting,
      ...(waiting > 0 && row?.next ? { nextAttemptAt: new Date(row.next).getTime() } : {}),
      inProgress,
      ...(inProgress > 0 && row?.held_until ? { heldUntil: new Date(row.held_until).getTime() } : {}),
    };
  }

  /** Makes every delivery waiting to retry due now (not those a drain holds). Returns how many. */
  async makeDueNow(): Promise<number> {
    const now = new Date(this.now()).toISOString();
    const rows = await this.options.db.query(
      `UPDATE outbox SET next_attempt_at = $1
        WHERE status = 'pending' AND next_attempt_at > $1 AND (locked_until IS NULL OR locked_until <= $1)
        RETURNING id`,
      [now],
    );
    if (rows.length > 0) this.options.logger.info('outbox.forced', { count: rows.length });
    return rows.length;
  }

  /** Puts every dead-lettered delivery back in the queue with a fresh set of attempts. */
  async retryDead(): Promise<number> {
    const rows = await this.options.db.query(
      `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $1, locked_until = NULL,
         lease_token = NULL, dead_at = NULL
        WHERE status = 'dead' RETURNING id`,
      [new Date(this.now()).toISOString()],
    );
    if (rows.length > 0) this.options.logger.info('outbox.requeued', { count: rows.length });
    return rows.length;
  }

  private async claim(leadId: string | undefined, limit: number): Promise<ClaimedRow[]> {
    const now = this.now();
    return this.options.db.urgent.query<ClaimedRow>(
      `UPDATE outbox SET locked_until = $2, lease_token = gen_random_uuid()
        WHERE id IN (
          SELECT id FROM outbox
           WHERE status = 'pending' AND next_attempt_at <= $1
             AND (locked_until IS NULL OR locked_until < $1)
             AND ($3::uuid IS NULL OR lead_id = $3::uuid)
           ORDER BY next_attempt_at, id
           LIMIT $4
           FOR UPDATE SKIP LOCKED)
        RETURNING id, lead_id, destination, kind, attempts, lease_token`,
      [new Date(now).toISOString(), new Date(now + this.leaseMs).toISOString(), leadId ?? null, limit],
    );
  }

  /** Extends the lease if this drain still holds it; false once another drain has taken the row. */
  private async renew(row: ClaimedRow): Promise<boolean> {
    const rows = await this.options.db.urgent.query(
      `UPDATE outbox SET locked_until = $3 WHERE id = $1 AND lease_token = $2 AND status = 'pending' RETURNING id`,
      [row.id, row.lease_token, new Date(this.now() + this.leaseMs).toISOString()],
    );
    return rows.length > 0;
  }

  /** Extends the leases this drain still holds; returns the ids of those it still holds. */
  private async renewAll(rows: ClaimedRow[]): Promise<Set<string>> {
    const held = rows.map((row) => ({ id: String(row.id), token: row.lease_token }));
    const kept = await this.options.db.urgent.query<{ id: string }>(
      `UPDATE outbox SET locked_until = $1
        WHERE status = 'pending'
          AND (id, lease_token) IN (
            SELECT (x->>'id')::bigint, (x->>'token')::uuid FROM json_array_elements($2::json) AS x)
        RETURNING id::text AS id`,
      [new Date(this.now() + this.leaseMs).toISOString(), JSON.stringify(held)],
    );
    return new Set(kept.map((row) => String(row.id)));
  }

  /**
   * Runs the send; gives up (aborting it) after `sendTimeoutMs`, or when `controller` is aborted
   * because the lease was found taken over.
   */
  private async send(
    row: ClaimedRow,
    deliverer: Deliverer,
    lead: LeadForDelivery,
    controller: AbortController,
    isLost: () => boolean,
  ): Promise<DeliveryResult | 'lost' | 'released'> {
    let timedOut = false;
    let deadline: NodeJS.Timeout | undefined;
    const stopped = new Promise<undefined>((resolve) => {
      if (controller.signal.aborted) resolve(undefined);
      controller.signal.addEventListener('abort', () => resolve(undefined), { once: true });
      deadline = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, this.options.settings.sendTimeoutMs);
      deadline.unref();
    });
    try {
      const result = await Promise.race([deliverer.deliver(lead, row.kind, { signal: controller.signal }), stopped]);
      if (isLost()) return 'lost';
      if (this.closed && !timedOut && !result?.ok) return 'released';
      if (timedOut || result === undefined) return { ok: false, retry: true, error: 'send timed out' };
      return result;
    } finally {
      clearTimeout(deadline);
    }
  }

  private async attempt(row: ClaimedRow, controller: AbortController, isLost: () => boolean): Promise<Outcome> {
    const { db, logger, settings } = this.options;
    const attempt = Number(row.attempts) + 1;
    const deliverer = this.options.deliverers[row.destination];
    const started = this.now();
    const fields = {
      outboxId: String(row.id),
      leadId: row.lead_id,
      destination: row.destination,
      kind: row.kind,
      attempt,
    };
    let result: DeliveryResult | 'lost' | 'released';
    if (!deliverer) {
      result = { ok: false, retry: true, error: 'destination not configured' };
    } else {
      try {
        const lead = await this.loadLead(row.lead_id);
        if (!lead) {
          result = { ok: false, retry: false, error: 'lead not found' };
        } else if (isLost() || !(await this.renew(row))) {
          result = 'lost';
        } else if (this.closed) {
          result = 'released';
        } else {
          result = await this.send(row, deliverer, lead, controller, isLost);
        }
      } catch (error) {
        logger.error('outbox.deliverer_failed', { outboxId: String(row.id), ...errorFields(error) });
        result = { ok: false, retry: true, error: 'deliverer error' };
      }
    }
    const now = this.now();
    const timed = { ...fields, durationMs: now - started };
    if (result === 'lost') {
      logger.warn('outbox.lease_lost', { ...timed, note: 'another drain holds this delivery now' });
      return 'lost';
    }
    if (result === 'released') {
      await this.release(row);
      logger.warn('outbox.send_interrupted', {
        ...timed,
        note: 'stopping: the send was aborted and the delivery given back, to be sent again with the same delivery id',
      });
      return 'released';
    }
    // Every outcome is recorded only while this drain still holds the lease.
    const record = async (sql: string, params: unknown[]) =>
      (
        await db.urgent.query(`${sql} WHERE id = $1 AND lease_token = $2 RETURNING id`, [
          row.id,
          row.lease_token,
          ...params,
        ])
      ).length > 0;
    const fenced = (outcome: Outcome) => {
      logger.warn('outbox.lease_lost', {
        ...timed,
        outcome,
        note: 'another drain took this delivery over; its result stands (receivers drop repeats by delivery id)',
      });
      return 'lost' as const;
    };
    if (result.ok) {
      const held = await record(
        `UPDATE outbox SET status = 'delivered', attempts = $3, delivered_at = $4, locked_until = NULL,
           lease_token = NULL, last_status = $5, last_error = NULL`,
        [attempt, new Date(now).toISOString(), result.status ?? null],
      );
      if (!held) return fenced('delivered');
      // markMs: from the receiver's answer to the committed mark, the window in which a crash
      // would send the delivery again.
      logger.info('outbox.delivered', { ...timed, markMs: this.now() - now });
      return 'delivered';
    }
    if (!result.retry || attempt >= settings.maxAttempts) {
      const held = await record(
        `UPDATE outbox SET status = 'dead', attempts = $3, dead_at = $4, locked_until = NULL, lease_token = NULL,
           last_status = $5, last_error = $6`,
        [attempt, new Date(now).toISOString(), result.status ?? null, result.error],
      );
      if (!held) return fenced('dead');
      logger.error('outbox.dead_letter', {
        ...timed,
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
    const held = await record(
      `UPDATE outbox SET attempts = $3, next_attempt_at = $4, locked_until = NULL, lease_token = NULL,
         last_status = $5, last_error = $6`,
      [attempt, new Date(now + delay).toISOString(), result.status ?? null, result.error],
    );
    if (!held) return fenced('retrying');
    logger.warn('outbox.retry_scheduled', { ...timed, status: result.status, error: result.error, delayMs: delay });
    return 'retrying';
  }
  private async loadLead(id: string): Promise<LeadForDelivery | undefined> {
    const lead = await loadLead(this.options.db, id);
    if (!lead) return undefined;
    return { ...lead, transcript: boundedTranscript(lead.transcript, this.options.transcriptChars ?? 50_000) };
  }
}

type TranscriptMessage = LeadForDelivery['transcript'][number];

/**
 * The most recent messages that fit in `maxChars`; when older ones are left out, a first line says
 * how many (the full conversation stays in the store and the export).
 */
export function boundedTranscript(messages: TranscriptMessage[], maxChars: number): TranscriptMessage[] {
  let used = 0;
  let first = messages.length;
  while (first > 0 && used + messages[first - 1]!.text.length <= maxChars) {
    first -= 1;
    used += messages[first]!.text.length;
  }
  if (first === 0) return messages;
  const kept = messages.slice(first);
  const note: TranscriptMessage = {
    sender: 'bot',
    text: `[${first} earlier message${first === 1 ? '' : 's'} left out; the whole conversation is in the leads export.]`,
    at: messages[first - 1]!.at,
  };
  return [note, ...kept];
}
