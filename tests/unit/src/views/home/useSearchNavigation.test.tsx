import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT } from '../../../../../src/analytics/events';
import { AnalyticsProvider } from '../../../../../src/analytics/AnalyticsProvider';
import { ResetSignalProvider } from '../../../../../src/app/reset-signal';
import type { SearchOutcome, SearchState } from '../../../../../src/data/useBridgeSearch';
import { setNotifySink, type NotifyMessage } from '../../../../../src/notify/notify';
import type { SearchRequest } from '../../../../../src/shared/contract';
import {
  EMPTY_QUERY_MESSAGE,
  foundText,
  useSearchNavigation,
  type SearchNavigationOptions,
} from '../../../../../src/views/home/useSearchNavigation';
import { response } from '../../support/fake-api';
import { stargateUsdc } from '../../support/options';
import { recordingAnalytics } from '../../support/render';

type Props = { ready: boolean; version: string; state: SearchState };

async function renderNavigation(path: string, initial: Partial<Props> = {}) {
  window.history.replaceState(null, '', path);
  const recorder = recordingAnalytics();
  await recorder.analytics.load();
  const run = vi.fn(async (request: SearchRequest): Promise<SearchOutcome> => ({
    kind: 'done',
    response: response(request.query === 'none' ? [] : [stargateUsdc]),
  }));
  const searches = { run, prefetch: vi.fn(), reset: vi.fn() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AnalyticsProvider analytics={recorder.analytics}>
      <ResetSignalProvider>{children}</ResetSignalProvider>
    </AnalyticsProvider>
  );
  const utils = renderHook(
    ({ ready, version, state }: Props) =>
      useSearchNavigation({
        searches: { ...searches, state } as SearchNavigationOptions['searches'],
        ready,
        version,
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
