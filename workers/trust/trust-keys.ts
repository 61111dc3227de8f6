// The keys the trust checks (address agreement, variant labels, change tracking, typo suggestions)
// compare tokens by: canonical chain, comparable address, trimmed symbol and look-alike symbol fold.
import { addressKey, isNativeSentinelKey } from '../../src/shared/address';
import { resolveChain, type CanonicalChain } from '../../src/shared/chains';
import { adapterOf } from '../../src/shared/protocols';
import type { Token } from '../../src/shared/tokens';
import { tokenChain } from '../../src/shared/protocols/token-facts';
import { foldSymbol } from '../search/symbol-fold';

export { foldSymbol };

/** The token's symbol as compared: trimmed, case kept ('USDT' and 'USDt' are different tokens). */
export function symbolKey(symbol: string): string {
  return symbol.trim();
}

/**
 * The address in a form that can be compared across sources, or null when there is nothing to
 * compare: an empty address (a registry's gas tokens) or a native sentinel (which says "the gas coin",
 * not which contract, so agreeing on it proves nothing and disagreeing with a contract is not a
 * warning: Celo's and Metis's gas coins also have an ERC-20 face).
 */
export function comparableAddress(address: string): string | null {
  const key = addressKey(address);
  return key === '' || isNativeSentinelKey(key) ? null : key;
}

/** First 6 and last 4 characters, as addresses are shown, joined by an ellipsis. */
export function shortAddress(address: string): string {
  const value = address.trim();
  return value.length <= 12 ? value : `${value.slice(0, 6)}…${value.slice(-4)}`;
}

/**
 * A memoised `token -> canonical chain` lookup. The catalogue has ~2,000 tokens on ~150 distinct
 * chain spellings, so resolving each spelling once keeps the passes over all tokens linear.
 * A token whose source gives a chain id beside the name falls back to it when the chain
 * name is not in the registry.
 */
export function createChainResolver(): (token: Token) => CanonicalChain {
  const cache = new Map<string, CanonicalChain>();
  return (token) => {
    const raw = tokenChain(token);
    const hint = adapterOf(token).chainIdHint(token) ?? '';
    const key = `${token.protocol}\u0000${raw}\u0000${hint}`;
    let chain = cache.get(key);
    if (chain === undefined) {
      chain = resolveChain(raw, token.protocol);
      if (!chain.known && hint !== '') {
        const byId = resolveChain(hint, token.protocol);
        if (byId.known) chain = byId;
      }
      cache.set(key, chain);
    }
    return chain;
  };
}

/** Convenience for one-off lookups; passes over many tokens should use `createChainResolver`. */
export function canonicalChainOf(token: Token): CanonicalChain {
  return createChainResolver()(token);
}

/** The asset a symbol stands for in issuers' lists: Tether's omnichain 'USDT0' is USDT. */
export function assetOf(symbol: string): string {
  const fold = foldSymbol(symbol);
  return fold === 'USDT0' ? 'USDT' : fold;
}
