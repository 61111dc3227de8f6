// /tokens/{protocol}: every token one protocol supports.
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { useLocation, useSearch } from 'wouter';
import { useAnalytics } from '../../analytics/AnalyticsProvider';
import {
  parseProtocolFilters,
  protocolFiltersHref,
  type ProtocolFilters,
} from './protocol-filters';
import { ROUTES, protocolFromSlug } from '../../routing/routes';
import { useOnline } from '../../data/useOnline';
import { useProtocolTokens } from '../../data/useProtocolTokens';
import { useSourceStatuses } from '../../data/useSourceStatuses';
import { useTokenFilter } from '../../data/useTokenFilter';
import { openExternal } from '../../lib/browser/external-link';
import { tokenBridgeUrl } from '../../lib/bridge-links';
import { BridgeNowButton } from './BridgeNowButton';
import { TokenFilterBar } from './TokenFilterBar';
import { TokenGroupCard } from './TokenGroupCard';
import { groupBySymbol, splitRetiredTokens } from './token-groups';
import { PrimaryButton, SecondaryButton } from '../../components/ui/Button';
import { conflictOnChain } from './conflict-on-chain';
import { DataFreshness } from '../../components/status/DataFreshness';
import { notify } from '../../notify/notify';
import { Page, PageTitle } from '../../components/layout/Page';
import { MoreRow } from '../../components/results/ResultGrid';
import { RetiredNetworks } from '../../components/results/RetiredNetworks';
import { Spinner } from '../../components/ui/Spinner';
import { TokenCard } from './TokenCard';
import { useProgressiveCount } from '../../components/results/useProgressiveCount';
import type { OptionAnnotation } from '../../shared/contract';
import { chainDisplayName } from '../../shared/chains';
import { optionIdOf } from '../../shared/trust';
import { PROTOCOL_DISPLAY_NAME, type Protocol, type Token } from '../../shared/tokens';
import { tokenChain } from '../../shared/protocols/token-facts';

/** Token cards mounted at first; the rest follow as the visitor scrolls (the longest list has ~1,300). */
const FIRST_TOKENS = 60;
const MORE_TOKENS = 60;
/**
 * Token cards in the list's first frame: a screenful. Unlike search results they do not fade in
 * one by one, so the first frame shows what it holds (the rest follows a step per frame).
 */
const SCREENFUL_TOKENS = 6;

export function unknownProtocolText(protocol: string): string {
  return `Unknown protocol: ${protocol}`;
}

export function tokenCountText(count: number): string {
  return `${count} token(s) available for cross-chain bridging`;
}

/** Beside the count line in the grouped view: how many cards it shows (one per symbol). */
export function groupCountText(count: number): string {
  return `Shown as ${count} card(s), one per symbol`;
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space(4)};
  margin-bottom: ${theme.space(6)};
`;

const Count = styled.p`
  margin-top: ${theme.space(2)};
  color: ${theme.colors.textMuted};
`;

const GroupCount = styled.p`
  color: ${theme.colors.textMuted};
  font-size: 0.85rem;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${theme.space(4)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Freshness = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  margin: -${theme.space(2)} 0 ${theme.space(5)};
`;

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space(4)};
  padding: ${theme.space(16)} ${theme.space(4)};
  text-align: center;
  color: ${theme.colors.textMuted};
`;

const ErrorText = styled.p`
  color: ${theme.colors.danger};
  font-weight: 600;
`;

function UnknownProtocol({ slug }: { slug: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    notify.error(unknownProtocolText(slug), { id: `unknown-protocol:${slug}` });
    navigate(ROUTES.home, { replace: true });
  }, [slug, navigate]);
  return null;
}

/** The address conflict the sources report on this token's own chain, if any. */
function conflictFor(
  annotations: Readonly<Record<string, OptionAnnotation>>,
  token: Token,
): string | undefined {
  const annotation = annotations[optionIdOf(token.protocol, token.symbol)];
  return conflictOnChain(annotation, chainDisplayName(tokenChain(token), token.protocol));
}

/** The by-chain view's '+N retired networks', apart from the cards under it. */
const RetiredRow = styled.div`
  margin-bottom: ${theme.space(4)};
`;

export const NO_MATCH_TEXT = 'No tokens match these filters.';

const EMPTY_TOKENS: Token[] = [];

