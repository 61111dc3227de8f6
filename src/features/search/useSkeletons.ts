// What the results area shows while a search runs: the previous screen, 'searching', or
// skeleton cards, which appear only for an answer slow enough to be seen waiting.
import { useEffect, useState } from 'react';
import { LOADING_STATE_DELAY_MS, type RunningSearch, type SearchState } from './search-controller';

/**
 * A search answers in a few ms, so skeletons would only flash: they appear when the answer is
 * slower than this after the loading state began (LOADING_STATE_DELAY_MS), so 120 ms after the
 * search started, and at once when the loading state itself came later than that.
 */
export const SKELETON_DELAY_MS = 70;

/** How long after the loading state began skeletons appear for `running`, read at `now`. */
export function skeletonDelay(running: RunningSearch, now: number): number {
  return Math.max(0, running.since + LOADING_STATE_DELAY_MS + SKELETON_DELAY_MS - now);
}

export interface ScreenWaitOptions {
  /** What is on screen (the search controller's). */
  shown: SearchState;
  /**
   * The URL holds a search (a link, Back or Forward). It runs once the first source can answer
   * and shows as searching until it answers, never as a flash of the idle screen, which it never
   * had on show.
   */
  fromUrl: boolean;
  /** The first source can answer. */
  dataReady: boolean;
  /** The result cards' code is here (rendering them now would not suspend). */
  resultsReady: boolean;
}

/**
 * Whether the screen shows a search as running though none is under way: one from the URL
 * waiting for the data or to start, or an answer whose cards' code is still on its way (a cold
 * visit searching at once). The screen then shows skeletons at once.
 */
export function screenWaits({ shown, fromUrl, dataReady, resultsReady }: ScreenWaitOptions) {
  // A search from the URL never had the idle screen on show: it is searching until it answers.
  const urlSearchWaiting = fromUrl && shown.phase === 'idle';
  // A search from the URL waits for the first source: show it as searching meanwhile.
  const waitingForData = fromUrl && !dataReady && shown.phase !== 'done';
  const awaitingCode = !resultsReady && shown.phase !== 'idle';
  return urlSearchWaiting || waitingForData || awaitingCode;
}

export interface SkeletonOptions {
  /** The search shown as running (usePendingSearch), or null. */
  pending: RunningSearch | null;
  /** The screen shows a search as running though none is under way (screenWaits). */
  waiting: boolean;
  /** The result cards' code is here (rendering them now would not suspend). */
  resultsReady: boolean;
}

export function useSkeletons({ pending, waiting, resultsReady }: SkeletonOptions) {
  // Skeletons only for a slow answer: the search they were due for is remembered.
  const [slowSearch, setSlowSearch] = useState<RunningSearch | null>(null);
  useEffect(() => {
    if (!pending) return;
    const delay = skeletonDelay(pending, performance.now());
    const timer = window.setTimeout(() => setSlowSearch(pending), delay);
    return () => window.clearTimeout(timer);
  }, [pending]);

  // Until the answer the screen keeps what it showed before the search.
  const loading = pending !== null || waiting;
  const skeletons = waiting || (pending !== null && (!resultsReady || pending === slowSearch));
  return { loading, skeletons };
}
