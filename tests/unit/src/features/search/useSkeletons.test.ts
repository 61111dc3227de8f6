import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunningSearch } from '../../../../../src/features/search/pending-search';
import { LOADING_STATE_DELAY_MS } from '../../../../../src/features/search/search-controller';
import type { SearchState } from '../../../../../src/features/search/search-controller';
import type { SearchRequest } from '../../../../../src/shared/contract';
import {
  screenWaits,
  skeletonDelay,
  SKELETON_DELAY_MS,
  useSkeletons,
} from '../../../../../src/features/search/useSkeletons';
import { response } from '../../support/fake-api';

const request: SearchRequest = { query: 'USDC' };
const done: SearchState = { phase: 'done', request, response: response([]) };
const idle: SearchState = { phase: 'idle' };

function renderSkeletons(initial: Parameters<typeof useSkeletons>[0]) {
  return renderHook((options: Parameters<typeof useSkeletons>[0]) => useSkeletons(options), {
    initialProps: initial,
  });
}

/** A search shown as running by the loading state's timer, LOADING_STATE_DELAY_MS after it started. */
let running: RunningSearch;

beforeEach(() => {
  vi.useFakeTimers();
  running = { request, since: performance.now() - LOADING_STATE_DELAY_MS };
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useSkeletons', () => {
  it('shows neither loading nor skeletons with no search running', () => {
    const { result } = renderSkeletons({ pending: null, waiting: false, resultsReady: true });
    expect(result.current).toEqual({ loading: false, skeletons: false });
  });

  it('shows loading at once and skeletons only once the answer is slow', () => {
    const { result } = renderSkeletons({ pending: running, waiting: false, resultsReady: true });
    expect(result.current).toEqual({ loading: true, skeletons: false });

    act(() => vi.advanceTimersByTime(SKELETON_DELAY_MS - 1));
    expect(result.current.skeletons).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.skeletons).toBe(true);
  });

  it('never shows skeletons for an answer that arrives before the delay', () => {
    const { result, rerender } = renderSkeletons({
      pending: running,
      waiting: false,
      resultsReady: true,
    });
    act(() => vi.advanceTimersByTime(SKELETON_DELAY_MS - 10));
    rerender({ pending: null, waiting: false, resultsReady: true });
    act(() => vi.advanceTimersByTime(SKELETON_DELAY_MS * 2));
    expect(result.current).toEqual({ loading: false, skeletons: false });
  });

  it('shows skeletons at once while the screen waits for a search of its own', () => {
    const { result } = renderSkeletons({ pending: null, waiting: true, resultsReady: true });
    expect(result.current).toEqual({ loading: true, skeletons: true });
  });

  it('shows skeletons at once for a search whose result cards are still loading', () => {
    const { result } = renderSkeletons({ pending: running, waiting: false, resultsReady: false });
    expect(result.current).toEqual({ loading: true, skeletons: true });
  });
});

describe('skeletonDelay', () => {
  it('waits SKELETON_DELAY_MS after a loading state shown by its timer, and no longer after that', () => {
    const since = 1000;
    expect(skeletonDelay({ request, since }, since + LOADING_STATE_DELAY_MS)).toBe(
      SKELETON_DELAY_MS,
    );
    // A loading state that came late (a busy slow phone): the skeletons are due already.
    expect(skeletonDelay({ request, since }, since + 400)).toBe(0);
  });

  it('waits as long after the start for a loading state shown at once', () => {
    const since = 1000;
    expect(skeletonDelay({ request, since }, since)).toBe(
      LOADING_STATE_DELAY_MS + SKELETON_DELAY_MS,
    );
  });
});

describe('screenWaits', () => {
  const ready = { fromUrl: false, dataReady: true, resultsReady: true };

  it('does not wait with no search, or with one on screen', () => {
    expect(screenWaits({ ...ready, shown: idle })).toBe(false);
    expect(screenWaits({ ...ready, shown: done })).toBe(false);
  });

  it('waits for a search from the URL until the first source can answer', () => {
    expect(screenWaits({ ...ready, fromUrl: true, dataReady: false, shown: idle })).toBe(true);
    // An answer on screen is shown even if the data went back to waiting.
    expect(screenWaits({ ...ready, fromUrl: true, dataReady: false, shown: done })).toBe(false);
  });

  it('shows a search from the URL as searching from the data becoming ready until it answers', () => {
    // Not the idle screen for a frame: the effect after this render starts the search.
    expect(screenWaits({ ...ready, fromUrl: true, shown: idle })).toBe(true);
    expect(screenWaits({ ...ready, fromUrl: true, shown: done })).toBe(false);
  });

  it('holds an answer back while the result cards are still loading', () => {
    expect(screenWaits({ ...ready, resultsReady: false, shown: done })).toBe(true);
    expect(screenWaits({ ...ready, resultsReady: false, shown: idle })).toBe(false);
  });
});
