// React's development build reads `window.event` at the start of every task it queues on the
// event loop (setImmediate in Node): a commit made outside act() — what findBy/waitFor wait for —
// queues its passive-effect flush that way, and unmounting in act() does not take it off the
// queue. vitest removes the jsdom globals when a test file ends; a task still queued then throws
// "ReferenceError: window is not defined" as an unhandled error after every test has passed.

/** Node's side of the test environment (the DOM types do not describe it). */
export const host = globalThis as unknown as {
  setImmediate(callback: () => void): unknown;
  setTimeout(callback: () => void, ms: number): unknown;
  process: {
    on(event: 'uncaughtException', listener: (error: unknown) => void): void;
    off(event: 'uncaughtException', listener: (error: unknown) => void): void;
  };
};

// Taken when the setup loads, before a test can fake the timers.
const realSetImmediate = host.setImmediate.bind(globalThis);
const realSetTimeout = host.setTimeout.bind(globalThis);

const nextImmediate = () => new Promise<void>((resolve) => realSetImmediate(resolve));

// The page also defers its own work by short timers (a toast or a URL write after the next paint,
// with a fallback timer for tabs that paint no frames). One still pending when the window goes
// away fires later and throws the same way. Timers this short are followed until they settle.
const SHORT_TIMER_MS = 1000;
/**
 * Turns of at least 10 ms given to the page's short timers to settle: counted in turns, not in
 * wall-clock time, so a loaded machine (where every turn comes late) gets as many as a quiet one.
 * A timer that keeps starting another would otherwise hold the file's end forever.
 */
const SETTLE_TURNS = 500;
const pendingShortTimers = new Set<unknown>();
const realClearTimeout = (
  globalThis as unknown as { clearTimeout(handle: unknown): void }
).clearTimeout.bind(globalThis);

/** Wraps the global timers so the setup knows which short ones are still to fire. */
export function followShortTimers(): void {
  const timers = globalThis as unknown as {
    setTimeout: (
      callback: (...args: unknown[]) => void,
      ms?: number,
      ...args: unknown[]
    ) => unknown;
    clearTimeout: (handle: unknown) => void;
  };
  timers.setTimeout = (callback, ms = 0, ...args) => {
    if (typeof callback !== 'function' || ms > SHORT_TIMER_MS) {
      return realSetTimeout(callback as () => void, ms);
    }
    const handle: unknown = realSetTimeout(() => {
      pendingShortTimers.delete(handle);
      callback(...args);
    }, ms);
    pendingShortTimers.add(handle);
    return handle;
  };
  timers.clearTimeout = (handle) => {
    pendingShortTimers.delete(handle);
    realClearTimeout(handle);
  };
}

/** How many short timers are still to fire (for the setup's own test). */
export function pendingShortTimerCount(): number {
  return pendingShortTimers.size;
}

/**
 * Lets the page's short timers and React's queued tasks run while the window still exists: the
 * timers until none is pending, a timer turn, then immediate turns (a task queued while
 * immediates run waits for the next turn).
 */
export async function settleReactWork(): Promise<void> {
  // A timer's callback may start another (a frame, then a timer): wait until none is left.
  for (let turn = 0; pendingShortTimers.size > 0 && turn < SETTLE_TURNS; turn += 1) {
    await new Promise<void>((resolve) => realSetTimeout(resolve, 10));
  }
  await new Promise<void>((resolve) => realSetTimeout(resolve, 0));
  await nextImmediate();
  await nextImmediate();
}
