// The second look for a query that matched no symbol: options that match only through a field
// other than the symbol are marked with what matched, and a coin's everyday name ('bitcoin') or
// its CoinGecko id finds the symbols it means.
import type { BridgeOption, MatchReason, Token } from '../../src/shared/tokens';
import { adapterOf } from '../../src/shared/protocols';
import { foldCase } from './substring-index';
import type { Catalog } from './catalog';
import { commonNameOf, meaningRank } from './common-names';
import { fullGroup, groupMatchesCached, type Grouped } from './group';
import { compareCodeUnits } from './rank';

/** The non-symbol field of `token` that contains the query (its adapter's search fields, in order). */
export function fieldReason(token: Token, foldedQuery: string): MatchReason | undefined {
  for (const [field, value] of adapterOf(token).searchFields(token)) {
    if (value && foldCase(value).includes(foldedQuery)) return { field, value };
  }
  return undefined;
}

/** A CoinGecko id names the query when it or one of its words starts with it ('wrapped-bitcoin'). */
function geckoIdNames(id: string, foldedQuery: string): boolean {
  const folded = foldCase(id);
  if (folded.startsWith(foldedQuery)) return true;
  return folded.split(/[-_\s]+/).some((word) => word.startsWith(foldedQuery));
}

/** Shortest sensible CoinGecko id query: 'so' would name half the coins. */
const MIN_GECKO_QUERY_LENGTH = 3;

/**
 * Options meant by a query that matched no symbol: the symbols of its common name (table order),
 * then tokens whose CoinGecko id (where their source gives one) names it, skipping ids in `seen`. `accept` applies the
 * chain filters.
 */
export function meaningMatches(
  catalogs: readonly Catalog[],
  foldedQuery: string,
  seen: ReadonlySet<string>,
  accept: (grouped: Grouped) => boolean,
): BridgeOption[] {
  const out: Array<{ option: BridgeOption; rank: number; catalog: number }> = [];
  const taken = new Set(seen);
  const common = commonNameOf(foldedQuery);
  catalogs.forEach((catalog, catalogIndex) => {
    if (common) {
      const reason: MatchReason = {
        field: 'common name',
        name: common.name,
        symbols: [...common.entry.symbols],
      };
      catalog.groups.forEach((group, index) => {
        const rank = meaningRank(common.entry, group.symbol);
        if (rank < 0) return;
        const grouped = fullGroup(catalog, index);
        if (taken.has(grouped.option.id) || !accept(grouped)) return;
        taken.add(grouped.option.id);
        out.push({ option: { ...grouped.option, matchedBy: reason }, rank, catalog: catalogIndex });
      });
    }
  });
  const gecko: typeof out = [];
  if (foldedQuery.length >= MIN_GECKO_QUERY_LENGTH) {
    catalogs.forEach((catalog, catalogIndex) => {
      const ordinals: number[] = [];
      catalog.tokens.forEach((token, ordinal) => {
        const id = adapterOf(token).coinGeckoId(token);
        if (id && geckoIdNames(id, foldedQuery)) ordinals.push(ordinal);
      });
      if (ordinals.length === 0) return;
      for (const grouped of groupMatchesCached(catalog, ordinals)) {
        if (taken.has(grouped.option.id) || !accept(grouped)) continue;
        taken.add(grouped.option.id);
        const token = grouped.matched ?? grouped.option.token;
        const value = adapterOf(token).coinGeckoId(token) ?? '';
        gecko.push({
          option: { ...grouped.option, matchedBy: { field: 'coinGeckoId', value } },
          rank: 0,
          catalog: catalogIndex,
        });
      }
    });
  }
  const byRank = (a: (typeof out)[number], b: (typeof out)[number]) =>
    a.rank - b.rank ||
    a.catalog - b.catalog ||
    compareCodeUnits(a.option.token.symbol, b.option.token.symbol);
  return [...out.sort(byRank), ...gecko.sort(byRank)].map(({ option }) => option);
}
