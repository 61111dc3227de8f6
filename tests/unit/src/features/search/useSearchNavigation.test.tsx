import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT } from '../../../../../src/analytics/events';
import { AnalyticsProvider } from '../../../../../src/analytics/AnalyticsProvider';
import { ResetSignalProvider } from '../../../../../src/routing/reset-signal';
import type {
  SearchOutcome,
  SearchState,
} from '../../../../../src/features/search/useBridgeSearch';
import { createSearchSession } from '../../../../../src/features/search/search-session';
import { setNotifySink, type NotifyMessage } from '../../../../../src/notify/notify';
import type { SearchRequest } from '../../../../../src/shared/contract';
import {
  EMPTY_QUERY_MESSAGE,
  foundText,
  useSearchNavigation,
  type SearchNavigationOptions,
} from '../../../../../src/features/search/useSearchNavigation';
import { response } from '../../support/fake-api';
import { updatedText } from '../../../../../src/features/search/update-words';
import { orbiterUsdc, stargateUsdc, wormholeUsdc } from '../../support/options';
import { recordingAnalytics } from '../../support/render';

type Props = { ready: boolean; version: string; state: SearchState; live?: string };

async function renderNavigation(path: string, initial: Partial<Props> = {}) {
  window.history.replaceState(null, '', path);
  const recorder = recordingAnalytics();
  await recorder.analytics.load();
  const run = vi.fn(async (request: SearchRequest): Promise<SearchOutcome> => ({
    kind: 'done',
    response: response(request.query === 'none' ? [] : [stargateUsdc]),
  }));
  const searches = { run, prefetch: vi.fn(), reset: vi.fn() };
  const session = createSearchSession({
    version: initial.version ?? 'v1',
    live: initial.live ?? '',
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AnalyticsProvider analytics={recorder.analytics}>
      <ResetSignalProvider>{children}</ResetSignalProvider>
    </AnalyticsProvider>
  );
  const utils = renderHook(
    ({ ready, version, state, live = '' }: Props) =>
      useSearchNavigation({
        searches: { ...searches, state } as SearchNavigationOptions['searches'],
        session,
        ready,
        version,
        live,
      }),
    {
      wrapper,
      initialProps: { ready: true, version: 'v1', state: { phase: 'idle' }, ...initial },
    },
  );
  const events = () => recorder.events.filter((event) => event.name === EVENT.tokenSearch);
  return { ...utils, ...searches, events };
}

let toasts: NotifyMessage[] = [];
let unregister = () => {};
beforeEach(() => {
  toasts = [];
  unregister = setNotifySink((message) => toasts.push(message));
});
afterEach(() => {
  unregister();
  window.history.replaceState(null, '', '/');
});

describe('useSearchNavigation', () => {
  it('runs the search a URL carries once the first source can answer, and announces it', async () => {
    const { result, rerender, run, events } = await renderNavigation('/?q=usdc&from=ethereum', {
      ready: false,
    });
    expect(result.current.urlSearch).toEqual({ query: 'usdc', fromChain: 'ethereum' });
    expect(result.current.bridgeRoute).toEqual({ fromChain: 'ethereum' });
    expect(run).not.toHaveBeenCalled();

    rerender({ ready: true, version: 'v1', state: { phase: 'idle' } });
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith({ query: 'usdc', fromChain: 'ethereum' }, { version: 'v1' });
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: 'success', text: foundText(1), slot: 'search-outcome' }]),
    );
    expect(events()).toHaveLength(1);
    expect(events()[0]!.properties).toMatchObject({
      search_query: 'usdc',
      protocol: 'All',
      results_count: 1,
    });
    // Rendering again does not search again.
    rerender({ ready: true, version: 'v1', state: { phase: 'idle' } });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('refuses a blank search with its message and runs nothing', async () => {
    const { result, run } = await renderNavigation('/');
    let returned: unknown = 'not called';
    act(() => {
      returned = result.current.onSearch({ query: '   ' });
    });
    expect(returned).toBeUndefined();
    expect(run).not.toHaveBeenCalled();
    expect(toasts).toEqual([{ kind: 'error', text: EMPTY_QUERY_MESSAGE }]);
  });

  it('runs a typed search at once and writes its history entry after the answer', async () => {
    const { result, run } = await renderNavigation('/');
    const length = window.history.length;
    let running: Promise<unknown> | undefined | void;
    act(() => {
      running = result.current.onSearch({ query: 'USDC', protocol: 'Stargate' });
    });
    expect(run).toHaveBeenCalledWith({ query: 'USDC', protocol: 'Stargate' }, { version: 'v1' });
    expect(window.location.search).toBe('');
    await act(async () => {
      await running;
    });
    await waitFor(() => expect(window.location.search).toBe('?q=USDC&protocol=Stargate'));
    expect(window.history.length).toBe(length + 1);
    // The URL catching up is not a search of its own.
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run the search of the address a typed search left, while its entry is pending', async () => {
    const { result, rerender, run } = await renderNavigation('/?q=eth');
    expect(run).toHaveBeenCalledTimes(1);
    act(() => {
      void result.current.onSearch({ query: 'USDC' });
    });
    // A new data version re-renders with the old address still in the URL.
    rerender({ ready: true, version: 'v2', state: { phase: 'idle' } });
    expect(run).toHaveBeenCalledTimes(2);
    expect(run).toHaveBeenLastCalledWith({ query: 'USDC' }, { version: 'v1' });
    await waitFor(() => expect(window.location.search).toBe('?q=USDC'));
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('re-runs the results on screen quietly when the data changes', async () => {
    const request = { query: 'USDC' };
    const state: SearchState = { phase: 'done', request, response: response([]) };
    const { rerender, run } = await renderNavigation('/', { state });
    expect(run).not.toHaveBeenCalled();
    rerender({ ready: true, version: 'v2', state });
    expect(run).toHaveBeenCalledWith(request, { quiet: true, version: 'v2' });
    rerender({ ready: true, version: 'v2', state });
    expect(run).toHaveBeenCalledTimes(1);
  });

  describe('when new data changes the answer on screen', () => {
    /** A search from the URL answered with one option, then on screen. */
    async function answered() {
      const utils = await renderNavigation('/?q=usdc');
      await waitFor(() => expect(toasts).toHaveLength(1));
      const request = utils.run.mock.calls[0]![0];
      const state: SearchState = { phase: 'done', request, response: response([stargateUsdc]) };
      utils.rerender({ ready: true, version: 'v1', state });
      return { ...utils, request, state };
    }

    it('says what changed in one line, brings its toast to the new count and sends no event', async () => {
      const { result, rerender, run, events, request, state } = await answered();
      run.mockResolvedValueOnce({
        kind: 'done',
        response: response([stargateUsdc, wormholeUsdc, orbiterUsdc]),
      });
      rerender({ ready: true, version: 'v2', live: 'Stargate:2', state });
      expect(run).toHaveBeenLastCalledWith(request, { quiet: true, version: 'v2' });
      await waitFor(() => expect(result.current.updateNote?.request).toEqual(request));
      const note = result.current.updateNote!;
      expect(updatedText(note.before, note.after, note.fromLive)).toBe(
        'Updated from the live source: 2 options added',
      );
      expect(toasts).toEqual([
        { kind: 'success', text: foundText(1), slot: 'search-outcome' },
        { kind: 'success', text: foundText(3), slot: 'search-outcome', reviseOnly: true },
      ]);
      expect(events()).toHaveLength(1);
    });

    it('words a change from a shipped snapshot arriving apart from a live one', async () => {
      const { result, rerender, run, request, state } = await answered();
      run.mockResolvedValueOnce({ kind: 'done', response: response([]) });
      rerender({ ready: true, version: 'v2', state });
      await waitFor(() => expect(result.current.updateNote?.request).toEqual(request));
      const note = result.current.updateNote!;
      expect(updatedText(note.before, note.after, note.fromLive)).toBe(
        'Updated as more data loaded: 1 option removed',
      );
      expect(toasts.at(-1)).toEqual({
        kind: 'info',
        text: 'No bridges found for "usdc"',
        slot: 'search-outcome',
        reviseOnly: true,
      });
    });

    it('says nothing when the new data gives the same answer', async () => {
      const { result, rerender, run, state } = await answered();
      run.mockResolvedValueOnce({ kind: 'done', response: response([stargateUsdc]) });
      rerender({ ready: true, version: 'v2', live: 'Stargate:2', state });
      await waitFor(() => expect(run).toHaveBeenCalledTimes(2));
      await act(async () => {});
      expect(result.current.updateNote).toBeNull();
      expect(toasts).toHaveLength(1);
    });
  });

  it('prepares the search being typed only once the data can answer', async () => {
    const { result, rerender, prefetch } = await renderNavigation('/', { ready: false });
    act(() => result.current.onTyped({ query: ' eth ', toChain: 'base' }));
    expect(prefetch).not.toHaveBeenCalled();
    rerender({ ready: true, version: 'v3', state: { phase: 'idle' } });
    act(() => result.current.onTyped({ query: ' eth ', toChain: 'base' }));
    expect(prefetch).toHaveBeenCalledWith({ query: 'eth', toChain: 'base' }, 'v3');
  });

  it('resets the search when the URL loses it', async () => {
    const { rerender, reset } = await renderNavigation('/?q=usdc');
    expect(reset).not.toHaveBeenCalled();
    act(() => window.history.pushState(null, '', '/'));
    rerender({ ready: true, version: 'v1', state: { phase: 'idle' } });
    await waitFor(() => expect(reset).toHaveBeenCalledTimes(1));
  });
});
