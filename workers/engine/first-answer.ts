// Work no search needs waits for the first search to be answered. On a repeat visit the page
// asks its first search right after the stored data is in, and the worker answers one message at
// a time: a search that arrives while the worker imports a stored index (one long task each),
// tells the page what changed since the last visit (a diff of every list) or prepares every
// option's trust note waits for it. A page that does not search soon gets that work anyway, after
// FIRST_ANSWER_WAIT_MS.
import type { Timers } from '../net/fetch-source';

/** How long work that waits for the first answer waits at most, from when it first asked. */
export const FIRST_ANSWER_WAIT_MS = 1000;

export interface FirstAnswer {
  /**
   * A search is being answered. The waiting work starts in a later task: started here, it would
   * run before the answer is even posted to the page (the reply is sent from a microtask queued
   * after this call's).
   */
  answered(): void;
  /** Settles once a search has been answered, or FIRST_ANSWER_WAIT_MS after the first call. */
  settled(): Promise<void>;
}

export function createFirstAnswer(timers: Timers, waitMs = FIRST_ANSWER_WAIT_MS): FirstAnswer {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  let settled: Promise<void> | null = null;
  return {
    answered: () => void timers.setTimeout(answer, 0),
    settled: () =>
      (settled ??= new Promise<void>((resolve) => {
        const timer = timers.setTimeout(resolve, waitMs);
        void answered.then(() => {
          timers.clearTimeout(timer);
          resolve();
        });
      })),
  };
}
