/** One part of the page's start-up: loads (evaluates) some of the bundle's modules. */
export type StartupStep = () => Promise<unknown>;

/** Runs `callback` in a task of its own, after the browser has had a turn. */
export type NextTask = (callback: () => void) => void;

const nextTimer: NextTask = (callback) => {
  setTimeout(callback, 0);
};

/**
 * Runs `steps` in order, each in a task of its own, then resolves. The browser gets a turn between
 * them: to paint, scroll, and answer a tap. A step that fails stops the start-up and rejects with its
 * error, as the failing module would have stopped a start-up in one piece.
 */
export async function startInSteps(steps: readonly StartupStep[], nextTask: NextTask = nextTimer): Promise<void> {
  for (const step of steps) {
    await new Promise<void>((resolve) => nextTask(resolve));
    // Runs within the task that resolved the wait: a microtask of it.
    await step();
  }
}
