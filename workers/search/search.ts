// Answers a search over the loaded catalogues: text or address matching,
// the protocol and chain filters, grouping and ranking. Pure: no I/O, no clock.
import { addressKey, detectAddress } from '../../src/shared/address';
import type { SearchRequest } from '../../src/shared/contract';
import { cleanText, queryTooLong } from '../../src/shared/text';
import { protocolMakesRoute } from '../../src/shared/protocols';
import { PROTOCOLS, type BridgeOption, type Protocol } from '../../src/shared/tokens';
import { foldCase } from './substring-index';
import type { Catalog } from './catalog';
import { foldedMatches } from './folded';
import { coversChains, groupMatchesCached, type Grouped } from './group';
import { fieldReason, meaningMatches } from './meanings';
import { rankFolded } from './rank';
import { routeListing } from './route-listing';
import { assetMatches, joinedRouteOptions, type AssetFacts } from './assets';

export interface SearchOutcome {
  options: BridgeOption[];
  total: number;
  matchedByAddress: boolean;
}

const EMPTY: SearchOutcome = { options: [], total: 0, matchedByAddress: false };

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The text a query searches for: '' (no answer) when it is not a string or is longer than the
 * page allows (MAX_QUERY_LENGTH; the page says so and never sends one), else the query with
 * control and bidi formatting characters removed, as they are from every token field (a pasted
 * 'USDC' wrapped in direction marks still finds USDC). Regex metacharacters need nothing:
 * matching is plain substring comparison.
 */
export function searchableQuery(raw: unknown): string {
  if (typeof raw !== 'string' || queryTooLong(raw)) return '';
  return cleanText(raw) ?? '';
}

/** The first `limit` options, or all of them when `limit` is not a finite count. */
export function limited(ranked: BridgeOption[], limit: unknown): BridgeOption[] {
  return typeof limit === 'number' && Number.isFinite(limit) && limit >= 0
    ? ranked.slice(0, Math.floor(limit))
    : ranked;
}

/**
 * An address search shows the whole token (every chain, as any other search does) with the
 * chains where the searched contract is deployed highlighted; the card's contract line shows
 * the searched contract.
 */
function withAddressMatch(option: BridgeOption, key: string): BridgeOption {
  const highlightChains: string[] = [];
  for (const detail of option.chainDetails) {
    if (detail.address !== '' && addressKey(detail.address) === key) {
      if (!highlightChains.includes(detail.chainName)) highlightChains.push(detail.chainName);
    }
  }
  return highlightChains.length > 0 ? { ...option, highlightChains } : option;
}

/**
 * Runs a search. Input arrives over Comlink from the page, so it is checked rather than trusted:
 * an empty query gives no options (the page validates and shows the spec's message) unless both
 * From and To are chosen (then it lists the route), an unknown protocol matches nothing, and
 * nothing here throws on odd input.
 *
 * Order: options whose symbol contains the query (exact, then prefix, then inside), then those
 * found through a symbol's plain-letter reading, then those matched only through a name, key or
 * coinKey (each marked with what matched). A query that matched no symbol at all also finds the
 * symbols its common name or CoinGecko id means, ahead of the name and key matches. An address
 * query is one tier.
 */
export function runSearch(
  catalogs: readonly Catalog[],
  request: SearchRequest,
  /** What listed contracts are (the issuers' lists): finds assets under their other symbols. */
  facts?: AssetFacts,
): SearchOutcome {
  const query = searchableQuery(request.query);
  const protocol = request.protocol as unknown;
  if (protocol !== undefined && protocol !== null && !PROTOCOLS.includes(protocol as never))
    return EMPTY;
  const fromChain = optionalText(request.fromChain);
  const toChain = optionalText(request.toChain);
  if (query === '') {
    const blank = typeof request.query === 'string' && request.query.trim() === '';
    if (!blank || !fromChain || !toChain) return EMPTY;
    const listed = routeListing(
      catalogs,
      fromChain,
      toChain,
      protocol as Protocol | undefined,
      facts,
    );
    return {
      options: limited(listed, request.limit),
      total: listed.length,
      matchedByAddress: false,
    };
  }
  // An option must cover the chosen chains, and its protocol make a route between them.
  const accept = (grouped: Grouped) =>
    coversChains(grouped.chainIds, fromChain, toChain) &&
    protocolMakesRoute(grouped.option.protocol, fromChain, toChain);

  const address = detectAddress(query);
  const foldedQuery = foldCase(query);
  const key = address ? addressKey(address.value) : '';
  const bySymbol: Array<{ option: BridgeOption; folded: string }> = [];
  const byOther: Array<{ option: BridgeOption; folded: string }> = [];
  for (const catalog of catalogs) {
    if (protocol && catalog.protocol !== protocol) continue;
    // Both give ordinals in ascending (source) order: the first token of a group fills the card.
    const ordinals = address
      ? (catalog.byAddress.get(key) ?? [])
      : catalog.matcher.match(foldedQuery);
    if (ordinals.length === 0) continue;
    for (const grouped of groupMatchesCached(catalog, ordinals)) {
      if (!accept(grouped)) continue;
      if (address) {
        bySymbol.push({ ...grouped, option: withAddressMatch(grouped.option, key) });
        continue;
      }
      if (grouped.folded.includes(foldedQuery)) {
        bySymbol.push(grouped);
        continue;
      }
      const matchedBy = fieldReason(grouped.matched ?? grouped.option.token, foldedQuery);
      byOther.push({
        ...grouped,
        option: matchedBy ? { ...grouped.option, matchedBy } : grouped.option,
      });
    }
  }
  const wanted = protocol ? catalogs.filter((c) => c.protocol === protocol) : catalogs;
  // A route an asset makes under two of a protocol's symbols (a pool's USDT leaving Ethereum
  // arrives on Arbitrum as USD₮0) ranks with the symbol it was found by.
  const joined =
    facts && fromChain && toChain && !address
      ? joinedRouteOptions(wanted, facts, foldedQuery, fromChain, toChain)
      : [];
  const ranked = rankFolded([...bySymbol, ...joined.filter((entry) => entry.direct)], foldedQuery);
  if (!address) {
    // Readings follow the symbols that contain the query, protocol by protocol (catalogue order).
    const matched = new Set([...ranked, ...byOther.map((entry) => entry.option)].map((o) => o.id));
    let symbolMatches = bySymbol.length;
    for (const catalog of wanted) {
      const readings = foldedMatches(catalog, foldedQuery, matched, accept);
      symbolMatches += readings.length;
      ranked.push(...readings);
    }
    ranked.push(...joined.filter((entry) => !entry.direct).map((entry) => entry.option));
    // Then what a contract of an option is, when the option's symbol does not say it.
    if (facts) {
      const found = new Set([...matched, ...ranked.map((option) => option.id)]);
      ranked.push(...assetMatches(wanted, facts, foldedQuery, found, accept));
    }
    if (symbolMatches === 0) {
      // No symbol matched: what the query means as a coin's name comes first (a name match that
      // is also meant moves up, whole, with that reason), then the other name and key matches.
      const seen = new Set(ranked.map((option) => option.id));
      const meant = meaningMatches(wanted, foldedQuery, seen, accept);
      const meantIds = new Set(meant.map((option) => option.id));
      ranked.push(...meant);
      ranked.push(
        ...rankFolded(
          byOther.filter((entry) => !meantIds.has(entry.option.id)),
          foldedQuery,
        ),
      );
    } else {
      ranked.push(...rankFolded(byOther, foldedQuery));
    }
  }
  return {
    options: limited(ranked, request.limit),
    total: ranked.length,
    matchedByAddress: address !== null,
  };
}
