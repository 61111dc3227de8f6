// Narrows one protocol's list for its page: the filter box matches exactly as a search does
// (the catalogue's matcher on the searched fields, or an address), the chain filter keeps the
// tokens deployed on that chain (any deployment the token's card names). Pure: no I/O, no clock.
import { addressKey, detectAddress } from '../../src/shared/address';
import { isRetiredChain } from '../../src/shared/chains';
import type { ChainChoice } from '../../src/shared/contract';
import { foldCase } from './substring-index';
import type { Catalog } from './catalog';
import { compareCodeUnits } from './rank';
import { searchableQuery } from './search';

export interface FilterOutcome {
  /** Ordinals of the tokens kept, ascending; every token when nothing narrows the list. */
  matches: number[];
  /**
   * Every chain the list's cards name (each token's deployments, a protocol's own wrapped copies
   * included), sorted by name: the filter offers each chain a card says the token is on.
   */
  chains: ChainChoice[];
}

const chainsMemo = new WeakMap<Catalog, ChainChoice[]>();

/** Every chain a token of the catalogue is deployed on, once per catalogue. */
function deployedChains(catalog: Catalog): ChainChoice[] {
  let chains = chainsMemo.get(catalog);
  if (!chains) {
    // A network that no longer takes transfers is not offered as a filter.
    const ids = new Set(catalog.chainIds.flat().filter((id) => !isRetiredChain(id)));
    chains = [...ids]
      .map((id) => ({ id, name: catalog.chains.get(id) ?? id }))
      .sort(
        (a, b) =>
          compareCodeUnits(a.name.toLowerCase(), b.name.toLowerCase()) ||
          compareCodeUnits(a.id, b.id),
      );
    chainsMemo.set(catalog, chains);
  }
  return chains;
}

/** The ordinals a query matches, as a search finds them: by address, else by text. */
function textMatches(catalog: Catalog, query: string): readonly number[] {
  const address = detectAddress(query);
  if (address) return catalog.byAddress.get(addressKey(address.value)) ?? [];
  return catalog.matcher.match(foldCase(query));
}

/**
 * Input arrives over Comlink, so it is checked rather than trusted: a blank or over-long query
 * and a blank chain narrow nothing; an unknown chain keeps nothing.
 */
export function filterTokens(
  catalog: Catalog,
  options: { query?: unknown; chain?: unknown },
): FilterOutcome {
  const query = searchableQuery(options.query);
  const chain = typeof options.chain === 'string' ? options.chain.trim() : '';
  const candidates =
    query === '' ? catalog.tokens.map((_, ordinal) => ordinal) : [...textMatches(catalog, query)];
  // A token is on a chain when any of its deployments is: the chain its card names.
  const matches =
    chain === ''
      ? candidates
      : candidates.filter((ordinal) => catalog.chainIds[ordinal]?.includes(chain) ?? false);
  return { matches, chains: deployedChains(catalog) };
}
