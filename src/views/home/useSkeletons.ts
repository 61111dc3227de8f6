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

export function useSkeletons({ state, fromUrl, dataReady, resultsReady }: SkeletonOptions) {
  // Skeletons only for a slow answer: the request they were due for is remembered.
  const [slowRequest, setSlowRequest] = useState<SearchRequest | null>(null);
  const pendingRequest = state.phase === 'loading' ? state.request : null;
  useEffect(() => {
    if (!pendingRequest) return;
    const timer = window.setTimeout(() => setSlowRequest(pendingRequest), SKELETON_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pendingRequest]);

  // Until the answer the screen keeps what it showed before the search.
  const shown = state.phase === 'loading' ? state.previous : state;
  // A search from the URL never had the idle screen on show: it is searching until it answers.
  const urlSearchWaiting = fromUrl && shown.phase === 'idle';
  // A search from the URL waits for the first source: show it as searching meanwhile.
  const waiting = fromUrl && !dataReady && state.phase !== 'done';
  // An answer whose cards' code is still on its way (a cold visit searching at once).
  const awaitingCode = !resultsReady && state.phase !== 'idle';
  const loading = state.phase === 'loading' || waiting || awaitingCode || urlSearchWaiting;
  const skeletons =
    waiting ||
    awaitingCode ||
    urlSearchWaiting ||
    (pendingRequest !== null && pendingRequest === slowRequest);
  return { loading, skeletons, shown };
}
