import { globalTimers as timers } from '../testing/testServer';
import { backoffDelay, createRetryLoop } from './retryLoop';
import type { FlushReport } from './submissionQueue';

/** A queue stand-in: `waiting` submissions, and each flush answers with the next scripted result. */
function fakeQueue(waiting: number, ...script: Array<'fail' | 'deliver' | { retryAfterMs: number }>) {
  const state = { waiting, flushedAt: [] as number[] };
  const start = Date.now();
  const flush = jest.fn(async (): Promise<FlushReport> => {
    state.flushedAt.push((Date.now() - start) / 1000);
    const step = script.shift() ?? 'fail';
    if (step === 'deliver') {
      const sent = state.waiting;
      state.waiting = 0;
      return { sent, rejected: [], remaining: 0, retryAfterMs: null };
    }
    return {
      sent: 0,
      rejected: [],
      remaining: state.waiting,
      retryAfterMs: step === 'fail' ? null : step.retryAfterMs,
    };
  });
  return { state, flush, pending: () => state.waiting };
}

describe('backoffDelay', () => {
  it('doubles from 5 seconds and stays at 5 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map((attempt) => backoffDelay(attempt) / 1000)).toEqual([
      5, 10, 20, 40, 80, 160, 300, 300, 300,
    ]);
  });
});

describe('createRetryLoop', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: Date.parse('2026-11-23T15:00:00Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('retries 5, 10, 20, 40 s… apart, at most 5 minutes, while something waits', async () => {
    const queue = fakeQueue(1);
    const loop = createRetryLoop({ ...queue, timers });
    loop.wake();
    await jest.advanceTimersByTimeAsync(4_999);
    expect(queue.flush).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(915_000);
    expect(queue.state.flushedAt).toEqual([5, 15, 35, 75, 155, 315, 615, 915]);
    loop.stop();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops once nothing waits, and starts again from 5 s when something is queued later', async () => {
    const queue = fakeQueue(2, 'fail', 'deliver');
    const loop = createRetryLoop({ ...queue, timers });
    loop.wake();
    await jest.advanceTimersByTimeAsync(15_000);
    expect(queue.state.flushedAt).toEqual([5, 15]);
    expect(queue.state.waiting).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
    await jest.advanceTimersByTimeAsync(600_000);
    expect(queue.flush).toHaveBeenCalledTimes(2);

    queue.state.waiting = 1;
    loop.wake();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(queue.state.flushedAt).toEqual([5, 15, 620]);
  });

  it('schedules one retry however often it is woken', async () => {
    const queue = fakeQueue(1, 'deliver');
    const loop = createRetryLoop({ ...queue, timers });
    loop.wake();
    loop.wake();
    loop.wake();
    expect(jest.getTimerCount()).toBe(1);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(queue.flush).toHaveBeenCalledTimes(1);
  });

  it('waits at least as long as the server’s Retry-After', async () => {
    const queue = fakeQueue(1, { retryAfterMs: 60_000 }, 'fail', 'deliver');
    const loop = createRetryLoop({ ...queue, timers });
    loop.wake();
    await jest.advanceTimersByTimeAsync(200_000);
    // 5 s, then the server's 60 s instead of 10 s, then 20 s of backoff.
    expect(queue.state.flushedAt).toEqual([5, 65, 85]);
  });

  it('honours a long Retry-After only up to an hour', async () => {
    const queue = fakeQueue(1, { retryAfterMs: 86_400_000 }, 'deliver');
    const loop = createRetryLoop({ ...queue, timers });
    loop.wake();
    await jest.advanceTimersByTimeAsync(3_605_000);
    expect(queue.state.flushedAt).toEqual([5, 3605]);
  });

  it('makes no request while the browser is offline, and resends at once when it is back', async () => {
    let online = false;
    const queue = fakeQueue(1, 'fail', 'deliver');
    const loop = createRetryLoop({ ...queue, timers, isOnline: () => online });
    loop.wake();
    await jest.advanceTimersByTimeAsync(300_000);
    expect(queue.flush).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(1);

    online = true;
    await loop.flushNow();
    expect(queue.state.flushedAt).toEqual([300]);
    // The backoff starts again from 5 s after the flush on reconnection.
    await jest.advanceTimersByTimeAsync(5_000);
    expect(queue.state.flushedAt).toEqual([300, 305]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('runs one flush at a time when a retry and flushNow coincide', async () => {
    let release: (report: FlushReport) => void = () => undefined;
    const flush = jest.fn(
      () =>
        new Promise<FlushReport>((resolve) => {
          release = resolve;
        }),
    );
    let waiting = 1;
    const loop = createRetryLoop({ flush, pending: () => waiting, timers });
    loop.wake();
    await jest.advanceTimersByTimeAsync(5_000);
    const again = loop.flushNow();
    expect(flush).toHaveBeenCalledTimes(1);
    waiting = 0;
    release({ sent: 1, rejected: [], remaining: 0, retryAfterMs: null });
    await expect(again).resolves.toMatchObject({ sent: 1 });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('keeps retrying when a flush throws', async () => {
    const flush = jest.fn().mockRejectedValueOnce(new Error('storage')).mockResolvedValue({
      sent: 1,
      rejected: [],
      remaining: 0,
      retryAfterMs: null,
    });
    let waiting = 1;
    const loop = createRetryLoop({
      flush: async () => {
        const report = (await flush()) as FlushReport;
        waiting = report.remaining;
        return report;
      },
      pending: () => waiting,
      timers,
    });
    loop.wake();
    await jest.advanceTimersByTimeAsync(15_000);
    expect(flush).toHaveBeenCalledTimes(2);
    expect(waiting).toBe(0);
  });
});
