// Home (SPEC 2, 4, 5; issues 4 and 6): the search panel, its states and its toasts. The URL
// carries the search, so a shared link, Back and Forward all land on a running search.
// A search typed here runs at once from the submit handler; the URL change only records it.
import {
  memo,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { useAnalytics } from '../analytics/AnalyticsProvider';
import { useResetSignal } from '../app/reset-signal';
import {
  hasFilters,
  parseSearchParams,
  searchHref,
  searchKey,
  searchUrl,
  type SearchParams,
} from '../app/routes';
import { useBridgeSearch } from '../data/useBridgeSearch';
import { useCatalogueChanges } from '../data/useCatalogueChanges';
import { useChains } from '../data/useChains';
import { useOnline } from '../data/useOnline';
import {
  dataVersion,
  isSearchReady,
  useSourceStatuses,
  useSourceStatusSelector,
} from '../data/useSourceStatuses';
import { useSuggestions } from '../data/useSuggestions';
import { afterNextPaint } from '../app/after-first-paint';
import { DataFreshness } from '../components/status/DataFreshness';
import { openExternal } from '../lib/browser/external-link';
import { InfoCards } from '../components/bridges-menu/InfoCards';
import { notify } from '../notify/notify';
import { Page, PageSubtitle, PageTitle } from '../components/layout/Page';
import { preloadable, usePreloaded } from '../app/preloadable';
import { SearchPanel } from '../components/search/SearchPanel';
import { SkeletonCards } from '../components/results/SkeletonCards';
import type { SearchResultsProps } from '../components/results/SearchResults';
import { SearchResults } from './search-results-chunk';
import type { SearchRequest } from '../shared/contract';
import { queryTooLong } from '../shared/text';
import type { BridgeOption } from '../shared/tokens';

/** Only repeat visitors whose lists changed see it (issue 7), so it is fetched when needed. */
const WhatChanged = preloadable(() =>
  import('../components/status/WhatChanged').then((module) => module.WhatChanged),
);

/**
 * A search answers in a few ms, so skeletons would only flash: they appear when the answer is
 * slower than this after the loading state began (LOADING_STATE_DELAY_MS, so about 150 ms after
 * the search started).
 */
export const SKELETON_DELAY_MS = 70;

export const EMPTY_QUERY_MESSAGE = 'Please enter a token name or symbol';
export const SEARCH_FAILED_MESSAGE = 'Failed to search bridges';

export function foundText(count: number): string {
  return `Found ${count} bridge option(s)`;
}

export function noneFoundText(query: string): string {
  return `No bridges found for "${query}"`;
}

const HeroBox = styled.div`
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

const PanelColumn = styled.div`
  max-width: 760px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Results = styled.section`
  margin-top: ${({ theme }) => theme.space(10)};
`;

/** Never changes: not re-rendered with the rest of the screen. */
const Hero = memo(function Hero() {
  return (
    <HeroBox>
      <PageTitle>Find Your Bridge</PageTitle>
      <PageSubtitle>
        Discover the best cross-chain bridges to move your tokens securely
      </PageSubtitle>
    </HeroBox>
  );
});

/** The freshness line and data ages follow every status push on their own. */
function LiveDataFreshness() {
  const statuses = useSourceStatuses();
  const online = useOnline();
  return <DataFreshness statuses={statuses} online={online} />;
}

/** The results with the live source notices; the cards themselves only follow the answer. */
const LiveSearchResults = memo(function LiveSearchResults(
  props: Omit<SearchResultsProps, 'statuses'>,
) {
  const statuses = useSourceStatuses();
  return <SearchResults {...props} statuses={statuses} />;
});

function currentUrl(): string {
  return window.location.pathname + window.location.search;
}

function toRequest(search: SearchParams): SearchRequest {
  return {
    query: search.query.trim(),
    ...(search.protocol ? { protocol: search.protocol } : {}),
    ...(search.fromChain ? { fromChain: search.fromChain } : {}),
    ...(search.toChain ? { toChain: search.toChain } : {}),
  };
}

export function HomeView() {
  const [location, navigate] = useLocation();
  const searchString = useSearch();
  const urlSearch = useMemo(() => parseSearchParams(searchString), [searchString]);
  const urlKey = searchKey(urlSearch);
  const resetSignal = useResetSignal();
  // Only what this screen acts on: a status push that changes neither re-renders nothing here.
  const ready = useSourceStatusSelector(isSearchReady);
  const version = useSourceStatusSelector(dataVersion);
  const chains = useChains();
  const analytics = useAnalytics();
  const { state, run, prefetch, loadAll, reset } = useBridgeSearch();
  const catalogue = useCatalogueChanges();

  /** The URL key of the search last run in the foreground; null when none is on screen. */
  const lastRunKey = useRef<string | null>(null);
  /** The data version the results on screen were computed from. */
  const resultsVersion = useRef(version);
  /**
   * A search run from the panel whose history entry is not written yet (it follows the paint):
   * the URL key and address it was run from.
   */
  const pending = useRef<{ fromKey: string; fromUrl: string } | null>(null);

  useEffect(() => {
    document.title = 'Bridge, please!';
    // A history entry still to be written belongs to this screen: leaving it drops the entry.
    return () => {
      pending.current = null;
    };
  }, []);

  // Rendering the results before their module is here would suspend, and React holds a
  // suspended reveal back for hundreds of ms: the answer waits as 'searching' instead.
  const resultsReady = usePreloaded(SearchResults);

  const runAnnounced = useCallback(
    async (search: SearchParams) => {
      // A shared link may carry more than the panel accepts: the panel shows it with its note.
      if (queryTooLong(search.query)) return;
      const request = toRequest(search);
      resultsVersion.current = version;
      const outcome = await run(request, { version });
      if (outcome.kind === 'superseded') return;
      // The toast and the event wait for the results to be painted.
      if (outcome.kind === 'error') {
        console.error('Search failed', outcome.error);
        afterNextPaint(() => notify.error(SEARCH_FAILED_MESSAGE));
        return;
      }
      const count = outcome.response.total;
      // A typed search's history entry is written after this paint (see searchNow): the event
      // names the search's own address, not the one it was typed on.
      const url = searchUrl(search);
      afterNextPaint(() => {
        analytics.tokenSearch({
          query: request.query,
          protocol: request.protocol,
          resultsCount: count,
          url,
        });
        if (count === 0) notify.info(noneFoundText(request.query));
        else notify.success(foundText(count));
      });
    },
    [analytics, run, version],
  );

  // The URL is the search: run it when it changes other than by this screen's own submit
  // (Back/Forward, a shared link) as soon as the first source can answer.
  useEffect(() => {
    // The URL the search was run from, about to catch up with it: not a search of its own.
    if (pending.current?.fromKey === urlKey) return;
    if (!urlSearch) {
      if (lastRunKey.current !== null) {
        lastRunKey.current = null;
        reset();
      }
      return;
    }
    if (!ready || lastRunKey.current === urlKey) return;
    lastRunKey.current = urlKey;
    void runAnnounced(urlSearch);
  }, [urlKey, urlSearch, ready, runAnnounced, reset]);

  // The logo resets the screen even when the URL was already '/'.
  const seenReset = useRef(resetSignal.count);
  useEffect(() => {
    if (seenReset.current === resetSignal.count) return;
    seenReset.current = resetSignal.count;
    pending.current = null;
    lastRunKey.current = null;
    reset();
  }, [resetSignal.count, reset]);

  // Results never go stale silently: when a source arrives or refreshes, re-run the search on
  // screen quietly (no toast, no analytics event).
  const current = state.phase === 'done' ? state.request : null;
  useEffect(() => {
    if (!current || resultsVersion.current === version) return;
    resultsVersion.current = version;
    // The panel has asked for the typed search on the new data already, usually this one.
    void run(current, { quiet: true, version });
  }, [version, current, run]);

  /**
   * Returns the running search, which settles once its answer (or failure) is on screen.
   * `fieldsShowIt`: the panel already shows the search as typed, so the URL (which the panel
   * follows) may catch up after the answer is painted.
   */
  const searchNow = (search: SearchParams, fieldsShowIt: boolean): Promise<unknown> | undefined => {
    pending.current = null;
    if (search.query.trim() === '') {
      notify.error(EMPTY_QUERY_MESSAGE);
      return undefined;
    }
    const href = searchHref(search);
    if (href === searchHref(urlSearch) && location === '/') {
      // The same search again: no new history entry, but it runs again as asked.
      lastRunKey.current = urlKey;
      return runAnnounced(search);
    }
    const next = ready ? parseSearchParams(href.slice(href.indexOf('?') + 1)) : null;
    if (next) {
      // Run it now, in this event, rather than after the URL change renders; the URL effect
      // sees the search has run. Typed in the panel, the history entry is written once the
      // answer is painted: pushState and the render the new URL causes would otherwise hold up
      // the answer's frame. Otherwise it comes with the answer, so the panel shows the search.
      lastRunKey.current = searchKey(next);
      const running = runAnnounced(next);
      if (!fieldsShowIt) {
        void running.finally(() => navigate(href));
        return running;
      }
      const entry = { fromKey: urlKey, fromUrl: currentUrl() };
      pending.current = entry;
      void running.finally(() =>
        afterNextPaint(() => {
          // Dropped when a newer search, the logo or leaving the screen took over, or when the
          // visitor went elsewhere meanwhile (Back, a link): that URL stays.
          if (pending.current !== entry) return;
          pending.current = null;
          if (currentUrl() === entry.fromUrl) navigate(href);
        }),
      );
      return running;
    }
    navigate(href);
    return undefined;
  };
  // A stable handler, so the memoized panel and results do not re-render for a new function.
  const searchNowRef = useRef(searchNow);
  useLayoutEffect(() => {
    searchNowRef.current = searchNow;
  });
  const onSearch = useCallback((search: SearchParams) => searchNowRef.current(search, true), []);

  // The search being typed is asked for ahead of Enter. A new data version makes a new handler,
  // so the panel hands the fields over again and the answer is asked for on the new data.
  const onTyped = useCallback(
    (search: SearchParams) => {
      if (ready) prefetch(toRequest(search), version);
    },
    [ready, version, prefetch],
  );

  const fromChain = urlSearch?.fromChain;
  const toChain = urlSearch?.toChain;
  const bridgeRoute = useMemo(
    () => ({ ...(fromChain ? { fromChain } : {}), ...(toChain ? { toChain } : {}) }),
    [fromChain, toChain],
  );

  const onBridge = useCallback(
    (option: BridgeOption, href: string) => {
      analytics.bridgeNowClicked({ symbol: option.token.symbol, protocol: option.protocol });
      openExternal(href);
    },
    [analytics],
  );

  const onWiden = useCallback((query: string) => searchNowRef.current({ query }, false), []);

  const onPick = useCallback(
    (symbol: string) =>
      searchNowRef.current({ ...(urlSearch ?? { query: symbol }), query: symbol }, false),
    [urlSearch],
  );

  // Skeletons only for a slow answer: the request they were due for is remembered.
  const [slowRequest, setSlowRequest] = useState<SearchRequest | null>(null);
  const pendingRequest = state.phase === 'loading' ? state.request : null;
  useEffect(() => {
    if (!pendingRequest) return;
    const timer = window.setTimeout(() => setSlowRequest(pendingRequest), SKELETON_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pendingRequest]);

  // A search from the URL waits for the first source: show it as searching meanwhile.
  const waiting = urlSearch !== null && !ready && state.phase !== 'done';
  // An answer whose cards' code is still on its way (a cold visit searching at once).
  const awaitingCode = !resultsReady && state.phase !== 'idle';
  const loading = state.phase === 'loading' || waiting || awaitingCode;
  const skeletons =
    waiting || awaitingCode || (pendingRequest !== null && pendingRequest === slowRequest);
  // Until then the screen keeps what it showed before the search.
  const shown = state.phase === 'loading' ? state.previous : state;
  const shownRequest = shown.phase === 'done' ? shown.request : null;
  const empty = shown.phase === 'done' && shown.response.total === 0;
  // Narrowed by a protocol or chains, the query may well be right: the screen offers the search
  // without them instead of other spellings.
  const filtered = shownRequest !== null && hasFilters(shownRequest);
  const suggestions = useSuggestions(shownRequest?.query ?? '', {
    fuzzy: true,
    limit: 4,
    enabled: empty && !filtered,
  });
  const otherSuggestions = useMemo(
    () =>
      suggestions.filter(
        (suggestion) => suggestion.symbol.toLowerCase() !== shownRequest?.query.toLowerCase(),
      ),
    [suggestions, shownRequest],
  );
  const result = useMemo(
    () => (shown.phase === 'done' ? { request: shown.request, response: shown.response } : null),
    [shown],
  );

  return (
    <Page>
      <Hero />
      <PanelColumn>
        <SearchPanel
          value={urlSearch}
          resetKey={resetSignal.count}
          loading={loading}
          waitingForData={!ready}
          chains={chains}
          onSearch={onSearch}
          onTyped={onTyped}
        />
        <LiveDataFreshness />
        {catalogue.changes && (
          <Suspense fallback={null}>
            <WhatChanged changes={catalogue.changes} onDismiss={catalogue.dismiss} />
          </Suspense>
        )}
      </PanelColumn>
      <Results
        aria-busy={loading}
        aria-label={shown.phase === 'idle' && !skeletons ? 'Bridge protocols' : 'Search results'}
      >
        {skeletons ? (
          <SkeletonCards />
        ) : shown.phase === 'error' || shown.phase === 'done' ? (
          // Normally prefetched long before; if not, the skeleton holds the space a moment more.
          <Suspense fallback={<SkeletonCards />}>
            <LiveSearchResults
              result={result}
              countText={result ? foundText(result.response.total) : ''}
              chains={chains}
              suggestions={otherSuggestions}
              onPick={onPick}
              onWiden={filtered ? onWiden : undefined}
              bridgeRoute={bridgeRoute}
              onBridge={onBridge}
              onNeedMore={loadAll}
            />
          </Suspense>
        ) : (
          <InfoCards />
        )}
      </Results>
    </Page>
  );
}
