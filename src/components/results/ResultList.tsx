// The result cards of a search, with the route label and the bridge link of each. Only the
// lazy ./SearchResults imports it, so none of this is in the entry chunk.
import {
  Fragment,
  memo,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { CardsDueContext } from './cards-due';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { bridgeTarget, type BridgeTarget, type RouteChoice } from '../../lib/bridge-links';
import { departureContext, type DepartureContext } from '../../lib/departure';
import { chainDisplayName } from '../../shared/chains';
import type { ChainChoice, OptionAnnotation } from '../../shared/contract';
import { PROTOCOL_BRIDGE_APP, PROTOCOL_DISPLAY_NAME, type BridgeOption } from '../../shared/tokens';
import { SecondaryButton } from '../ui/Button';
import { chainNameForId } from './chain-names';
import { keepPlaces } from './keep-places';
import { cardsPerRow, MoreRow, ResultGrid } from './ResultGrid';
import { ResultCard } from './ResultCard';
import { SkeletonItems } from './SkeletonCards';
import {
  PROGRESSIVE_FIRST,
  PROGRESSIVE_INSTANT,
  PROGRESSIVE_STEP,
  useProgressiveCount,
} from './useProgressiveCount';

/** Chain chips a card shows on a phone before '+N more'. */
export const PHONE_CHAINS = 3;
/**
 * Cards a phone shows before 'Show more' (then as many again each time), added only when asked:
 * a few screens of compact cards, instead of a page five thousand pixels tall for a dozen options.
 */
export const PHONE_FIRST_OPTIONS = 5;
/**
 * Skeleton cards stand in for the cards when none is drawn this long after the search started:
 * a fast device draws them long before, a slow phone shows it is working.
 */
export const CARDS_SKELETON_DELAY_MS = 120;

const NONE_DRAWN: readonly string[] = [];

function sameIds(ids: readonly string[], options: readonly BridgeOption[]): boolean {
  return (
    ids.length === options.length && options.every((option, index) => option.id === ids[index])
  );
}

/** Heads the options matched only through a name, key or common name: a full-width grid row. */
const TierHeading = styled.li`
  grid-column: 1 / -1;
  margin-top: ${theme.space(4)};
  h3 {
    font-size: 1rem;
    font-weight: 650;
    color: ${theme.colors.textMuted};
  }
`;

/**
 * What 'Bridge Now' opens, in words: 'Arbitrum → Base on {protocol}', and the app by name where the
 * protocol's transfers run in another's ('Ethereum → Base on {protocol} via {app}').
 */
export function bridgeLabel(
  option: BridgeOption,
  route: RouteChoice = {},
  context?: DepartureContext,
  target: BridgeTarget = bridgeTarget(option, route, context),
): string {
  const app = PROTOCOL_BRIDGE_APP[option.protocol];
  const protocol = PROTOCOL_DISPLAY_NAME[option.protocol];
  if (!target.from) return `Opens ${app ?? protocol} (no route link)`;
  const on = app ? `${protocol} via ${app}` : protocol;
  const from = chainDisplayName(target.from, option.protocol);
  return target.to
    ? `${from} → ${chainDisplayName(target.to, option.protocol)} on ${on}`
    : `From ${from} on ${on}`;
}

/**
 * The result cards, rendered progressively: a search over a large dataset can return hundreds
 * of options, and mounting them all at once would freeze the page. The options may be the first
 * batch of `total`: nearing the end of them asks for the rest (`onNeedMore`).
 */
export const ResultList = memo(function ResultList({
  options,
  total = options.length,
  onNeedMore,
  resetKey,
  route,
  chains,
  bridgeRoute,
  onBridge,
  annotations,
  compact: small = false,
  startedAt,
}: {
  options: BridgeOption[];
  /** How many options the search found; more than `options` when only a first batch is here. */
  total?: number;
  /** Asks for the options past the first batch. */
  onNeedMore?: () => void;
  /** A new search starts again from the first batch. */
  resetKey: string;
  /** The chains of the search shown: 'Ethereum -> Arbitrum' on every card when both are set. */
  route?: RouteChoice;
  /** The loaded chain list, for the names in that label. */
  chains?: readonly ChainChoice[];
  /** The chains 'Bridge Now' prefills (the search in the URL). */
  bridgeRoute?: RouteChoice;
  /** 'Bridge Now' on a card, with the protocol's bridge link for it. */
  onBridge: (option: BridgeOption, href: string) => void;
  /** Trust notes keyed by option id; options with nothing to say are absent. */
  annotations?: Readonly<Record<string, OptionAnnotation>>;
  /** A phone: compact cards, a few at a time, more only on request. */
  compact?: boolean;
  /**
   * When the visitor's search started (performance.now()): late cards get skeletons in their
   * place, and the panel reads busy until they are drawn. None for an answer nobody waits for (a
   * quiet refresh): the panel stays free, as the visitor may be typing the next search.
   */
  startedAt?: number;
}) {
  // The answer commits with the count and no card, in the event that has it, so the key press
  // paints at once; the cards of the first screen render next, then the rest, in transitions.
  const firstScreen = useCallback(
    (list: HTMLUListElement | null) =>
      small ? PROGRESSIVE_INSTANT : cardsPerRow(list?.clientWidth || window.innerWidth),
    [small],
  );
  const key = `${resetKey}${small ? ':phone' : ''}`;
  const { shown, more, sentinelRef, listRef, placeInBatch, showMore } = useProgressiveCount(
    options.length,
    key,
    small ? PHONE_FIRST_OPTIONS : PROGRESSIVE_FIRST,
    small ? PHONE_FIRST_OPTIONS : PROGRESSIVE_STEP,
    0,
    // A phone's visitor asks for more with the button: the page stays a few screens long.
    !small,
    firstScreen,
  );
  // No card drawn yet: skeletons stand in once the search is CARDS_SKELETON_DELAY_MS old. A
  // search as old as the screen's loading state (the store's busyAfterMs) when its answer
  // commits was shown as running: it says so in that very commit (an update from a layout
  // effect renders before the browser takes any input), so the panel stays busy until the cards
  // are drawn, never free for a moment between the answer and its late cards. A quicker answer
  // never makes the panel busy afterwards: a box disabled then would lose the keys typed into it.
  const cardsDue = shown === 0 && options.length > 0;
  const cardsWait = useContext(CardsDueContext);
  const busyAfter = cardsWait?.busyAfterMs ?? CARDS_SKELETON_DELAY_MS;
  const [busyFor, setBusyFor] = useState<string | null>(null);
  const [lateFor, setLateFor] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (!cardsDue) return;
    const start = startedAt ?? performance.now();
    const timers: number[] = [];
    const after = (ms: number, mark: (key: string) => void) => {
      const delay = start + ms - performance.now();
      if (delay <= 0) mark(key);
      else timers.push(window.setTimeout(() => mark(key), delay));
    };
    // Only a panel already showing the search as running when its answer commits stays busy
    // for the cards. An answer quicker than that found the panel free, and the visitor may be
    // typing the next search: disabling the box then would drop their keys.
    if (start + busyAfter <= performance.now()) setBusyFor(key);
    after(CARDS_SKELETON_DELAY_MS, setLateFor);
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [cardsDue, key, startedAt, busyAfter]);
  const skeletons = cardsDue && lateFor === key;
  // While the skeletons stand in for the cards, the panel says the search is still running: in
  // the commit that shows them, so no frame has the one without the other.
  const wait =
    startedAt === undefined || !cardsDue || busyFor !== key ? 'none' : skeletons ? 'late' : 'due';
  useLayoutEffect(() => {
    if (wait === 'none' || !cardsWait) return;
    cardsWait.set(wait);
    return () => cardsWait.set('none');
  }, [wait, cardsWait]);
  // Every option held is on screen but the search found more: fetch them near the end.
  const wantMore = shown === options.length && options.length < total;
  const needMoreRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const sentinel = needMoreRef.current;
    if (!wantMore || !onNeedMore || !sentinel || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNeedMore();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [wantMore, onNeedMore]);
  const routeLabel =
    route?.fromChain && route.toChain
      ? `${chainNameForId(route.fromChain, chains)} -> ${chainNameForId(route.toChain, chains)}`
      : undefined;
  const fromChain = route?.fromChain;
  const toChain = route?.toChain;
  const routeChains = useMemo(
    () => (fromChain && toChain ? { fromChain, toChain } : undefined),
    [fromChain, toChain],
  );
  // With no From chosen, the other options of the search help pick where each one leaves from.
  const departures = useMemo(() => departureContext(options), [options]);
  const bridge = useCallback(
    (option: BridgeOption) => onBridge(option, bridgeTarget(option, bridgeRoute, departures).href),
    [onBridge, bridgeRoute, departures],
  );
  // New data re-runs the search on screen: the cards drawn so far keep their places, and what
  // the new answer adds follows them (keep-places.ts). A new search starts from its own order.
  const [drawn, setDrawn] = useState<{ key: string; ids: readonly string[] }>({ key, ids: [] });
  const drawnIds = drawn.key === key ? drawn.ids : NONE_DRAWN;
  const ordered = useMemo(() => keepPlaces(options, drawnIds), [options, drawnIds]);
  const visible = ordered.slice(0, shown);
  if (drawn.key !== key || !sameIds(drawn.ids, visible)) {
    setDrawn({ key, ids: visible.map((option) => option.id) });
  }
  // Options come symbol matches first; the rest (marked with what matched) go under a heading.
  const firstOther = visible.findIndex((option) => option.matchedBy !== undefined);
  return (
    <>
      <ResultGrid aria-label="Bridge options" ref={listRef} aria-busy={cardsDue}>
        {skeletons && <SkeletonItems />}
        {visible.map((option, index) => {
          const target = bridgeTarget(option, bridgeRoute, departures);
          return (
            <Fragment key={option.id}>
              {index === firstOther && (
                <TierHeading data-list-heading="">
                  <h3>{index === 0 ? 'Matched by name or key' : 'Also matched by name or key'}</h3>
                </TierHeading>
              )}
              <ResultCard
                option={option}
                // Later batches animate from their own start, not from the list's.
                index={placeInBatch(index)}
                routeLabel={routeLabel}
                bridgeLabel={bridgeLabel(option, bridgeRoute, departures, target)}
                bridgeFrom={target.from}
                bridgeTo={target.to}
                onBridge={bridge}
                annotation={annotations?.[option.id]}
                collapseChainsAfter={small ? PHONE_CHAINS : undefined}
                routeChains={routeChains}
              />
            </Fragment>
          );
        })}
      </ResultGrid>
      {(more || wantMore) && (
        <MoreRow ref={more ? sentinelRef : needMoreRef}>
          <SecondaryButton
            type="button"
            onClick={() => {
              showMore();
              if (wantMore) onNeedMore?.();
            }}
          >
            Show more ({total - shown} more)
          </SecondaryButton>
        </MoreRow>
      )}
    </>
  );
});
