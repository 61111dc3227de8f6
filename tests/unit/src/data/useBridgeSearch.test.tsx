// The answer's render runs in a transition: a slow device sees the loading state while the cards
// render, a fast one never does. The slow device is a results subtree whose every item takes a
// few ms to render (test scaffolding standing in for a phone's slow CPU).
import { render, screen, waitFor } from '@testing-library/react';
import { memo, Profiler, useLayoutEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataProvider } from '../../../../src/data/DataProvider';
import { usePendingSearch, type PendingSearch } from '../../../../src/data/pending-search';
import {
  LOADING_STATE_DELAY_MS,
  SLOW_ANSWER_MS,
  SLOW_FIRST_RENDER_MS,
} from '../../../../src/data/render-mode';
import { useBridgeSearch } from '../../../../src/data/useBridgeSearch';
import { createFakeApi, response } from '../support/fake-api';
import { manyOptions } from '../support/options';

function busyFor(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // Stands in for a slow CPU.
  }
}

/** How many result items have rendered (their render starts the answer's costly work). */
let itemRenders = 0;

function SlowItem({ ms }: { ms: number }) {
  itemRenders++;
  busyFor(ms);
  return <li>item</li>;
}

type Searches = ReturnType<typeof useBridgeSearch>;
let run: Searches['run'] = async () => ({ kind: 'superseded' });
/**
 * What each commit rendered, in order: 'screen' when the component holding the searches rendered,
 * 'loading' / 'not loading' when the loading state's reader did.
 */
let commits: string[][] = [];
let rendered: string[] = [];
const committed = (part: string) => rendered.push(part);
/** Closes a commit's record (React calls a Profiler's onRender once its subtree committed). */
function endCommit() {
  commits.push(rendered);
  rendered = [];
}
const all = () => commits.flat();

/** Reads the loading state on its own (memoized: the screen's renders do not reach it). */
const LoadingSign = memo(function LoadingSign({ pending }: { pending: PendingSearch }) {
  const loading = usePendingSearch(pending) !== null;
  useLayoutEffect(() => {
    committed(loading ? 'loading' : 'not loading');
  });
  return <p>{loading ? 'Searching...' : 'Search'}</p>;
});

/** Slows the screen's first render only (a slow device's hydration). */
function SlowFirstRender({ ms }: { ms: number }) {
  const [start] = useState(() => {
    busyFor(ms);
    return true;
  });
  return start ? null : null;
}

function Screen({ itemMs, firstRenderMs = 0 }: { itemMs: number; firstRenderMs?: number }) {
  const { state, pending, run: runSearch } = useBridgeSearch();
  useLayoutEffect(() => {
    run = runSearch;
    committed('screen');
  });
  return (
    <div>
      <SlowFirstRender ms={firstRenderMs} />
      <LoadingSign pending={pending} />
      <p>{state.phase}</p>
      {state.phase === 'done' && (
        <ul>
          {state.response.options.map((option) => (
            <SlowItem key={option.id} ms={itemMs} />
          ))}
        </ul>
      )}
    </div>
  );
}

function renderScreen(itemMs: number, firstRenderMs = 0) {
  const api = createFakeApi({ search: () => response(manyOptions(20)) });
  const tree = (ms: number) => (
    <Profiler id="screen" onRender={endCommit}>
      <DataProvider api={api}>
        <Screen itemMs={ms} firstRenderMs={firstRenderMs} />
      </DataProvider>
    </Profiler>
  );
  const view = render(tree(itemMs));
  return (ms: number) => view.rerender(tree(ms));
}

/** Lets the microtasks queued so far run (React flushes a store's update in one), no timer. */
const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

// React's scheduler runs for real here (time slices, timers between them), not in act()'s queue.
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;
beforeEach(() => {
  actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  commits = [];
  rendered = [];
});

