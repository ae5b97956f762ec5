import { processGuardHandlers } from './processGuard';
import { memoryLogger } from './testing/fixtures';

describe('The process guard', () => {
  function setup(canServe: boolean | 'throws') {
    const logger = memoryLogger();
    const exits: number[] = [];
    let closed = 0;
    const server = {
      canServe: async () => {
        if (canServe === 'throws') throw new Error('check failed');
        return canServe;
      },
      close: async () => {
        closed += 1;
      },
    };
    const handlers = processGuardHandlers(server, logger, { exit: (code) => exits.push(code) });
    return { logger, exits, handlers, closed: () => closed };
  }

  it('logs an unhandled rejection without its message and keeps serving', () => {
    const { logger, exits, handlers } = setup(true);
    handlers.onRejection(new TypeError('rejected for ana@example.com'));
    expect(exits).toEqual([]);
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).toContain('process.unhandled_rejection');
    expect(logger.lines[0]).toContain('TypeError');
    expect(logger.lines[0]).not.toContain('ana@example.com');
  });

  it('keeps serving after an uncaught exception when the server can still serve', async () => {
    const { logger, exits, handlers, closed } = setup(true);
    await handlers.onException(new Error('boom'));
    expect(exits).toEqual([]);
    expect(closed()).toBe(0);
    expect(logger.lines.map((l) => JSON.parse(l).event)).toEqual([
      'process.uncaught_exception',
      'process.still_serving',
    ]);
  });

  it.each([false, 'throws'] as const)(
    'closes the store and exits with code 1 when it cannot serve (check: %s)',
    async (canServe) => {
      const { logger, exits, handlers, closed } = setup(canServe);
      await handlers.onException(new Error('boom'));
      expect(closed()).toBe(1);
      expect(exits).toEqual([1]);
      expect(logger.lines.some((l) => l.includes('process.cannot_serve'))).toBe(true);
    },
  );
});
