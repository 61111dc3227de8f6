import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchState } from '../../../../../src/data/useBridgeSearch';
import type { SearchRequest } from '../../../../../src/shared/contract';
import { SKELETON_DELAY_MS, useSkeletons } from '../../../../../src/views/home/useSkeletons';
import { response } from '../../support/fake-api';

const request: SearchRequest = { query: 'USDC' };
const done: SearchState = { phase: 'done', request, response: response([]) };
const loading: SearchState = { phase: 'loading', request, previous: { phase: 'idle' } };

function renderSkeletons(initial: Parameters<typeof useSkeletons>[0]) {
  return renderHook((options: Parameters<typeof useSkeletons>[0]) => useSkeletons(options), {
    initialProps: initial,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useSkeletons', () => {
  it('shows neither loading nor skeletons with no search', () => {
    const { result } = renderSkeletons({
      state: { phase: 'idle' },
      fromUrl: false,
      dataReady: true,
      resultsReady: true,
    });
    expect(result.current).toEqual({ loading: false, skeletons: false, shown: { phase: 'idle' } });
  });

  it('keeps the previous screen while loading and shows skeletons only once the answer is slow', () => {
    const previous: SearchState = {
      phase: 'done',
      request: { query: 'ETH' },
      response: response([]),
    };
    const state: SearchState = { phase: 'loading', request, previous };
    const { result } = renderSkeletons({
      state,
      fromUrl: false,
      dataReady: true,
      resultsReady: true,
    });
    expect(result.current).toEqual({ loading: true, skeletons: false, shown: previous });

    act(() => vi.advanceTimersByTime(SKELETON_DELAY_MS - 1));
    expect(result.current.skeletons).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.skeletons).toBe(true);
  });

  it('never shows skeletons for an answer that arrives before the delay', () => {
    const { result, rerender } = renderSkeletons({
      state: loading,
      fromUrl: false,
      dataReady: true,
      resultsReady: true,
    });
    act(() => vi.advanceTimersByTime(SKELETON_DELAY_MS - 10));
    rerender({ state: done, fromUrl: false, dataReady: true, resultsReady: true });
    act(() => vi.advanceTimersByTime(SKELETON_DELAY_MS * 2));
    expect(result.current).toEqual({ loading: false, skeletons: false, shown: done });
  });

  it('shows a search from the URL as searching, with skeletons, until the first source can answer', () => {
    const { result, rerender } = renderSkeletons({
      state: { phase: 'idle' },
      fromUrl: true,
      dataReady: false,
      resultsReady: true,
    });
    expect(result.current).toMatchObject({ loading: true, skeletons: true });
    // An answer on screen is shown even if the data went back to waiting.
    rerender({ state: done, fromUrl: true, dataReady: false, resultsReady: true });
    expect(result.current).toMatchObject({ loading: false, skeletons: false });
  });

  it('shows a search from the URL as searching from the data becoming ready until it answers', () => {
    const { result, rerender } = renderSkeletons({
      state: { phase: 'idle' },
      fromUrl: true,
      dataReady: true,
      resultsReady: true,
    });
    // Not the idle screen for a frame: the effect after this render starts the search.
    expect(result.current).toMatchObject({ loading: true, skeletons: true });
    // Nor while it runs, though a typed search keeps the idle screen until the skeleton delay.
    rerender({ state: loading, fromUrl: true, dataReady: true, resultsReady: true });
    expect(result.current).toMatchObject({ loading: true, skeletons: true });
    rerender({ state: done, fromUrl: true, dataReady: true, resultsReady: true });
    expect(result.current).toMatchObject({ loading: false, skeletons: false, shown: done });
  });

  it('holds an answer back behind skeletons while the result cards are still loading', () => {
    const { result, rerender } = renderSkeletons({
      state: done,
      fromUrl: false,
      dataReady: true,
      resultsReady: false,
    });
    expect(result.current).toMatchObject({ loading: true, skeletons: true, shown: done });
    rerender({ state: done, fromUrl: false, dataReady: true, resultsReady: true });
    expect(result.current).toMatchObject({ loading: false, skeletons: false });
  });
});
