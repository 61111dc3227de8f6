// The home screen's search controller (search-controller.ts), made once per visit to the screen
// and sent what React knows: the data's state, the address and the logo. The screen reads what
// is on screen; the search shown as running is read by its own few readers (pending-search.ts).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAnalytics } from '../../analytics/AnalyticsProvider';
import { useDataApi } from '../../data/DataProvider';
import { takeTypedAnswer } from '../../data/typed-before-hydration';
import { afterNextPaint } from '../../lib/after-first-paint';
import { openExternal } from '../../lib/browser/external-link';
import { notify } from '../../notify/notify';
import { useResetSignal } from '../../routing/reset-signal';
import { parseSearchParams, type SearchParams } from '../../routing/routes';
import type { BridgeOption } from '../../shared/tokens';
import { pendingOf, useSearchView } from './pending-search';
import { createSearchController, type SearchData } from './search-controller';

/** What the controller needs of the browser: timers, the clock, frames, toasts, the address. */
function browserDeps() {
  return {
    takeTypedAnswer,
    delay: (callback: () => void, ms: number) => {
      const timer = window.setTimeout(callback, ms);
      return () => window.clearTimeout(timer);
    },
    now: () => performance.now(),
    afterNextPaint,
    currentUrl: () => window.location.pathname + window.location.search,
    absoluteUrl: (href: string) => new URL(href, window.location.href).href,
    notify,
    logError: (message: string, error: unknown) => console.error(message, error),
  };
}

export function useSearchController({ ready, version, live }: SearchData) {
  const api = useDataApi();
  const analytics = useAnalytics();
  const [location, navigate] = useLocation();
  const searchString = useSearch();
  const urlSearch = useMemo(() => parseSearchParams(searchString), [searchString]);
  const resetSignal = useResetSignal();
  // The worker's door, analytics and wouter's navigate are the same for the app's lifetime.
  const [controller] = useState(() =>
    createSearchController({
      ...browserDeps(),
      search: (request) => api.search(request),
      navigate: (href) => navigate(href),
      tokenSearch: (input) => analytics.tokenSearch(input),
      data: { ready, version, live },
      address: { path: location, search: urlSearch },
    }),
  );
  const [pending] = useState(() => pendingOf(controller));

  useEffect(() => {
    controller.send({ type: 'hydrated' });
    return () => void controller.send({ type: 'left' });
  }, [controller]);
  useEffect(() => {
    controller.send({ type: 'navigated', address: { path: location, search: urlSearch } });
  }, [controller, location, urlSearch]);
  useEffect(() => {
    controller.send({ type: 'sourceUpdated', data: { ready, version, live } });
  }, [controller, ready, version, live]);
  // The logo resets the screen even when the address was already '/'.
  const seenReset = useRef(resetSignal.count);
  useEffect(() => {
    if (seenReset.current === resetSignal.count) return;
    seenReset.current = resetSignal.count;
    controller.send({ type: 'reset' });
  }, [controller, resetSignal.count]);

  const screen = useSearchView(controller, (view) => view.screen);
  const updateNote = useSearchView(controller, (view) => view.updateNote);

  // Stable handlers: the memoized panel and results do not re-render for new functions.
  const handlers = useMemo(() => {
    const submit = (search: SearchParams, origin: 'panel' | 'link') =>
      controller.send({ type: 'submitted', search, origin });
    return {
      onSearch: (search: SearchParams) => submit(search, 'panel'),
      onFilterChange: (search: SearchParams) => controller.send({ type: 'filterChanged', search }),
      onTyped: (search: SearchParams | null) => void controller.send({ type: 'typed', search }),
      /** The same query without the protocol and chains that narrowed it. */
      onWiden: (query: string) => submit({ query }, 'link'),
      /** A suggested spelling, searched with the filters of the search on screen. */
      onPick: (symbol: string) =>
        submit({ ...(controller.address().search ?? { query: symbol }), query: symbol }, 'link'),
      loadAll: () => void controller.send({ type: 'moreWanted' }),
    };
  }, [controller]);

  /** Leaves for a bridge site, with its Bridge Now Clicked event. */
  const onBridge = useCallback(
    (option: BridgeOption, href: string) => {
      analytics.bridgeNowClicked({ symbol: option.token.symbol, protocol: option.protocol });
      openExternal(href);
    },
    [analytics],
  );

  const fromChain = urlSearch?.fromChain;
  const toChain = urlSearch?.toChain;
  /** The chains of the search, carried into the bridge sites' links. */
  const bridgeRoute = useMemo(
    () => ({ ...(fromChain ? { fromChain } : {}), ...(toChain ? { toChain } : {}) }),
    [fromChain, toChain],
  );

  return {
    screen,
    updateNote,
    pending,
    urlSearch,
    resetCount: resetSignal.count,
    bridgeRoute,
    onBridge,
    ...handlers,
  };
}
