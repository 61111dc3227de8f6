// The URL is the search: a shared link, Back and Forward all land on a running search. A search
// typed in the panel runs at once from the submit handler; the URL change only records it. The
// search session (search-session.ts) decides whether a submit or an address runs a search; this
// hook runs it, with its toast and its Token Search event, and writes the history entry.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAnalytics } from '../../analytics/AnalyticsProvider';
import { afterNextPaint } from '../../lib/after-first-paint';
import { useResetSignal } from '../../routing/reset-signal';
import {
  hasRoute,
  parseSearchParams,
  searchHref,
  searchKey,
  searchUrl,
  type SearchParams,
} from '../../routing/routes';
import type { useBridgeSearch } from './useBridgeSearch';
import type { SearchSession } from './search-session';
import { openExternal } from '../../lib/browser/external-link';
import { notify } from '../../notify/notify';
import type { SearchRequest, SearchResponse } from '../../shared/contract';
import { sameAnswer } from './settle';
import { queryTooLong } from '../../shared/text';
import type { BridgeOption } from '../../shared/tokens';

export const EMPTY_QUERY_MESSAGE = 'Please enter a token name or symbol';
export const SEARCH_FAILED_MESSAGE = 'Failed to search bridges';
/** A search's outcome toast replaces the previous search's instead of stacking under it. */
const OUTCOME_SLOT = 'search-outcome';

/** A route needs two ends: the same chain twice is refused before searching. */
export const SAME_CHAIN_MESSAGE = 'Choose two different chains';

/** From and To are the same chain. */
export function sameChains(search: Omit<SearchParams, 'query'>): boolean {
  return Boolean(search.fromChain && search.fromChain === search.toChain);
}

export function foundText(count: number): string {
  return `Found ${count} bridge option(s)`;
}

export function noneFoundText(query: string): string {
  return `No bridges found for "${query}"`;
}

/** A route searched with no token typed found nothing: it names the route, not a query. */
export function noneOnRouteText(fromName: string, toName: string): string {
  return `No bridges found from ${fromName} to ${toName}`;
}

/**
 * The outcome toast of a search with `total` options. A route's names come with the worker's
 * answer, so the chain table stays out of the first screen's code.
 */
function outcomeToast(
  total: number,
  request: SearchRequest,
  routeNames: SearchResponse['routeNames'],
): { kind: 'success' | 'info'; text: string } {
  if (total > 0) return { kind: 'success', text: foundText(total) };
  const { query, fromChain, toChain } = request;
  return {
    kind: 'info',
    text:
      !query && fromChain && toChain
        ? noneOnRouteText(routeNames?.from ?? fromChain, routeNames?.to ?? toChain)
        : noneFoundText(query),
  };
}

function currentUrl(): string {
  return window.location.pathname + window.location.search;
}

export function toRequest(search: SearchParams): SearchRequest {
  return {
    query: search.query.trim(),
    ...(search.protocol ? { protocol: search.protocol } : {}),
    ...(search.fromChain ? { fromChain: search.fromChain } : {}),
    ...(search.toChain ? { toChain: search.toChain } : {}),
  };
}

export interface SearchNavigationOptions {
  /** The home screen's searches (useBridgeSearch): what runs, prefetches and resets them. */
  searches: Pick<ReturnType<typeof useBridgeSearch>, 'state' | 'run' | 'prefetch' | 'reset'>;
  /** The screen's search session: which search runs and which history entry it makes. */
  session: SearchSession;
  /** The first source can answer: a search from the URL waits until then. */
  ready: boolean;
  /** The data version (dataVersion): results on screen from an older one are re-run quietly. */
  version: string;
  /** The live data held (liveVersion): says whether new data under the results is live. */
  live: string;
}

/** The polite line about the results on screen, for the search (`request`) it belongs to. */
export interface UpdateNote {
  request: SearchRequest;
  /** The answer on screen before new data changed it, and the changed one. */
  before: SearchResponse;
  after: SearchResponse;
  /** A live source's download changed it (else more data loading: a snapshot, stored data). */
  fromLive: boolean;
}

