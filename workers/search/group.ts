// Groups matched tokens into bridge options: one option per symbol + protocol, the first
// token fills the card, later tokens of the group add their chains.
import type { BridgeOption, Token } from '../../src/shared/tokens';
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
 * The options of the symbol groups the given ordinals touch. A protocol's token is one story: an
 * option found through a field only some of its tokens have (a name, a key, an address) still
 * shows the whole symbol group, every chain, built once per catalogue and shared. `matched` is
 * the first matched token of such a partial match, for saying what matched.
 * Returns groups in no particular order (ranking orders them) with their folded symbols.
 */
export function groupMatchesCached(
  catalog: Catalog,
  ordinals: readonly number[],
): Array<Grouped & { folded: string; matched?: Token }> {
  const counts = new Uint32Array(catalog.groups.length);
  const firstMatch = new Map<number, number>();
  const touched: number[] = [];
  for (const ordinal of ordinals) {
    const group = catalog.groupOf[ordinal] ?? 0;
    if (counts[group] === 0) {
      touched.push(group);
      firstMatch.set(group, ordinal);
    }
    counts[group] = (counts[group] ?? 0) + 1;
  }
  return touched.map((group) => {
    const symbolGroup = catalog.groups[group]!;
    const whole = { ...fullGroup(catalog, group), folded: symbolGroup.folded };
    if (counts[group] === symbolGroup.ordinals.length) return whole;
    return { ...whole, matched: catalog.tokens[firstMatch.get(group)!]! };
  });
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
