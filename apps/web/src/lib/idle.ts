/** The longest a task put off until idle waits when the page never becomes idle. */
const idleTimeout = 2000;

/**
 * Runs `task` when the browser has nothing more urgent to do (after the page has hydrated and
 * rendered), or after `idleTimeout` at the latest; where `requestIdleCallback` is missing
 * (Safari), on the next task. Returns a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: idleTimeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

/**
 * Resolves in a task of its own, so that the work after it does not lengthen the current task
 * (a long task holds a phone's main thread). `scheduler.yield` where there is one: its
 * continuation goes ahead of other queued tasks.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
