import type { Logger } from '../logger';
import type { CloseOptions } from '../server';

export interface StopOnSignalsOptions {
  /** `SHUTDOWN_TIMEOUT_MS`: the process exits 1 if stopping has not finished by then. */
  timeoutMs: number;
  logger: Logger;
  /** Prefix of the log events (`site.stopping`, `site.stopped`…). */
  name?: string;
  /** Replaces `process.exit` (tests). */
  exit?: (code: number) => void;
}

/**
 * How long deliveries in flight may still run when the process stops: a third of the stop's time
 * limit, at most 10 s. A send still running then is to a receiver that hangs; it is aborted and
 * sent again after the next start.
 */
function deliveryGraceFor(timeoutMs: number): number {
  return Math.min(10_000, Math.floor(timeoutMs / 3));
}

/**
 * On SIGTERM or SIGINT, runs `stop` (stop accepting requests, finish those in flight, close the
 * store), then exits 0; exits 1 when it fails or has not finished within `timeoutMs`, or on a
 * second signal. The handlers stay installed, so the store's own signal handling (which steps
 * aside when another handler is there) never races this one.
 */
export function stopOnSignals(stop: (options: CloseOptions) => Promise<void>, options: StopOnSignalsOptions): void {
  const { timeoutMs, logger } = options;
  const name = options.name ?? 'site';
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      logger.warn(`${name}.stop_forced`, { signal });
      exit(1);
      return;
    }
    stopping = true;
    logger.info(`${name}.stopping`, { signal });
    const timer = setTimeout(() => {
      logger.error(`${name}.stop_timeout`, { timeoutMs });
      exit(1);
    }, timeoutMs);
    timer.unref();
    stop({ deliveryGraceMs: deliveryGraceFor(timeoutMs) }).then(
      () => {
        clearTimeout(timer);
        logger.info(`${name}.stopped`, { signal });
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        logger.error(`${name}.stop_failed`, { message: (error as Error).message });
        exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
