// Home (SPEC 2, 4, 5; issues 4 and 6): the search panel, its states and its toasts. The URL
// carries the search, so a shared link, Back and Forward all land on a running search.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { useAnalytics } from '../analytics/AnalyticsProvider';
import { useResetSignal } from '../app/reset-signal';
import { parseSearchParams, searchHref, searchKey, type SearchParams } from '../app/routes';
import { useBridgeSearch } from '../data/useBridgeSearch';
import { useChains } from '../data/useChains';
import { useOnline } from '../data/useOnline';
import { dataVersion, isSearchReady, useSourceStatuses } from '../data/useSourceStatuses';
import { useSuggestions } from '../data/useSuggestions';
import { QuietButton } from '../components/Button';
import { chainNameForId } from '../components/chain-names';
import { copyText } from '../components/clipboard';
import { DataFreshness } from '../components/DataFreshness';
import { EmptyResults } from '../components/EmptyResults';
import { InfoCards } from '../components/InfoCards';
import { notify } from '../components/notify';
import { Page, PageSubtitle, PageTitle } from '../components/Page';
import { ResultList } from '../components/ResultList';
import { SearchPanel } from '../components/SearchPanel';
import { SkeletonCards } from '../components/SkeletonCards';
import { SourceNotice } from '../components/SourceNotice';
import { bridgeUrl } from '../shared/bridge-links';
import type { SearchRequest } from '../shared/contract';
import type { BridgeOption } from '../shared/tokens';

export const EMPTY_QUERY_MESSAGE = 'Please enter a token name or symbol';
export const SEARCH_FAILED_MESSAGE = 'Failed to search bridges';
export const LINK_COPIED_MESSAGE = 'Link copied to clipboard';

export function foundText(count: number): string {
  return `Found ${count} bridge option(s)`;
}

export function noneFoundText(query: string): string {
  return `No bridges found for "${query}"`;
}

const Hero = styled.div`
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

const ResultsHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Count = styled.h2`
  font-size: 1.15rem;
  font-weight: 650;
