// A visitor's answer commits at once where it arrives; the loading state shows only for an
// answer still on its way after LOADING_STATE_DELAY_MS, and its reader alone re-renders for it.
import { act, render, screen } from '@testing-library/react';
import { memo, Profiler, useLayoutEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataProvider } from '../../../../../src/data/DataProvider';
import {
  createPendingSearch,
  usePendingSearch,
  type PendingSearch,
} from '../../../../../src/features/search/pending-search';
import {
  FIRST_RESULTS_LIMIT,
  LOADING_STATE_DELAY_MS,
  useBridgeSearch,
} from '../../../../../src/features/search/useBridgeSearch';
import { askWhileTyping, forgetTypedAnswer } from '../../../../../src/data/typed-before-hydration';
import type { SearchResponse } from '../../../../../src/shared/contract';
import { createFakeApi, response } from '../../support/fake-api';
import { manyOptions } from '../../support/options';

type Searches = ReturnType<typeof useBridgeSearch>;
let searches: Searches;
/** What each commit rendered, in order ('screen', 'loading', 'not loading'). */
let commits: string[][] = [];
let rendered: string[] = [];
const committed = (part: string) => rendered.push(part);
function endCommit() {
  commits.push(rendered);
  rendered = [];
}

const LoadingSign = memo(function LoadingSign({ pending }: { pending: PendingSearch }) {
  const loading = usePendingSearch(pending) !== null;
  useLayoutEffect(() => {
    committed(loading ? 'loading' : 'not loading');
  });
  return <p>{loading ? 'Searching...' : 'Search'}</p>;
});

function Screen() {
  const [running] = useState(createPendingSearch);
  const current = useBridgeSearch(running);
  const { state } = current;
  useLayoutEffect(() => {
    searches = current;
    committed('screen');
  });
  return (
    <div>
      <LoadingSign pending={running} />
      <p>{state.phase === 'done' ? `found ${state.response.total}` : state.phase}</p>
    </div>
  );
}

/** A worker whose answers come when the test says so. */
function renderScreen() {
  const answers: ((answer: SearchResponse) => void)[] = [];
  const api = createFakeApi({
    search: () => new Promise<SearchResponse>((resolve) => answers.push(resolve)),
  });
  render(
    <Profiler id="screen" onRender={endCommit}>
      <DataProvider api={api}>
        <Screen />
      </DataProvider>
    </Profiler>,
  );
  return { answers, api };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  commits = [];
  rendered = [];
});
afterEach(() => {
  vi.useRealTimers();
  forgetTypedAnswer();
});

describe('useBridgeSearch', () => {
  it('puts an answer on screen as soon as it arrives, with no loading state', async () => {
    const { answers } = renderScreen();
    commits = [];
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = searches.run({ query: 'usdc' });
    });
    await act(async () => answers[0]!(response(manyOptions(3))));
    expect(await outcome).toMatchObject({ kind: 'done' });
    expect(screen.getByText('found 3')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(LOADING_STATE_DELAY_MS * 2));
    expect(commits.flat()).not.toContain('loading');
  });

  it('shows an answer asked for ahead in the event that runs the search, with no round trip', async () => {
    const { answers, api } = renderScreen();
    act(() => searches.prefetch({ query: 'usdc' }, 'v1'));
    await act(async () => answers[0]!(response(manyOptions(2))));
    act(() => {
      void searches.run({ query: 'usdc' }, { version: 'v1' });
    });
    expect(screen.getByText('found 2')).toBeInTheDocument();
    expect(api.search).toHaveBeenCalledTimes(1);
  });

  it("adopts the answer the page's start asked for while the text was typed into the prerendered box", async () => {
    const { api } = renderScreen();
    const box = document.createElement('input');
    const typedAnswer = response(manyOptions(4));
    const search = vi.fn(() => Promise.resolve(typedAnswer));
    const stop = askWhileTyping({
      box,
      search,
      limit: FIRST_RESULTS_LIMIT,
      version: () => 'v1',
      onVersionChange: () => () => {},
    });
    box.value = 'usdc';
    box.dispatchEvent(new Event('input'));
    stop();
    await act(async () => searches.prefetch({ query: 'usdc' }, 'v1'));
    act(() => {
      void searches.run({ query: 'usdc' }, { version: 'v1' });
    });
    expect(screen.getByText('found 4')).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith({ query: 'usdc', limit: FIRST_RESULTS_LIMIT });
    expect(api.search).not.toHaveBeenCalled();
  });

  it('asks the worker itself when what was typed early is another query or older data', async () => {
    const { api } = renderScreen();
    const box = document.createElement('input');
    box.value = 'usd';
    askWhileTyping({
      box,
      search: () => Promise.resolve(response(manyOptions(4))),
      limit: FIRST_RESULTS_LIMIT,
      version: () => 'v1',
      onVersionChange: () => () => {},
    })();
    act(() => searches.prefetch({ query: 'usdc' }, 'v1'));
    act(() => searches.prefetch({ query: 'usd' }, 'v2'));
    expect(api.search).toHaveBeenCalledTimes(2);
  });

  it('shows the loading state for an answer still on its way after the delay, by its reader alone', async () => {
    const { answers } = renderScreen();
    commits = [];
    act(() => {
      void searches.run({ query: 'usdc' });
    });
    act(() => vi.advanceTimersByTime(LOADING_STATE_DELAY_MS));
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    await act(async () => answers[0]!(response(manyOptions(1))));
    expect(screen.getByText('found 1')).toBeInTheDocument();
    expect(screen.getByText('Search')).toBeInTheDocument();
    // The loading state by its reader alone; the answer, which ends it in the same frame.
    expect(commits).toEqual([['loading'], ['screen'], ['not loading']]);
  });

  it("dates the visitor's answer, never a quiet refresh's: nobody waits for a refresh's cards", async () => {
    const { answers } = renderScreen();
    act(() => {
      void searches.run({ query: 'usdc' });
    });
    await act(async () => answers[0]!(response(manyOptions(2))));
    expect(searches.state).toMatchObject({ phase: 'done', since: expect.any(Number) });
    // New data re-runs the search on screen: its answer is shown without a start time, so the
    // result list does not hold the panel busy for its cards while the visitor types.
    act(() => {
      void searches.run({ query: 'usdc' }, { quiet: true });
    });
    await act(async () => answers[1]!(response(manyOptions(3))));
    expect(screen.getByText('found 3')).toBeInTheDocument();
    expect(searches.state.phase).toBe('done');
    expect(searches.state).not.toHaveProperty('since');
  });

  it('drops the answer of a search a newer one overtook', async () => {
    const { answers } = renderScreen();
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = searches.run({ query: 'usdc' });
      void searches.run({ query: 'eth' });
    });
    await act(async () => answers[1]!(response(manyOptions(5))));
    await act(async () => answers[0]!(response(manyOptions(1))));
    expect(await first).toEqual({ kind: 'superseded' });
    expect(screen.getByText('found 5')).toBeInTheDocument();
  });

  it('goes back to the first state on reset, ending the loading state', async () => {
    renderScreen();
    act(() => {
      void searches.run({ query: 'usdc' });
    });
    act(() => vi.advanceTimersByTime(LOADING_STATE_DELAY_MS));
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    act(() => searches.reset());
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(screen.getByText('Search')).toBeInTheDocument();
  });
});
