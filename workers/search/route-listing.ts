// Route-first search: with From and To chosen and no query, every option that can make that
// route, the tokens most protocols carry first (the ones a visitor can compare), one token's
// options together in protocol order.
import { protocolMakesRoute } from '../../src/shared/protocols';
import { PROTOCOLS, type BridgeOption, type Protocol } from '../../src/shared/tokens';
import { foldCase } from './substring-index';
import type { Catalog } from './catalog';
import { coversChains, fullGroup } from './group';
import { compareCodeUnits } from './rank';
import { joinedRouteOptions, type AssetFacts } from './assets';

/**
 * Options covering both chains, from every catalogue of `protocol` (all when undefined), and with
 * `facts`, the routes an asset makes under two of a protocol's symbols. A route needs two
 * different chains: the same chain twice lists nothing. A protocol whose routes all have one hub
 * chain at an end (a rollup's own bridge) lists nothing between two other chains.
 */
export function routeListing(
  catalogs: readonly Catalog[],
  fromChain: string,
  toChain: string,
  protocol?: Protocol,
  facts?: AssetFacts,
): BridgeOption[] {
  if (fromChain === toChain) return [];
  const found: BridgeOption[] = [];
  const protocolsOf = new Map<string, Set<Protocol>>();
  for (const catalog of catalogs) {
    if (protocol && catalog.protocol !== protocol) continue;
    if (!protocolMakesRoute(catalog.protocol, fromChain, toChain)) continue;
    catalog.groups.forEach((group, index) => {
      const grouped = fullGroup(catalog, index);
      if (!coversChains(grouped.chainIds, fromChain, toChain)) return;
      found.push(grouped.option);
      let protocols = protocolsOf.get(group.folded);
      if (!protocols) protocolsOf.set(group.folded, (protocols = new Set()));
      protocols.add(catalog.protocol);
    });
  }
  if (facts) {
    const wanted = protocol ? catalogs.filter((c) => c.protocol === protocol) : catalogs;
    for (const { option, folded } of joinedRouteOptions(wanted, facts, '', fromChain, toChain)) {
      found.push(option);
      let protocols = protocolsOf.get(folded);
      if (!protocols) protocolsOf.set(folded, (protocols = new Set()));
      protocols.add(option.protocol);
    }
  }
  const count = (option: BridgeOption) => protocolsOf.get(foldCase(option.token.symbol))?.size ?? 0;
  return found.sort(
    (a, b) =>
      count(b) - count(a) ||
      compareCodeUnits(foldCase(a.token.symbol), foldCase(b.token.symbol)) ||
      PROTOCOLS.indexOf(a.protocol) - PROTOCOLS.indexOf(b.protocol) ||
      compareCodeUnits(a.token.symbol, b.token.symbol),
  );
}
