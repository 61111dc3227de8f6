// What the home screen shows once a search has answered: the count with 'Copy link' and the
// source notices over the cards, or the empty state with suggestions. A chunk of its own with
// everything only it needs (the chain registry, bridge links, address actions), so the home
// screen paints without them.
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { searchUrl } from '../../routing/routes';
import type { RouteChoice } from '../../lib/bridge-links';
import type {
  ChainChoice,
  SearchRequest,
  SearchResponse,
  SourceStatus,
  SymbolSuggestion,
} from '../../shared/contract';
import { PROTOCOL_DISPLAY_NAME, type BridgeOption } from '../../shared/tokens';
import { QuietButton } from '../../components/ui/Button';
import { copyText } from '../../lib/browser/clipboard';
import { EmptyResults } from './EmptyResults';
import { notify } from '../../notify/notify';
import { chainNameForId } from '../../components/results/chain-names';
import { ResultList } from '../../components/results/ResultList';
import { loadingNotice, SourceNotice } from '../../components/status/SourceNotice';
import { LinkIcon } from '../../components/ui/Icons';
import { updatedText } from './update-words';
import { reachText, routeSummaryText } from './summary-words';
import type { UpdateNote } from './search-controller';

export const LINK_COPIED_MESSAGE = 'Link copied to clipboard';

/**
 * The filters a search with a query ran with, as words ("from Ethereum to Arbitrum on {protocol}"),
 * or '' without filters. A phone keeps the filter row closed, so the results name them.
 */
export function filtersInWords(request: SearchRequest, chains: readonly ChainChoice[]): string {
  return [
    request.fromChain && `from ${chainNameForId(request.fromChain, chains)}`,
    request.toChain && `to ${chainNameForId(request.toChain, chains)}`,
    request.protocol && `on ${PROTOCOL_DISPLAY_NAME[request.protocol]}`,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The URL is the search, so the link to share is the search's own address (built from the search
 * on screen: the address bar catches up a frame after the answer is painted).
 */
async function copyLink(request: SearchRequest): Promise<void> {
  if (await copyText(searchUrl(request))) notify.success(LINK_COPIED_MESSAGE, { slot: 'copied' });
  else notify.error('Could not copy the link');
}

const ResultsHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)} ${theme.space(4)};
  margin-bottom: ${theme.space(5)};
  /* Phones: the count and 'Copy link' share one line, close over the first card. */
  ${theme.media.sm} {
    gap: ${theme.space(2)};
    margin-bottom: ${theme.space(3)};
  }
`;

const Count = styled.h2`
  font-size: 1.15rem;
  font-weight: 650;
  ${theme.media.sm} {
    font-size: 0.95rem;
  }
`;

const CopyLinkButton = styled(QuietButton)`
  ${theme.media.sm} {
    padding: 0 ${theme.space(2)};
  }
`;

const HeaderNotes = styled.div`
  flex-basis: 100%;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
`;

/**
 * In the gap over the results (their section is positioned), one line at most: new data that
 * changes the answer says so without moving the heading or a card (it pushed them down ~30 px).
 * The sources the results still wait for are said here too ('Still loading: {protocol}'): a line
 * under the count pulled every card up when it went away. A live region from the start, empty
 * until one of them has something to say.
 */
const UpdateLine = styled.p`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 100%;
  margin: 0 0 ${theme.space(1)};
  font-size: 0.85rem;
  line-height: 1.3;
  color: ${theme.colors.textMuted};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** The answer in one line, under the count and over the cards. */
const AnswerLine = styled.p`
  font-size: 0.9rem;
  line-height: 1.4;
  color: ${theme.colors.text};
  /* Phones: one line, so the first card's chains stay on the first screen; the whole
     sentence stays in the page for screen readers and as the line's title. */
  ${theme.media.sm} {
    font-size: 0.85rem;
    line-height: 1.2;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 1;
    overflow: hidden;
  }
`;

const AddressNote = styled.p`
  font-size: 0.85rem;
  color: ${theme.colors.accent};
`;

