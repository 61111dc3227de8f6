// What the results area shows while a search runs: the previous screen, 'searching', or
// skeleton cards, which appear only for an answer slow enough to be seen waiting, or for cards
// slow enough to render (a slow phone) that the visitor would otherwise see nothing happen.
import { useDeferredValue, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { SearchState } from '../../data/useBridgeSearch';
import type { SearchRequest } from '../../shared/contract';

/**
 * A search answers in a few ms, so skeletons would only flash: they appear when the answer is
 * slower than this after the loading state began (LOADING_STATE_DELAY_MS, so about 150 ms after
 * the search started).
 */
export const SKELETON_DELAY_MS = 70;

/**
 * The cards of an answer render in the background (a deferred value: React renders them in
 * slices that yield to the browser). A fast device commits them well within this time and never
 * shows the searching state; on a slow phone the button reads 'Searching...' and the skeletons
 * show after this long, while the cards are still rendering, instead of nothing changing on
 * screen for the whole render.
 */
export const SLOW_RENDER_MS = 40;

export interface SkeletonOptions {
  /** The search on screen (useBridgeSearch). */
  state: SearchState;
  /** A search from the URL waits for the first source to be able to answer. */
  waitingForData: boolean;
  /** The result cards' code is here (rendering them now would not suspend). */
  resultsReady: boolean;
}

/** An answer (or failure) of a search other than the one whose cards are on screen. */
function newAnswer(state: SearchState, rendered: SearchState): SearchState | null {
  if (state === rendered || (state.phase !== 'done' && state.phase !== 'error')) return null;
  const same =
    (rendered.phase === 'done' || rendered.phase === 'error') && rendered.request === state.request;
  // More options or fresher data for the search on screen: its cards stay while they update.
  return same ? null : state;
}

export function useSkeletons({ state, waitingForData, resultsReady }: SkeletonOptions) {
  // Skeletons only for a slow answer: the request they were due for is remembered.
  const [slowRequest, setSlowRequest] = useState<SearchRequest | null>(null);
  const pendingRequest = state.phase === 'loading' ? state.request : null;
  useEffect(() => {
    if (!pendingRequest) return;
    const timer = window.setTimeout(() => setSlowRequest(pendingRequest), SKELETON_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pendingRequest]);

  // What the results area renders: behind `state` while a new answer's cards render.
  const rendered = useDeferredValue(state);
  const rendering = newAnswer(state, rendered);
  const [slowRender, setSlowRender] = useState<SearchState | null>(null);
  useEffect(() => {
    if (!rendering) return;
    // Synchronously: an ordinary update would wait for the background render to finish.
    const timer = window.setTimeout(
      () => flushSync(() => setSlowRender(rendering)),
      SLOW_RENDER_MS,
    );
    return () => window.clearTimeout(timer);
  }, [rendering]);
  const renderingSlowly = rendering !== null && rendering === slowRender;

  // A search from the URL waits for the first source: show it as searching meanwhile.
  const waiting = waitingForData && state.phase !== 'done';
  // An answer whose cards' code is still on its way (a cold visit searching at once).
  const awaitingCode = !resultsReady && state.phase !== 'idle';
  const loading = state.phase === 'loading' || waiting || awaitingCode || renderingSlowly;
  const skeletons =
    waiting ||
    awaitingCode ||
    renderingSlowly ||
    (pendingRequest !== null && pendingRequest === slowRequest);
  // Until then the screen keeps what it showed before the search.
  const shown = rendered.phase === 'loading' ? rendered.previous : rendered;
  return { loading, skeletons, shown };
}
