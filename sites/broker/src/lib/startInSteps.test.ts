import { startInSteps, type NextTask } from './startInSteps';

/** A task queue run by hand: each `run()` is one task of the browser's. */
function taskQueue() {
  const queue: Array<() => void> = [];
  const nextTask: NextTask = (callback) => {
    queue.push(callback);
  };
  return {
    nextTask,
    pending: () => queue.length,
    /** Runs the next task, then the microtasks it queued. */
    async run() {
      queue.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('starting the page in steps', () => {
  it('runs each step in a task of its own, in order, and resolves after the last', async () => {
    const tasks = taskQueue();
    const ran: string[] = [];
    const step = (name: string) => () => {
      ran.push(name);
      return Promise.resolve();
    };
    let done = false;
    const started = startInSteps([step('react-dom'), step('i18n'), step('gatsby')], tasks.nextTask).then(() => {
      done = true;
    });

    await new Promise((resolve) => setImmediate(resolve));
    // Nothing runs in the task that loaded the bundle.
    expect(ran).toEqual([]);
    await tasks.run();
    expect(ran).toEqual(['react-dom']);
    await tasks.run();
    expect(ran).toEqual(['react-dom', 'i18n']);
    expect(done).toBe(false);
    await tasks.run();
    expect(ran).toEqual(['react-dom', 'i18n', 'gatsby']);
    await started;
    expect(done).toBe(true);
    expect(tasks.pending()).toBe(0);
  });

  it('stops at a step that fails and rejects with its error', async () => {
    const tasks = taskQueue();
    const ran: string[] = [];
    const started = startInSteps(
      [
        () => Promise.reject(new Error('chunk failed')),
        () => {
          ran.push('after');
          return Promise.resolve();
        },
      ],
      tasks.nextTask,
    );
    const outcome = started.catch((error: Error) => error.message);
    await new Promise((resolve) => setImmediate(resolve));
    await tasks.run();
    expect(await outcome).toBe('chunk failed');
    expect(ran).toEqual([]);
    expect(tasks.pending()).toBe(0);
  });

  it('waits for the browser by default: a timer, not a microtask', async () => {
    jest.useFakeTimers();
    try {
      const ran: string[] = [];
      void startInSteps([
        () => {
          ran.push('first');
          return Promise.resolve();
        },
      ]);
      await Promise.resolve();
      await Promise.resolve();
      expect(ran).toEqual([]);
      jest.runOnlyPendingTimers();
      // The step runs in the timer's task, as its microtask.
      await Promise.resolve();
      expect(ran).toEqual(['first']);
    } finally {
      jest.useRealTimers();
    }
  });
});