`;

const HeaderNotes = styled.div`
  flex-basis: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const AddressNote = styled.p`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.accent};
`;

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
  const statuses = useSourceStatuses();
  const ready = isSearchReady(statuses);
  const version = dataVersion(statuses);
  const chains = useChains();
  const online = useOnline();
  const analytics = useAnalytics();
  const { state, run, reset } = useBridgeSearch();

  /** The URL key of the search last run in the foreground; null when none is on screen. */
  const lastRunKey = useRef<string | null>(null);
  /** The data version the results on screen were computed from. */
  const resultsVersion = useRef(version);

  useEffect(() => {
    document.title = 'Bridge, please!';
  }, []);

  const runAnnounced = useCallback(
    async (search: SearchParams) => {
      const request = toRequest(search);
      resultsVersion.current = version;
      const outcome = await run(request);
      if (outcome.kind === 'superseded') return;
      if (outcome.kind === 'error') {
        console.error('Search failed', outcome.error);
        notify.error(SEARCH_FAILED_MESSAGE);
        return;
      }
      const count = outcome.response.total;
      analytics.tokenSearch({
        query: request.query,
        protocol: request.protocol,
        resultsCount: count,
      });
      if (count === 0) notify.info(noneFoundText(request.query));
      else notify.success(foundText(count));
    },
    [analytics, run, version],
  );

  // The URL is the search: run it when it changes (new search, Back/Forward, shared link) as
  // soon as the first source can answer.
  useEffect(() => {
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
    lastRunKey.current = null;
    reset();
  }, [resetSignal.count, reset]);

  // Results never go stale silently: when a source arrives or refreshes, re-run the search on
  // screen quietly (no toast, no analytics event).
  const current = state.phase === 'done' ? state.request : null;
  useEffect(() => {
    if (!current || resultsVersion.current === version) return;
    resultsVersion.current = version;
    void run(current, { quiet: true });
  }, [version, current, run]);

  const onSearch = (search: SearchParams) => {
    if (search.query.trim() === '') {
      notify.error(EMPTY_QUERY_MESSAGE);
      return;
    }
    const href = searchHref(search);
    if (href === searchHref(urlSearch) && location === '/') {
      // The same search again: no new history entry, but it runs again as asked.
      lastRunKey.current = urlKey;
      void runAnnounced(search);
      return;
    }
    navigate(href);
  };

  const onBridge = useCallback(
    (option: BridgeOption) => {
      analytics.bridgeNowClicked({ symbol: option.token.symbol, protocol: option.protocol });
      const route = {
        ...(urlSearch?.fromChain ? { fromChain: urlSearch.fromChain } : {}),
        ...(urlSearch?.toChain ? { toChain: urlSearch.toChain } : {}),
      };
      window.open(bridgeUrl(option, route), '_blank', 'noopener,noreferrer');
    },
    [analytics, urlSearch],
  );

  const copyLink = async () => {
    if (await copyText(window.location.href))
      notify.success(LINK_COPIED_MESSAGE, { id: 'link-copied' });
    else notify.error('Could not copy the link');
  };

  // A search from the URL waits for the first source: show it as searching meanwhile.
  const waiting = urlSearch !== null && !ready && state.phase !== 'done';
  const loading = state.phase === 'loading' || waiting;
  const response = state.phase === 'done' ? state.response : null;
  const shownRequest = state.phase === 'done' ? state.request : null;
  const empty = response !== null && response.total === 0;
  const suggestions = useSuggestions(shownRequest?.query ?? '', {
    fuzzy: true,
    limit: 4,
    enabled: empty,
  });
  const otherSuggestions = suggestions.filter(
    (suggestion) => suggestion.symbol.toLowerCase() !== shownRequest?.query.toLowerCase(),
  );
  const routeLabel =
    shownRequest?.fromChain && shownRequest.toChain
      ? `${chainNameForId(shownRequest.fromChain, chains)} -> ${chainNameForId(shownRequest.toChain, chains)}`
      : undefined;

  return (
    <Page>
      <Hero>
        <PageTitle>Find Your Bridge</PageTitle>
        <PageSubtitle>
          Discover the best cross-chain bridges to move your tokens securely
        </PageSubtitle>
      </Hero>
      <PanelColumn>
        <SearchPanel
          value={urlSearch}
          resetKey={resetSignal.count}
          loading={loading}
          waitingForData={!ready}
          chains={chains}
          onSearch={onSearch}
        />
        <DataFreshness statuses={statuses} online={online} />
      </PanelColumn>
      <Results
        aria-busy={loading}
        aria-label={state.phase === 'idle' && !waiting ? 'Bridge protocols' : 'Search results'}
      >
        {loading ? (
          <SkeletonCards />
        ) : state.phase === 'error' ? (
          // An unexpected failure was toasted; the results are simply empty (SPEC 8).
          <EmptyResults suggestions={[]} onPick={() => {}} />
        ) : response && shownRequest ? (
          response.total === 0 ? (
            <>
              <SourceNotice statuses={statuses} protocol={shownRequest.protocol} />
              <EmptyResults
                suggestions={otherSuggestions}
                onPick={(symbol) =>
                  onSearch({ ...(urlSearch ?? { query: symbol }), query: symbol })
                }
              />
            </>
          ) : (
            <>
              <ResultsHeader>
                <Count>{foundText(response.total)}</Count>
                <QuietButton type="button" onClick={() => void copyLink()}>
                  <svg
                    width="14"
                    height="14"
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path
                      d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                  Copy link
                </QuietButton>
                <HeaderNotes>
                  {response.matchedByAddress && (
                    <AddressNote>Matched by contract address</AddressNote>
                  )}
                  <SourceNotice statuses={statuses} protocol={shownRequest.protocol} />
                </HeaderNotes>
              </ResultsHeader>
              <ResultList
                options={response.options}
                resetKey={JSON.stringify(shownRequest)}
                routeLabel={routeLabel}
                onBridge={onBridge}
              />
            </>
          )
        ) : (
          <InfoCards />
        )}
      </Results>
    </Page>
  );
}
