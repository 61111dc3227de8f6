// The route answers a visitor gets on the data the build ships (Wormhole generated from the
// pinned SDK registry, the Stargate and Orbiter snapshots), as plain rows: each option, the
// chains of its route and their marks as the card groups them, and what it says arrives.
import { markChains } from '../../src/components/results/chain-groups';
import { resolveChain } from '../../src/shared/chains';
import { adapterOf } from '../../src/shared/protocols';
import type { OptionAnnotation, SearchRequest } from '../../src/shared/contract';
import type { BridgeOption, Protocol, Token } from '../../src/shared/tokens';
import { runSearch } from '../../workers/search/search';
import { withTokenNames } from '../../workers/search/titles';
import { ASSET_FACTS } from '../../workers/trust/assets';
import { createTrustNotes, type TrustNotes } from '../../workers/trust/trust-notes';
import type { Catalog } from '../../workers/search/catalog';
import { catalogsOf } from '../unit/workers/catalogs';
import { loadShippedTokens } from './shipped-tokens';

export interface Shipped {
  tokens: Record<Protocol, Token[]>;
  catalogs: Catalog[];
  notes: TrustNotes;
}

export async function loadShipped(): Promise<Shipped> {
  const tokens = await loadShippedTokens();
  const catalogs = catalogsOf(tokens);
  return { tokens, catalogs, notes: createTrustNotes(catalogs) };
}

export interface RouteCard {
  option: BridgeOption;
  note: OptionAnnotation | undefined;
  id: string;
  /** The card's title as shown: the symbol and the parenthesised name or key. */
  title: string;
  arrival: string;
  /** Route chips (From, To) with the heading of the group each sits under ('' unmarked). */
  chips: Array<{ chain: string; kind: string; heading: string }>;
}

/** The cards of one search, with the route chips as the card shows them (From and To first). */
export function routeCards(shipped: Shipped, request: SearchRequest): RouteCard[] {
  const options = withTokenNames(
    runSearch(shipped.catalogs, request, ASSET_FACTS).options,
    shipped.catalogs,
  );
  const annotations =
    request.fromChain && request.toChain
      ? shipped.notes.annotateRoute(options, request.fromChain, request.toChain)
      : shipped.notes.annotate(options);
  return options.map((option) => {
    const note = annotations[option.id];
    const chains = [request.fromChain, request.toChain]
      .filter((id): id is string => id !== undefined)
      .map((id) => ({ name: resolveChain(id).name }));
    const marked = markChains(chains, note?.chainMarks);
    const chips = chains.map((chain) => {
      if (marked.cardMark)
        return {
          chain: chain.name,
          kind: marked.cardMark.kind,
          heading: 'card: ' + marked.cardMark.name,
        };
      const group = marked.groups.find((g) => g.chains.includes(chain));
      return { chain: chain.name, kind: group?.kind ?? '', heading: group?.heading ?? '' };
    });
    const detail = option.tokenName ?? adapterOf(option.token).detail(option.token);
    const title = detail ? `${option.token.symbol} (${detail})` : option.token.symbol;
    return { option, note, id: option.id, title, arrival: note?.arrival ?? '', chips };
  });
}

export const ROUTES: SearchRequest[] = [
  { query: 'usdt', fromChain: 'ethereum', toChain: 'arbitrum' },
  { query: 'usdc', fromChain: 'ethereum', toChain: 'arbitrum' },
  { query: 'eth', fromChain: 'ethereum', toChain: 'arbitrum' },
  { query: 'wbtc', fromChain: 'ethereum', toChain: 'arbitrum' },
  { query: 'usdc', fromChain: 'ethereum', toChain: 'sui' },
  { query: 'usdc', fromChain: 'ethereum', toChain: 'base' },
  { query: 'usdt', fromChain: 'ethereum', toChain: 'optimism' },
];