/** The home screen's search from the URL, and the handlers that run and navigate searches. */
export function useSearchNavigation({
  searches,
  session,
  ready,
  version,
  live,
}: SearchNavigationOptions) {
  const { state, run, prefetch, reset } = searches;
  const [location, navigate] = useLocation();
  const searchString = useSearch();
  const urlSearch = useMemo(() => parseSearchParams(searchString), [searchString]);
  const urlKey = searchKey(urlSearch);
  const resetSignal = useResetSignal();
  const analytics = useAnalytics();

  /**
   * The visitor's searches run so far, and how many options the latest one has on screen now:
   * new data may change that number before its toast is up, and the toast says the same.
   */
  const searchCount = useRef(0);
  const onScreen = useRef<{ search: number; total: number } | null>(null);
  /** What new data changed under the results on screen, until the next search. */
  const [updateNote, setUpdateNote] = useState<UpdateNote | null>(null);

  // A history entry still to be written belongs to this screen: leaving it drops the entry.
  useEffect(() => () => session.dropEntry(), [session]);

  const runAnnounced = useCallback(
    async (search: SearchParams) => {
      // A shared link may carry more than the panel accepts: the panel shows it with its note.
      if (queryTooLong(search.query)) return;
      if (sameChains(search)) {
        notify.error(SAME_CHAIN_MESSAGE);
        return;
      }
      const request = toRequest(search);
      session.computedFrom({ version, live });
      const searchNumber = ++searchCount.current;
      onScreen.current = null;
      const outcome = await run(request, { version });
      if (outcome.kind === 'superseded') return;
      // The toast and the event wait for the results to be painted.
      if (outcome.kind === 'error') {
        console.error('Search failed', outcome.error);
        afterNextPaint(() => notify.error(SEARCH_FAILED_MESSAGE, { slot: OUTCOME_SLOT }));
        return;
      }
      const count = outcome.response.total;
      if (searchCount.current === searchNumber) {
        onScreen.current = { search: searchNumber, total: count };
      }
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
        // The count on screen now: new data may have changed it since the answer.
        const shown = onScreen.current?.search === searchNumber ? onScreen.current.total : count;
        const toast = outcomeToast(shown, request, outcome.response.routeNames);
        notify[toast.kind](toast.text, { slot: OUTCOME_SLOT });
      });
    },
    [analytics, run, session, version, live],
  );

  // The URL is the search: run it when it changes other than by this screen's own submit
  // (Back/Forward, a shared link) as soon as the first source can answer.
  useEffect(() => {
    const step = session.go('url', {
      key: urlSearch ? urlKey : null,
      href: urlKey,
      urlKey,
      currentUrl: currentUrl(),
      ready,
    });
    if (step.kind === 'reset') reset();
    else if (step.kind === 'run' && urlSearch) void runAnnounced(urlSearch);
  }, [session, urlKey, urlSearch, ready, runAnnounced, reset]);

  // The logo resets the screen even when the URL was already '/'.
  const seenReset = useRef(resetSignal.count);
  useEffect(() => {
    if (seenReset.current === resetSignal.count) return;
    seenReset.current = resetSignal.count;
    session.reset();
    reset();
  }, [resetSignal.count, session, reset]);

  // Results never go stale silently: when a source arrives or refreshes, re-run the search on
  // screen quietly (no new toast, no analytics event). The answer updates in place; when it
  // changed, one polite line says so, and the search's toast, if still up, says the new count.
  const current = state.phase === 'done' ? state.request : null;
  const currentResponse = state.phase === 'done' ? state.response : null;
  useEffect(() => {
    if (!current || !currentResponse) return;
    const change = session.newData({ version, live });
    if (!change) return;
    const { fromLive } = change;
    const searchNumber = searchCount.current;
    // The panel has asked for the typed search on the new data already, usually this one.
    void run(current, { quiet: true, version }).then((outcome) => {
      // A search of the visitor's since then has its own toast and count.
      if (outcome.kind !== 'done' || searchCount.current !== searchNumber) return;
      const { response } = outcome;
      if (sameAnswer(currentResponse, response)) return;
      setUpdateNote({ request: current, before: currentResponse, after: response, fromLive });
      if (onScreen.current?.search !== searchNumber) return;
      const previous = onScreen.current.total;
      onScreen.current = { search: searchNumber, total: response.total };
      if (previous === response.total) return;
      const toast = outcomeToast(response.total, current, response.routeNames);
      notify.revise(OUTCOME_SLOT, toast.kind, toast.text);
    });
  }, [session, version, live, current, currentResponse, run]);

  /**
   * Returns the running search, which settles once its answer (or failure) is on screen.
   * `origin` 'panel': the panel already shows the search as typed, so the URL (which the panel
   * follows) may catch up after the answer is painted.
   */
  const searchNow = (
    search: SearchParams,
    origin: 'panel' | 'link',
  ): Promise<unknown> | undefined => {
    // With both ends of a route chosen, no query lists the route; otherwise the spec's check.
    const refusal =
      search.query.trim() === '' && !hasRoute(search)
        ? EMPTY_QUERY_MESSAGE
        : sameChains(search)
          ? SAME_CHAIN_MESSAGE
          : null;
    if (refusal) {
      session.dropEntry();
      notify.error(refusal);
      return undefined;
    }
    const href = searchHref(search);
    const sameAsUrl = href === searchHref(urlSearch) && location === '/';
    // Normalised as the address will hold it.
    const next = sameAsUrl
      ? search
      : (parseSearchParams(href.slice(href.indexOf('?') + 1)) ?? search);
    const step = session.go(origin, {
      key: searchKey(next),
      href,
      urlKey,
      currentUrl: currentUrl(),
      ready,
      sameAsUrl,
    });
    if (step.kind === 'navigate') navigate(href);
    if (step.kind !== 'run') return undefined;
    // Run it now, in this event, rather than after the URL change renders; the URL effect sees
    // the search has run. Typed in the panel, the history entry is written once the answer is
    // painted: pushState and the render the new URL causes would otherwise hold up the answer's
    // frame. Otherwise it comes with the answer, so the panel shows the search.
    const running = runAnnounced(next);
    const { entry } = step;
    if (entry) {
      void running.finally(() => {
        if (!entry.afterPaint) navigate(entry.href);
        // Dropped when a newer search, the logo or leaving the screen took over, or when the
        // visitor went elsewhere meanwhile (Back, a link): that URL stays.
        else
          afterNextPaint(() => {
            if (session.entryDue(entry, currentUrl())) navigate(entry.href);
          });
      });
    }
    return running;
  };
  // A stable handler, so the memoized panel and results do not re-render for a new function.
  const searchNowRef = useRef(searchNow);
  useLayoutEffect(() => {
    searchNowRef.current = searchNow;
  });
  /** The panel's search, as typed in its fields. */
  const onSearch = useCallback((search: SearchParams) => searchNowRef.current(search, 'panel'), []);

  // The search being typed is asked for ahead of Enter. A new data version makes a new handler,
  // so the panel hands the fields over again and the answer is asked for on the new data.
  const onTyped = useCallback(
    (search: SearchParams) => {
      if (ready) prefetch(toRequest(search), version);
    },
    [ready, version, prefetch],
  );

  /** The same query without the protocol and chains that narrowed it. */
  const onWiden = useCallback((query: string) => searchNowRef.current({ query }, 'link'), []);

  /**
   * A suggested spelling, searched with the filters of the search on screen. Stable: the URL
   * catching up with a search must not re-render the results it is handed to.
   */
  const urlSearchRef = useRef(urlSearch);
  useLayoutEffect(() => {
    urlSearchRef.current = urlSearch;
  });
  const onPick = useCallback(
    (symbol: string) =>
      searchNowRef.current(
        { ...(urlSearchRef.current ?? { query: symbol }), query: symbol },
        'link',
      ),
    [],
  );

  const fromChain = urlSearch?.fromChain;
  const toChain = urlSearch?.toChain;
  /** The chains of the search, carried into the bridge sites' links. */
  const bridgeRoute = useMemo(
    () => ({ ...(fromChain ? { fromChain } : {}), ...(toChain ? { toChain } : {}) }),
    [fromChain, toChain],
  );

  /** Leaves for a bridge site, with its Bridge Now Clicked event. */
  const onBridge = useCallback(
    (option: BridgeOption, href: string) => {
      analytics.bridgeNowClicked({ symbol: option.token.symbol, protocol: option.protocol });
      openExternal(href);
    },
    [analytics],
  );

  return {
    urlSearch,
    updateNote,
    resetCount: resetSignal.count,
    bridgeRoute,
    onSearch,
    onTyped,
    onWiden,
    onPick,
    onBridge,
  };
}