function TokenList({ protocol }: { protocol: Protocol }) {
  const [, navigate] = useLocation();
  const state = useProtocolTokens(protocol);
  const statuses = useSourceStatuses();
  const online = useOnline();
  const analytics = useAnalytics();
  const filterId = useId();
  const displayName = PROTOCOL_DISPLAY_NAME[protocol];
  const tokens = state.phase === 'loaded' ? state.tokens : EMPTY_TOKENS;
  const filters = parseProtocolFilters(useSearch());
  const { query, chain, view } = filters;
  const filtered = useTokenFilter(
    protocol,
    { query, chain },
    state.phase === 'loaded' ? tokens.length : null,
  );
  // Until the worker's first answer, the whole list (the filters narrow it a moment later).
  const kept = useMemo(
    () => filtered.matches ?? tokens.map((_, index) => index),
    [filtered.matches, tokens],
  );
  // Tokens on networks that no longer take transfers are not counted or listed by chain; a symbol
  // card names them itself.
  const { live, retired } = useMemo(() => splitRetiredTokens(tokens, kept), [tokens, kept]);
  const groups = useMemo(
    () => (view === 'token' ? groupBySymbol(tokens, kept) : []),
    [view, tokens, kept],
  );
  const itemCount = view === 'token' ? groups.length : live.length;
  const { shown, more, sentinelRef, listRef, showMore } = useProgressiveCount(
    itemCount,
    `${protocol}\u0000${view}\u0000${query}\u0000${chain}`,
    FIRST_TOKENS,
    MORE_TOKENS,
    SCREENFUL_TOKENS,
  );

  // The URL holds the filters: typing replaces the entry, so Back leaves the page as before.
  const setFilters = (patch: Partial<ProtocolFilters>) =>
    navigate(protocolFiltersHref(protocol, { ...filters, ...patch }), { replace: true });

  const onBridge = useCallback(
    (token: Token) => {
      analytics.bridgeNowClicked({ symbol: token.symbol, protocol: token.protocol });
      openExternal(tokenBridgeUrl(token));
    },
    [analytics],
  );

  useEffect(() => {
    document.title = `Tokens supported by ${displayName} · Bridge, please!`;
  }, [displayName]);

  // One 'Protocol Page View' per visit, once the list is loaded (not again on quiet reloads).
  const tracked = useRef<Protocol | null>(null);
  useEffect(() => {
    if (state.phase !== 'loaded' || tracked.current === protocol) return;
    tracked.current = protocol;
    analytics.protocolPageView({ protocol, tokenCount: state.tokens.length });
  }, [state, protocol, analytics]);

  const goHome = () => navigate(ROUTES.home);

  if (state.phase === 'loading') {
    return (
      <Centered role="status">
        <Spinner />
        <p>Loading tokens...</p>
      </Centered>
    );
  }

  if (state.phase === 'error') {
    return (
      <Centered>
        <ErrorText role="alert">Error loading tokens: {state.error.message}</ErrorText>
        <SecondaryButton type="button" onClick={goHome}>
          Go Back
        </SecondaryButton>
      </Centered>
    );
  }

  return (
    <>
      <Head>
        <div>
          <PageTitle>Tokens supported by {displayName}</PageTitle>
          <Count>{tokenCountText(live.length)}</Count>
          {/* The count line counts tokens; the grouped view shows fewer cards, and says so. */}
          {view === 'token' && <GroupCount>{groupCountText(groups.length)}</GroupCount>}
        </div>
        <SecondaryButton type="button" onClick={goHome}>
          <span aria-hidden="true">←</span> Back to Search
        </SecondaryButton>
      </Head>
      <Freshness>
        <DataFreshness
          statuses={statuses.filter((status) => status.protocol === protocol)}
          online={online}
        />
      </Freshness>
      {state.tokens.length === 0 ? (
        <Centered>
          <p>No tokens found for this protocol.</p>
          <PrimaryButton type="button" onClick={goHome}>
            Go Back to Search
          </PrimaryButton>
        </Centered>
      ) : (
        <>
          <TokenFilterBar
            id={filterId}
            query={query}
            chain={chain}
            view={view}
            chains={filtered.chains}
            onChange={setFilters}
          />
          {view === 'chain' && retired.length > 0 && (
            <RetiredRow>
              <RetiredNetworks chains={retired} />
            </RetiredRow>
          )}
          {itemCount === 0 ? (
            <Centered>
              <p>{NO_MATCH_TEXT}</p>
              <SecondaryButton type="button" onClick={() => setFilters({ query: '', chain: '' })}>
                Clear filters
              </SecondaryButton>
            </Centered>
          ) : (
            <Grid aria-label={`${displayName} tokens`} ref={listRef}>
              {view === 'token'
                ? groups
                    .slice(0, shown)
                    .map((group) => (
                      <TokenGroupCard
                        key={group.symbol}
                        symbol={group.symbol}
                        tokens={group.indexes.map((index) => tokens[index]!)}
                        onBridge={onBridge}
                        annotation={state.annotations[optionIdOf(protocol, group.symbol)]}
                        borrowedName={state.tokenNames[optionIdOf(protocol, group.symbol)]}
                      />
                    ))
                : live.slice(0, shown).map((index) => {
                    const token = tokens[index]!;
                    return (
                      <TokenCard
                        key={`${index}:${token.symbol}`}
                        token={token}
                        variant={state.variants[index]}
                        conflict={conflictFor(state.annotations, token)}
                      >
                        <BridgeNowButton type="button" onClick={() => onBridge(token)}>
                          Bridge Now
                        </BridgeNowButton>
                      </TokenCard>
                    );
                  })}
            </Grid>
          )}
          {more && itemCount > 0 && (
            <MoreRow ref={sentinelRef}>
              <SecondaryButton type="button" onClick={showMore}>
                Show more ({itemCount - shown} more)
              </SecondaryButton>
            </MoreRow>
          )}
        </>
      )}
    </>
  );
}

export function ProtocolView({ slug }: { slug: string }) {
  const protocol = protocolFromSlug(slug);
  return (
    <Page>
      {protocol ? (
        <TokenList key={protocol} protocol={protocol} />
      ) : (
        <UnknownProtocol slug={slug} />
      )}
    </Page>
  );
}
