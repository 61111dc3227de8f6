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

/**
 * Lets React's queued tasks run while the window still exists: a timer turn, then immediate
 * turns (a task queued while immediates run waits for the next turn).
 */
export async function settleReactWork(): Promise<void> {
  await new Promise<void>((resolve) => realSetTimeout(resolve, 0));
  await nextImmediate();
  await nextImmediate();
}
