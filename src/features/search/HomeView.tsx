// Home: the search panel, its states and its results. When searches run, what they show and
// where they lead is the search controller's (search-controller.ts); what the results area shows
// while one runs is useSkeletons'.
import { memo, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { preloadable, usePreloaded } from '../../lib/preloadable';
import { hasFilters } from '../../routing/routes';
import { SkeletonCards } from '../../components/results/SkeletonCards';
import { CardsDueContext, createCardsDue } from '../../components/results/cards-due';
import type { SearchResultsProps } from './SearchResults';
import { InfoCards } from './InfoCards';
import { HomeHero } from '../../components/layout/HomeHero';
import { Page } from '../../components/layout/Page';
import { SearchPanel } from './SearchPanel';
import { DataFreshness } from '../../components/status/DataFreshness';
import { usePendingSearch, type PendingSearch } from './pending-search';
import { LOADING_STATE_DELAY_MS } from './search-controller';
import { useCatalogueChanges } from '../../data/useCatalogueChanges';
import { useChains } from '../../data/useChains';
import { useOnline } from '../../data/useOnline';
import {
  dataVersion,
  isSearchReady,
  useSourceStatuses,
  useSourceStatusSelector,
} from '../../data/useSourceStatuses';
import { useSuggestions } from '../../data/useSuggestions';
import { foundText } from './search-words';
import { useSearchController } from './useSearchController';
import { liveVersion } from './settle';
import { screenWaits, useSkeletons } from './useSkeletons';
import { SearchResults } from './search-results-chunk';
import { useMediaQuery } from './useMediaQuery';
import { SMALL_SCREEN_QUERY } from '../../styles/theme';

/** Only repeat visitors whose lists changed see it, so it is fetched when needed. */
const WhatChanged = preloadable(() =>
  import('../../components/status/WhatChanged').then((module) => module.WhatChanged),
);

/** With a search on screen the page starts nearer the header: the results want the room. */
const HomePage = styled(Page)`
  &[data-compact] {
    padding-top: ${theme.space(6)};
  }
  ${theme.media.sm} {
    &[data-compact] {
      padding-top: ${theme.space(4)};
    }
  }
`;

const PanelColumn = styled.div`
  max-width: 760px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
`;

const Results = styled.section`
  /* The results' update line sits in the top margin (SearchResults): room for one line. */
  position: relative;
  margin-top: ${theme.space(8)};
  ${theme.media.sm} {
    margin-top: ${theme.space(6)};
  }
  /*
   * A search's results fill in over a few frames (skeletons, the first cards, the rest): with
   * the footer in view, each step pushed it down, a layout shift of the whole footer every time.
   * Searching, the region holds a screen's height, so the footer waits below the fold.
   */
  &[data-searching] {
    min-height: 100vh;
  }
`;

/**
 * The freshness line and data ages follow every status push on their own; with a search on
 * screen the ages fold into one line, so the results start higher.
 */
function LiveDataFreshness({ folded }: { folded: boolean }) {
  const statuses = useSourceStatuses();
  const online = useOnline();
  return <DataFreshness statuses={statuses} online={online} folded={folded} />;
}

/** The results with the live source notices; the cards themselves only follow the answer. */
const LiveSearchResults = memo(function LiveSearchResults(
  props: Omit<SearchResultsProps, 'statuses' | 'compact'>,
) {
  const statuses = useSourceStatuses();
  // Asked here, in the entry chunk that already has the hook, so the results chunk needs neither.
  const compact = useMediaQuery(SMALL_SCREEN_QUERY);
  return <SearchResults {...props} statuses={statuses} compact={compact} />;
});

interface ResultsRegionProps {
  pending: PendingSearch;
  /** The screen shows a search as running though none is under way (screenWaits). */
  waiting: boolean;
  resultsReady: boolean;
  /** No search on screen: the region holds the protocol cards. */
  idle: boolean;
  children: ReactNode;
}

/**
 * The results region: it alone (with the search panel's button and box) follows the search
 * shown as running, so showing it does not re-render the screen around it.
 */
function ResultsRegion({ pending, waiting, resultsReady, idle, children }: ResultsRegionProps) {
  const { loading, skeletons } = useSkeletons({
    pending: usePendingSearch(pending),
    waiting,
    resultsReady,
  });
  return (
    <Results
      data-searching={idle && !skeletons ? undefined : ''}
      aria-busy={loading}
      aria-label={idle && !skeletons ? 'Bridge protocols' : 'Search results'}
    >
      {skeletons ? <SkeletonCards /> : children}
    </Results>
  );
}

export function HomeView() {
  // Only what this screen acts on: a status push that changes neither re-renders nothing here.
  const ready = useSourceStatusSelector(isSearchReady);
  const version = useSourceStatusSelector(dataVersion);
  const live = useSourceStatusSelector(liveVersion);
  const chains = useChains();
  const [cardsDue] = useState(() => createCardsDue(LOADING_STATE_DELAY_MS));
  const catalogue = useCatalogueChanges();
  const {
    screen: shown,
    updateNote,
    pending,
    urlSearch,
    resetCount,
    bridgeRoute,
    onSearch,
    onFilterChange,
    onTyped,
    onWiden,
    onPick,
    onBridge,
    loadAll,
  } = useSearchController({ ready, version, live });

  useEffect(() => {
    document.title = 'Bridge, please!';
  }, []);

  // Rendering the results before their module is here would suspend, and React holds a
  // suspended reveal back for hundreds of ms: the answer waits as 'searching' instead.
  const resultsReady = usePreloaded(SearchResults);
  const waiting = screenWaits({
    shown,
    fromUrl: urlSearch !== null,
    dataReady: ready,
    resultsReady,
  });
  const shownRequest = shown.phase === 'done' ? shown.request : null;
  const empty = shown.phase === 'done' && shown.response.total === 0;
  // Narrowed by a protocol or chains, the query may well be right: the screen offers the search
  // without them instead of other spellings.
  // A route listed with no query has nothing to widen to.
  const filtered = shownRequest !== null && shownRequest.query !== '' && hasFilters(shownRequest);
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

  // A search in the URL counts from the first render: a visit that opens on one (not hydrated,
  // see prerender-shell) paints the compact hero at once instead of shrinking it later.
  const compact = urlSearch !== null || shown.phase !== 'idle';

  return (
    <HomePage data-compact={compact ? '' : undefined}>
      <HomeHero compact={compact} />
      <PanelColumn>
        <SearchPanel
          value={urlSearch}
          resetKey={resetCount}
          loading={waiting}
          pending={pending}
          waitingForData={!ready}
          cardsDue={cardsDue}
          chains={chains}
          onSearch={onSearch}
          onFilterChange={onFilterChange}
          onTyped={onTyped}
        />
        <LiveDataFreshness folded={compact} />
        {catalogue.changes && (
          <Suspense fallback={null}>
            <WhatChanged changes={catalogue.changes} onDismiss={catalogue.dismiss} />
          </Suspense>
        )}
      </PanelColumn>
      <ResultsRegion
        pending={pending}
        waiting={waiting}
        resultsReady={resultsReady}
        idle={shown.phase === 'idle'}
      >
        {shown.phase === 'error' || shown.phase === 'done' ? (
          // Normally prefetched long before; if not, the skeleton holds the space a moment more.
          <Suspense fallback={<SkeletonCards />}>
            <CardsDueContext.Provider value={cardsDue}>
              <LiveSearchResults
                result={result}
                countText={result ? foundText(result.response.total) : ''}
                update={updateNote ?? undefined}
                chains={chains}
                suggestions={otherSuggestions}
                onPick={onPick}
                onWiden={filtered ? onWiden : undefined}
                bridgeRoute={bridgeRoute}
                onBridge={onBridge}
                onNeedMore={loadAll}
                startedAt={shown.phase === 'done' ? shown.since : undefined}
              />
            </CardsDueContext.Provider>
          </Suspense>
        ) : (
          <InfoCards />
        )}
      </ResultsRegion>
    </HomePage>
  );
}
