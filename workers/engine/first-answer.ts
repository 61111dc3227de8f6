// Work no search needs waits until the visitor's searching pauses. On a repeat visit the page
// asks its first search right after the stored data is in, and the worker answers one message at
// a time: a search that arrives while the worker imports a stored index (one long task each),
// tells the page what changed since the last visit (a diff of every list) or prepares every
// option's trust note waits for it. A returning visitor who types at once asks a search per key
// (the page prepares the one being typed) and then presses Search: that work, started at the
// first answer, ran across the press. So it starts once no search has been answered for
// SEARCH_PAUSE_MS, or QUIET_CAP_MS after the first answer for a visitor who never pauses. A page
// that does not search soon gets it anyway, FIRST_ANSWER_WAIT_MS after it first asked.
import type { Timers } from '../net/fetch-source';

/** How long work that waits for the first answer waits at most, from when it first asked. */
export const FIRST_ANSWER_WAIT_MS = 1000;
/** A pause in searching this long lets the waiting work start. */
export const SEARCH_PAUSE_MS = 700;
/** From the first answer, the waiting work starts after this at the latest. */
export const QUIET_CAP_MS = 4000;

export interface FirstAnswer {
  /**
   * A search is being answered. The waiting work starts in a later task: started here, it would
   * run before the answer is even posted to the page (the reply is sent from a microtask queued
   * after this call's).
   */
  answered(): void;
  /**
   * Settles once searching paused after an answer (SEARCH_PAUSE_MS without one, at most
   * QUIET_CAP_MS after the first), or FIRST_ANSWER_WAIT_MS after the first call with no search.
   */
  settled(): Promise<void>;
}

export interface FirstAnswerTimes {
  waitMs?: number;
  pauseMs?: number;
  capMs?: number;
}

export function createFirstAnswer(
  timers: Timers,
  {
    waitMs = FIRST_ANSWER_WAIT_MS,
    pauseMs = SEARCH_PAUSE_MS,
    capMs = QUIET_CAP_MS,
  }: FirstAnswerTimes = {},
): FirstAnswer {
  let quiet: () => void = () => {};
  const paused = new Promise<void>((resolve) => {
    quiet = resolve;
  });
  let done = false;
  let answeredOnce = false;
  let waitTimer: unknown = null;
  let pauseTimer: unknown = null;
  let capTimer: unknown = null;
  const finish = () => {
    if (done) return;
    done = true;
    for (const timer of [waitTimer, pauseTimer, capTimer])
      if (timer !== null) timers.clearTimeout(timer);
    quiet();
  };
  return {
    answered: () => {
      if (done) return;
      answeredOnce = true;
      if (pauseTimer !== null) timers.clearTimeout(pauseTimer);
      // At least one task later, so the answer is posted first.
      pauseTimer = timers.setTimeout(finish, pauseMs);
      capTimer ??= timers.setTimeout(finish, capMs);
    },
    settled: () => {
      // With no search by then, the work starts; once one was answered, the pause decides.
      if (!done && waitTimer === null)
        waitTimer = timers.setTimeout(() => {
          if (!answeredOnce) finish();
        }, waitMs);
      return paused;
    },
  };
}
