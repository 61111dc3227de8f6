// The engine's clocks, timers and log with their defaults, and its background-task register:
// every module gets its clocks, timers and log from here, so tests run the engine in-process
// with fake ones, and `idle()` tells them when nothing is left running.
import type { Timers } from '../net/fetch-source';

export interface Runtime {
  now: () => number;
  monotonicNow: () => number;
  timers: Timers;
  log: (event: string, detail?: unknown) => void;
  /** Gives the event loop a turn (a zero timeout), between slices of long work. */
  yieldFn: () => Promise<void>;
  /** Registers background work, so `idle()` waits for it. */
  track<T>(promise: Promise<T>): Promise<T>;
  /** Runs background work, logging its failure under `event` instead of rejecting. */
  background(event: string, work: Promise<unknown>): void;
  /** Resolves when no registered task is running. */
  idle(): Promise<void>;
}

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The clocks, timers and log of the engine's dependencies; each defaults to the platform's. */
export interface RuntimeDeps {
  /** Wall clock for `updatedAt` (ms since epoch). */
  now?: (() => number) | undefined;
  /** Monotonic clock for `tookMs`, build slicing and timings. */
  monotonicNow?: (() => number) | undefined;
  /** Timers for fetch timeouts and for yielding during index builds. */
  timers?: Timers | undefined;
  /** Diagnostics (storage errors, index timings). Never user-facing. */
  log?: ((event: string, detail?: unknown) => void) | undefined;
}

export function createRuntime(deps: RuntimeDeps): Runtime {
  const timers = deps.timers ?? defaultTimers;
  const log = deps.log ?? (() => {});
  const tasks = new Set<Promise<unknown>>();
  function track<T>(promise: Promise<T>): Promise<T> {
    tasks.add(promise);
    const forget = () => tasks.delete(promise);
    promise.then(forget, forget);
    return promise;
  }
  return {
    now: deps.now ?? (() => Date.now()),
    monotonicNow: deps.monotonicNow ?? (() => performance.now()),
    timers,
    log,
    yieldFn: () =>
      new Promise<void>((done) => {
        timers.setTimeout(done, 0);
      }),
    track,
    background(event, work) {
      void track(work.catch((error: unknown) => log(event, error)));
    },
    async idle() {
      while (tasks.size > 0) await Promise.allSettled([...tasks]);
    },
  };
}