export interface SearchResultsProps {
  /** The search on screen and its answer; null after an unexpected failure (already toasted). */
  result: { request: SearchRequest; response: SearchResponse } | null;
  /** 'Found n bridge option(s)' (the screen owns the wording; its toast says the same). */
  countText: string;
  /** New data changed these results: said in one line ('Updated from the live source: …'). */
  update?: Pick<UpdateNote, 'before' | 'after' | 'fromLive'>;
  statuses: SourceStatus[];
  /** The loaded chain list, for the route label on the cards. */
  chains: readonly ChainChoice[];
  /** Other symbols to offer when nothing matched. */
  suggestions: SymbolSuggestion[];
  onPick: (symbol: string) => void;
  /** Set when a protocol or chains narrowed the search: runs the query again without them. */
  onWiden?: (query: string) => void;
  /** The chains 'Bridge Now' prefills (the search in the URL). */
  bridgeRoute: RouteChoice;
  onBridge: (option: BridgeOption, href: string) => void;
  /** Fetches the options past the first batch, when the answer held only that. */
  onNeedMore?: () => void;
  /** A phone's compact cards, a few at a time. */
  compact?: boolean;
  /** When the search on screen started (performance.now()): late cards get skeletons. */
  startedAt?: number;
}

export function SearchResults({
  result,
  countText,
  update,
  statuses,
  chains,
  suggestions,
  onPick,
  onWiden,
  bridgeRoute,
  onBridge,
  onNeedMore,
  compact = false,
  startedAt,
}: SearchResultsProps) {
  // An unexpected failure was toasted; the results are simply empty.
  if (!result) return <EmptyResults suggestions={[]} onPick={() => {}} />;
  const { request, response } = result;
  // A route with no query: both its ends, for the sentence that says what the list is.
  const routeOnly =
    request.query === '' && request.fromChain && request.toChain
      ? ([request.fromChain, request.toChain] as const)
      : null;
  const filterWords = compact && routeOnly === null ? filtersInWords(request, chains) : '';
  const updated = update ? updatedText(update.before, update.after, update.fromLive) : '';
  // The answer in one line: what a route's ways deliver, or how far a search without a
  // destination reaches (both computed by the worker over every option, not the first batch).
  const answerLine = response.routeSummary
    ? routeSummaryText(response.routeSummary)
    : response.reach && !request.toChain
      ? reachText(response.reach)
      : '';
  // With no cards to move, the empty state says it with the other notices.
  const loading = response.total > 0 ? loadingNotice(statuses, request.protocol) : null;
  // First in both branches, so the element, and the live region, outlives a change between them.
  const updateLine = (
    <UpdateLine role="status" aria-live="polite" aria-atomic="true">
      {updated}
      {updated && loading && ' · '}
      {loading && <span>{loading}</span>}
    </UpdateLine>
  );
  if (response.total === 0) {
    return (
      <>
        {updateLine}
        <SourceNotice statuses={statuses} protocol={request.protocol} />
        <EmptyResults
          query={request.query}
          route={
            routeOnly && [
              chainNameForId(routeOnly[0], chains),
              chainNameForId(routeOnly[1], chains),
            ]
          }
          suggestions={suggestions}
          onPick={onPick}
          onWiden={onWiden && (() => onWiden(request.query))}
        />
      </>
    );
  }
  return (
    <>
      {updateLine}
      <ResultsHeader>
        <Count>{countText}</Count>
        <CopyLinkButton type="button" onClick={() => void copyLink(request)}>
          <LinkIcon />
          Copy link
        </CopyLinkButton>
        <HeaderNotes>
          {answerLine && (
            <AnswerLine data-testid="answer-line" title={answerLine}>
              {answerLine}
            </AnswerLine>
          )}
          {response.matchedByAddress && <AddressNote>Matched by contract address</AddressNote>}
          {filterWords && (
            <AddressNote>
              Showing {request.query} {filterWords}
            </AddressNote>
          )}
          {routeOnly && (
            <AddressNote>
              Every token that can move from {chainNameForId(routeOnly[0], chains)} to{' '}
              {chainNameForId(routeOnly[1], chains)}, the ones most protocols carry first
            </AddressNote>
          )}
          <SourceNotice statuses={statuses} protocol={request.protocol} withLoading={false} />
        </HeaderNotes>
      </ResultsHeader>
      <ResultList
        options={response.options}
        total={response.total}
        onNeedMore={onNeedMore}
        resetKey={JSON.stringify(request)}
        route={request}
        chains={chains}
        bridgeRoute={bridgeRoute}
        onBridge={onBridge}
        annotations={response.annotations}
        compact={compact}
        startedAt={startedAt}
      />
    </>
  );
}