afterEach(() => {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

describe('useBridgeSearch: the answer renders in a transition', () => {
  it('shows the loading state while a slow render of the answer is under way, then the answer', async () => {
    // 20 items of 10 ms: about 200 ms of rendering, well past the loading state's delay.
    renderScreen(10);
    const outcome = await run({ query: 'usdc' });
    expect(outcome.kind).toBe('done');
    expect(screen.getByText('done')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    // The loading state was committed before the answer, and ended with it.
    expect(all().indexOf('loading')).toBeGreaterThan(0);
    expect(all().indexOf('loading')).toBeLessThan(all().lastIndexOf('screen'));
    expect(all().at(-1)).toBe('not loading');
    expect(screen.getByText('Search')).toBeInTheDocument();
  });

  it('shows the loading state without re-rendering the component that holds the searches', async () => {
    renderScreen(10);
    await run({ query: 'usdc' });
    // Mounted; the loading state shown by its reader alone; the answer; the loading state ended.
    expect(commits).toEqual([['not loading', 'screen'], ['loading'], ['screen'], ['not loading']]);
  });

  it('never shows the loading state when the answer renders within the delay', async () => {
    renderScreen(0);
    expect((await run({ query: 'usdc' })).kind).toBe('done');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    // Past the delay: no late loading state either.
    await new Promise((resolve) => setTimeout(resolve, LOADING_STATE_DELAY_MS * 2));
    expect(all()).not.toContain('loading');
    expect(screen.getByText('done')).toBeInTheDocument();
  });
});

describe('useBridgeSearch: a device that needs the loading state gets it at once', () => {
  it('after an answer that took longer than SLOW_ANSWER_MS to render, shows the next search as loading in the event that starts it', async () => {
    // 20 items of 15 ms: the answer takes about 300 ms to render, over SLOW_ANSWER_MS.
    expect(20 * 15).toBeGreaterThan(SLOW_ANSWER_MS);
    renderScreen(15);
    await run({ query: 'usdc' });
    commits = [];
    const running = run({ query: 'eth' });
    await microtasks();
    // No timer has fired yet: the loading state came with the search itself.
    expect(commits).toEqual([['loading']]);
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    expect((await running).kind).toBe('done');
    expect(all().at(-1)).toBe('not loading');
  });

  it('shows the first search as loading at once when the screen took long to render first', async () => {
    renderScreen(15, SLOW_FIRST_RENDER_MS + 50);
    commits = [];
    const running = run({ query: 'usdc' });
    await microtasks();
    expect(commits).toEqual([['loading']]);
    expect((await running).kind).toBe('done');
  });

  it('waits for the delay on the first search when the screen rendered quickly first', async () => {
    renderScreen(0);
    commits = [];
    const running = run({ query: 'usdc' });
    await microtasks();
    expect(commits).toEqual([]);
    await running;
  });

  it('starts rendering the answer only after the frame that shows the loading state', async () => {
    renderScreen(15);
    await run({ query: 'usdc' });
    // Frames are held back: the one prepared after the key has not been painted yet.
    const frames: FrameRequestCallback[] = [];
    const realFrame = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => frames.push(callback);
    try {
      itemRenders = 0;
      commits = [];
      const running = run({ query: 'eth' });
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(commits).toEqual([['loading']]);
      expect(itemRenders).toBe(0);
      for (const frame of frames.splice(0)) frame(performance.now());
      expect((await running).kind).toBe('done');
      expect(itemRenders).toBeGreaterThan(0);
      expect(all().at(-1)).toBe('not loading');
    } finally {
      window.requestAnimationFrame = realFrame;
    }
  });

  it('keeps showing it at once after a shorter answer that still took longer than the delay', async () => {
    const setItemMs = renderScreen(15);
    await run({ query: 'usdc' });
    // A short answer on the slow device: about 100 ms, under SLOW_ANSWER_MS.
    setItemMs(5);
    await run({ query: 'eth' });
    commits = [];
    const running = run({ query: 'dai' });
    await microtasks();
    expect(commits).toEqual([['loading']]);
    await running;
  });

  it('waits for the delay again once an answer rendered within it', async () => {
    const setItemMs = renderScreen(15);
    await run({ query: 'usdc' });
    // The device got faster: the next answer renders at once, still with the loading state.
    setItemMs(0);
    await run({ query: 'eth' });
    commits = [];
    const running = run({ query: 'dai' });
    await microtasks();
    expect(commits).toEqual([]);
    await running;
    await new Promise((resolve) => setTimeout(resolve, LOADING_STATE_DELAY_MS * 2));
    expect(all()).not.toContain('loading');
  });

  it('keeps the delay on a mid-range device, whose answers take a few frames', async () => {
    // 20 items of 5 ms: about 100 ms, past the delay (the loading state shows) but well under
    // SLOW_ANSWER_MS.
    expect(20 * 5).toBeLessThan(SLOW_ANSWER_MS);
    renderScreen(5);
    await run({ query: 'usdc' });
    expect(all()).toContain('loading');
    commits = [];
    const running = run({ query: 'eth' });
    await microtasks();
    expect(commits).toEqual([]);
    await running;
  });

  it('keeps the delay on a device whose answers render quickly', async () => {
    renderScreen(0);
    await run({ query: 'usdc' });
    commits = [];
    const running = run({ query: 'eth' });
    await microtasks();
    expect(commits).toEqual([]);
    await running;
    await new Promise((resolve) => setTimeout(resolve, LOADING_STATE_DELAY_MS * 2));
    expect(all()).not.toContain('loading');
  });
});
