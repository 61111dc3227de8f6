// One protocol's tokens prepared for answering: which tokens are searchable and listed, the
// fields matched (the symbol, then the fields its adapter names), canonical chains per token, an
// address lookup, and the matcher (linear until the FlexSearch index is ready, then the index: both give the same answers).
import { addressKey, isNativeSentinelKey } from '../../src/shared/address';
import { resolveChain } from '../../src/shared/chains';
import type { Protocol, Token } from '../../src/shared/tokens';
import {
  isNativeCoinMarker,
  tokenAddress,
  tokenDeployments,
} from '../../src/shared/protocols/token-facts';
import { adapterOf } from '../../src/shared/protocols';
import { FieldTable, foldCase, linearMatcher, type SubstringMatcher } from './substring-index';
import { isListed } from './listed';

/** The fields a text search matches on: the symbol, then its adapter's (case-insensitive substring). */
export function searchFields(token: Token): string[] {
  return [
    token.symbol,
    ...adapterOf(token)
      .searchFields(token)
      .map(([, value]) => value ?? ''),
  ];
}

export { isListed };

export { tokenDeployments };

export type ChainResolver = (
  raw: string,
  source: Protocol,
) => { id: string; name: string; known: boolean };

/**
 * Canonical chain of a source chain identifier. A source that names chains freely ('zkSync Era
 * Mainnet') may give a chain id beside the name: when the name is unknown, the id may still be.
 */
function canonicalChainOf(
  token: Token,
  raw: string,
  hint: string | undefined,
  resolve: ChainResolver,
): { id: string; name: string } {
  const chain = resolve(raw, token.protocol);
  if (!chain.known && hint !== undefined && raw === adapterOf(token).chain(token)) {
    const byId = resolve(hint, token.protocol);
    if (byId.known) return byId;
  }
  return chain;
}

/** Tokens of one exact symbol, the unit of a bridge option (one per symbol and protocol). */
export interface SymbolGroup {
  symbol: string;
  /** foldCase(symbol), for ranking. */
  folded: string;
  /** Token ordinals, ascending (source order). */
  ordinals: number[];
}

export interface Catalog {
  protocol: Protocol;
  /** Searchable tokens (= listed tokens), in source order; ordinals index this array. */
  tokens: readonly Token[];
  table: FieldTable;
  /** Canonical chain ids per token ordinal, deployment order. */
  chainIds: readonly (readonly string[])[];
  /** Canonical chains (id -> display name) present in this catalogue. */
  chains: ReadonlyMap<string, string>;
  /** addressKey -> token ordinals, ascending. */
  byAddress: ReadonlyMap<string, readonly number[]>;
  /** Tokens grouped by exact symbol, in first-seen order, and each ordinal's group. */
  groups: readonly SymbolGroup[];
  groupOf: Uint32Array;
  /** Current matcher: linear at first, swapped for the index when it is ready. */
  matcher: SubstringMatcher;
}

export function createCatalog(
  protocol: Protocol,
  allTokens: readonly Token[],
  resolve: ChainResolver = resolveChain,
): Catalog {
  const tokens = allTokens.filter(isListed);
  const table = new FieldTable(tokens.map(searchFields));
  const chains = new Map<string, string>();
  const byAddress = new Map<string, number[]>();
  const memo = new Map<string, { id: string; name: string }>();
  const chainIds = tokens.map((token, ordinal) => {
    const ids: string[] = [];
    const hint = adapterOf(token).chainIdHint(token);
    // A placeholder for a chain's own coin names no contract: a search for it must not claim
    // this token as that contract's (the zero address would find every native coin).
    const ownMarker = isNativeCoinMarker(token) ? addressKey(tokenAddress(token)) : null;
    for (const { chainName, address } of tokenDeployments(token)) {
      const memoKey = hint === undefined ? chainName : `${chainName}\u0000${hint}`;
      let chain = memo.get(memoKey);
      if (!chain) {
        chain = canonicalChainOf(token, chainName, hint, resolve);
        memo.set(memoKey, chain);
      }
      if (!ids.includes(chain.id)) ids.push(chain.id);
      if (!chains.has(chain.id)) chains.set(chain.id, chain.name);
      const key = address === '' ? '' : addressKey(address);
      if (key !== '' && key !== ownMarker && !isNativeSentinelKey(key)) {
        const list = byAddress.get(key);
        if (!list) byAddress.set(key, [ordinal]);
        else if (list[list.length - 1] !== ordinal) list.push(ordinal);
      }
    }
    return ids;
  });
  const groups: SymbolGroup[] = [];
  const groupIndex = new Map<string, number>();
  const groupOf = new Uint32Array(tokens.length);
  tokens.forEach((token, ordinal) => {
    let index = groupIndex.get(token.symbol);
    if (index === undefined) {
      index = groups.length;
      groupIndex.set(token.symbol, index);
      groups.push({ symbol: token.symbol, folded: foldCase(token.symbol), ordinals: [] });
    }
    groups[index]!.ordinals.push(ordinal);
    groupOf[ordinal] = index;
  });
  return {
    protocol,
    tokens,
    table,
    chainIds,
    chains,
    byAddress,
    groups,
    groupOf,
    matcher: linearMatcher(table),
  };
}
