// Answers a search over the loaded catalogues (SPEC 3, 5; issue 6): text or address matching,
// the protocol and chain filters, grouping and ranking. Pure: no I/O, no clock.
import { addressKey, detectAddress } from '../../src/shared/address';
import type { SearchRequest } from '../../src/shared/contract';
import { cleanText, queryTooLong } from '../../src/shared/text';
import { PROTOCOLS, type BridgeOption } from '../../src/shared/tokens';
import { foldCase } from './substring-index';
import type { Catalog } from './catalog';
import { foldedMatches } from './folded';
import { coversChains, groupMatchesCached } from './group';
import { rankFolded } from './rank';

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

/**
 * Runs a search. Input arrives over Comlink from the page, so it is checked rather than trusted:
 * an empty query gives no options (the page validates and shows the spec's message), an unknown
 * protocol matches nothing, and nothing here throws on odd input.
 */
export function runSearch(catalogs: readonly Catalog[], request: SearchRequest): SearchOutcome {
  const query = searchableQuery(request.query);
  if (query === '') return EMPTY;
  const protocol = request.protocol as unknown;
  if (protocol !== undefined && protocol !== null && !PROTOCOLS.includes(protocol as never))
    return EMPTY;
  const fromChain = optionalText(request.fromChain);
  const toChain = optionalText(request.toChain);

  const address = detectAddress(query);
  const foldedQuery = foldCase(query);
  const key = address ? addressKey(address.value) : '';
  const found: Array<{ option: BridgeOption; folded: string }> = [];
  for (const catalog of catalogs) {
    if (protocol && catalog.protocol !== protocol) continue;
    // Both give ordinals in ascending (source) order: the first token of a group fills the card.
    const ordinals = address
      ? (catalog.byAddress.get(key) ?? [])
      : catalog.matcher.match(foldedQuery);
    if (ordinals.length === 0) continue;
    for (const grouped of groupMatchesCached(catalog, ordinals)) {
      if (coversChains(grouped.chainIds, fromChain, toChain)) found.push(grouped);
    }
  }
  const ranked = rankFolded(found, foldedQuery);
  if (!address) {
    // Readings come after every direct match, protocol by protocol (catalogue order).
    const matched = new Set(ranked.map((option) => option.id));
    for (const catalog of catalogs) {
      if (protocol && catalog.protocol !== protocol) continue;
      ranked.push(
        ...foldedMatches(catalog, foldedQuery, matched, (grouped) =>
          coversChains(grouped.chainIds, fromChain, toChain),
        ),
      );
    }
  }
  const limit = request.limit;
  const limited =
    typeof limit === 'number' && Number.isFinite(limit) && limit >= 0
      ? ranked.slice(0, Math.floor(limit))
      : ranked;
  return { options: limited, total: ranked.length, matchedByAddress: address !== null };
}
