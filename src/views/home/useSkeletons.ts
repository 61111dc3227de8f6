// What the results area shows while a search runs: the previous screen, 'searching', or
// skeleton cards, which appear only for an answer slow enough to be seen waiting.
import { useEffect, useState } from 'react';
import type { SearchState } from '../../data/useBridgeSearch';
import type { SearchRequest } from '../../shared/contract';

/**
 * A search answers in a few ms, so skeletons would only flash: they appear when the answer is
 * slower than this after the loading state began (LOADING_STATE_DELAY_MS, so about 120 ms after
 * the search started).
 */
export const SKELETON_DELAY_MS = 70;

export interface SkeletonOptions {
  /** The search on screen (useBridgeSearch). */
  state: SearchState;
  /** A search from the URL waits for the first source to be able to answer. */
  waitingForData: boolean;
  /** The result cards' code is here (rendering them now would not suspend). */
  resultsReady: boolean;
  /**
   * The URL holds a search. Once the data is ready it starts in the effect after this render, so
   * a render in between shows it as searching, not a flash of the idle screen.
   */
  urlSearchDue?: boolean;
}

export function useSkeletons({
  state,
  waitingForData,
  resultsReady,
  urlSearchDue = false,
}: SkeletonOptions) {
  // Skeletons only for a slow answer: the request they were due for is remembered.
  const [slowRequest, setSlowRequest] = useState<SearchRequest | null>(null);
  const pendingRequest = state.phase === 'loading' ? state.request : null;
  useEffect(() => {
    if (!pendingRequest) return;
    const timer = window.setTimeout(() => setSlowRequest(pendingRequest), SKELETON_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pendingRequest]);

  // A search from the URL waits for the first source: show it as searching meanwhile.
  const waiting =
    (waitingForData && state.phase !== 'done') || (urlSearchDue && state.phase === 'idle');
  // An answer whose cards' code is still on its way (a cold visit searching at once).
  const awaitingCode = !resultsReady && state.phase !== 'idle';
  const loading = state.phase === 'loading' || waiting || awaitingCode;
  const skeletons =
    waiting || awaitingCode || (pendingRequest !== null && pendingRequest === slowRequest);
  // Until then the screen keeps what it showed before the search.
  const shown = state.phase === 'loading' ? state.previous : state;
  return { loading, skeletons, shown };
}
