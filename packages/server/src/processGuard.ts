import { errorFields, type Logger } from './logger';
import type { BrokerServer } from './server';

/** Where an error was thrown (its first stack frame), without its message, which may echo input. */
function thrownAt(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.stack) return undefined;
  return error.stack
    .split('\n')
    .find((line) => line.trim().startsWith('at '))
    ?.trim();
}

export interface ProcessGuardOptions {
  /** How the process ends when it cannot serve (tests replace it). */
  exit?: (code: number) => void;
}

/**
 * Keeps an error that escaped every handler from silently taking the site down:
 *
 * - an unhandled promise rejection is logged, and the process keeps serving;
 * - an uncaught exception is logged, then the server checks it can still serve (the store answers,
 *   or PostgreSQL is merely unreachable and 503s are being answered until it returns). If it
 *   cannot, even after reopening the store, it closes the store (releasing the embedded store's
 *   lock) and exits with code 1, so a supervisor restarts it.
 *
 * Returns the function that removes the handlers.
 */
export function guardProcess(server: BrokerServer, logger: Logger, options: ProcessGuardOptions = {}): () => void {
  const { onRejection, onException } = processGuardHandlers(server, logger, options);
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}

/** The listeners {@link guardProcess} installs; `onException` returns the check it started. */
export function processGuardHandlers(
  server: Pick<BrokerServer, 'canServe' | 'close'>,
  logger: Logger,
  options: ProcessGuardOptions = {},
): { onRejection(reason: unknown): void; onException(error: unknown): Promise<void> } {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let checking: Promise<void> | undefined;
  const onRejection = (reason: unknown) => {
    logger.error('process.unhandled_rejection', { ...errorFields(reason), at: thrownAt(reason) });
  };
  const onException = (error: unknown): Promise<void> => {
    logger.error('process.uncaught_exception', { ...errorFields(error), at: thrownAt(error) });
    return (checking ??= server
      .canServe()
      .catch(() => false)
      .then(async (ok) => {
        if (ok) {
          logger.info('process.still_serving', {});
          return;
        }
        logger.error('process.cannot_serve', { action: 'exiting with code 1 so the supervisor restarts the site' });
        await server.close().catch(() => undefined);
        exit(1);
      })
      .finally(() => {
        checking = undefined;
      }));
  };
  return { onRejection, onException };
}
