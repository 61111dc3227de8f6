// Groups matched tokens into bridge options: one option per symbol + protocol, the first
// token fills the card, later tokens of the group add their chains.
import type { BridgeOption } from '../../src/shared/tokens';
import type { Catalog } from './catalog';
import { tokenDeployments } from './catalog';

export interface Grouped {
  option: BridgeOption;
  /** Canonical chain ids the option covers, for the From / To filters. */
  chainIds: Set<string>;
}

/**
 * Groups the given token ordinals (ascending = source order) of one catalogue. Symbols are
 * compared as exact strings: 'USDT' and 'USDt' are different tokens. Chains are deduplicated in
 * first-seen order; chainDetails keep one entry per (chain, address) deployment.
 */
export function groupMatches(catalog: Catalog, ordinals: readonly number[]): Grouped[] {
  const groups = new Map<string, Grouped & { details: Set<string> }>();
  for (const ordinal of ordinals) {
    const token = catalog.tokens[ordinal];
    if (!token) continue;
    let group = groups.get(token.symbol);
    if (!group) {
      group = {
        option: {
          id: `${catalog.protocol}:${token.symbol}`,
          protocol: catalog.protocol,
          token,
          availableChains: [],
          chainDetails: [],
        },
        chainIds: new Set(),
        details: new Set(),
      };
      groups.set(token.symbol, group);
    }
    const { option, details } = group;
    for (const deployment of tokenDeployments(token)) {
      if (!option.availableChains.includes(deployment.chainName))
        option.availableChains.push(deployment.chainName);
      const detailKey = `${deployment.chainName}\u0000${deployment.address}`;
      if (!details.has(detailKey)) {
        details.add(detailKey);
        option.chainDetails.push({ chainName: deployment.chainName, address: deployment.address });
      }
    }
    for (const id of catalog.chainIds[ordinal] ?? []) group.chainIds.add(id);
  }
  return [...groups.values()].map(({ option, chainIds }) => ({ option, chainIds }));
}

const fullGroups = new WeakMap<Catalog, Map<number, Grouped>>();

/** The option of a whole symbol group, built once per catalogue and frozen (it is shared). */
export function fullGroup(catalog: Catalog, group: number): Grouped {
  let cache = fullGroups.get(catalog);
  if (!cache) {
    cache = new Map();
    fullGroups.set(catalog, cache);
  }
  let grouped = cache.get(group);
  if (!grouped) {
    const [built] = groupMatches(catalog, catalog.groups[group]?.ordinals ?? []);
    if (!built) throw new Error(`empty symbol group ${group}`);
    Object.freeze(built.option.availableChains);
    built.option.chainDetails.forEach((detail) => Object.freeze(detail));
    Object.freeze(built.option.chainDetails);
    Object.freeze(built.option);
    grouped = built;
    cache.set(group, grouped);
  }
  return grouped;
}

/**
 * Same answer as `groupMatches`, faster: all tokens of a group share the symbol, so when the
 * query matched the symbol the whole group matched and its option is reused instead of rebuilt.
 * Only groups matched through another field (name, key, coinKey) are partial and built here.
 * Returns groups in no particular order (ranking orders them) with their folded symbols.
 */
export function groupMatchesCached(
  catalog: Catalog,
  ordinals: readonly number[],
): Array<Grouped & { folded: string }> {
  const counts = new Uint32Array(catalog.groups.length);
  const touched: number[] = [];
  for (const ordinal of ordinals) {
    const group = catalog.groupOf[ordinal] ?? 0;
    if (counts[group] === 0) touched.push(group);
    counts[group] = (counts[group] ?? 0) + 1;
  }
  const out: Array<Grouped & { folded: string }> = [];
  let partial: Map<number, number[]> | null = null;
  for (const group of touched) {
    const symbolGroup = catalog.groups[group]!;
    if (counts[group] === symbolGroup.ordinals.length)
      out.push({ ...fullGroup(catalog, group), folded: symbolGroup.folded });
    else (partial ??= new Map()).set(group, []);
  }
  if (partial) {
    for (const ordinal of ordinals) partial.get(catalog.groupOf[ordinal] ?? 0)?.push(ordinal);
    for (const [group, members] of partial) {
      for (const grouped of groupMatches(catalog, members))
        out.push({ ...grouped, folded: catalog.groups[group]!.folded });
    }
  }
  return out;
}

/**
 * From / To filters on canonical chain ids: an option must cover every chain that is set. A route
 * needs two different chains, but From = To is not an error: it just requires that chain.
 */
export function coversChains(
  chainIds: ReadonlySet<string>,
  fromChain?: string,
  toChain?: string,
): boolean {
  if (fromChain && !chainIds.has(fromChain)) return false;
  if (toChain && !chainIds.has(toChain)) return false;
  return true;
}
