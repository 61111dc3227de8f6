// What classifying one token needs to know about the whole catalogue: which coins are native
// where, which spellings each protocol uses, and which sources list which contract.
import type { CanonicalChain } from '../../src/shared/chains';
import { adapterOf } from '../../src/shared/protocols';
import { GAS_COINS } from '../../src/shared/native-coins';
import type { Protocol, Token } from '../../src/shared/tokens';
import { tokenAddress } from '../../src/shared/protocols/token-facts';
import { comparableAddress, createChainResolver, foldSymbol, symbolKey } from './trust-keys';
import { WELL_KNOWN } from './well-known-symbols';

// Gas coins come from the table of each chain's gas coin (src/shared/native-coins.ts), current
// and former symbols: a token contract spelled like either wraps or stands for that coin.
// Maps, not object literals, wherever untrusted text is the key ('constructor', '__proto__').
export const NATIVE_COINS: ReadonlyMap<string, readonly string[]> = new Map(
  GAS_COINS.map((coin) => [
    coin.chain,
    [coin.symbol, ...(coin.formerly ? [coin.formerly.symbol] : [])].map(foldSymbol),
  ]),
);

export interface VariantContext {
  /** Canonical chain of a token (memoised). */
  chainOf: (token: Token) => CanonicalChain;
  /** Per canonical chain id: folded symbols and address keys the data marks as the gas coin. */
  nativeCoins: Map<string, { symbols: Set<string>; addresses: Set<string> }>;
  /** Per `${protocol}\u0000${fold}`: how often each raw spelling occurs in that protocol. */
  spellings: Map<string, Map<string, number>>;
  /** Per `${chainId}\u0000${address key}`: which sources list that contract, under which symbol. */
  listings: Map<string, Listing[]>;
  /** Per `${chainId}\u0000${well-known symbol}`: where sources list that exact spelling. */
  wellKnownListings: Map<string, Array<Listing & { address: string }>>;
}

interface Listing {
  protocol: Protocol;
  symbol: string;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

/** A token its own source marks as the chain's gas coin. */
export function markedNative(token: Token): boolean {
  return adapterOf(token).markedNative(token);
}

/**
 * What classification needs to know about the whole catalogue: which coins are native where, and
 * which spellings each protocol uses. One pass over the tokens.
 */
export function buildVariantContext(tokens: Iterable<Token>): VariantContext {
  const chainOf = createChainResolver();
  const nativeCoins: VariantContext['nativeCoins'] = new Map();
  const spellings: VariantContext['spellings'] = new Map();
  const listings: VariantContext['listings'] = new Map();
  const wellKnownListings: VariantContext['wellKnownListings'] = new Map();
  for (const token of tokens) {
    const raw = symbolKey(token.symbol);
    if (raw === '') continue;
    const fold = foldSymbol(raw);
    const ownAddress = comparableAddress(tokenAddress(token));
    if (ownAddress !== null) {
      const chainId = chainOf(token).id;
      const listing = { protocol: token.protocol, symbol: raw };
      pushTo(listings, `${chainId}\u0000${ownAddress}`, listing);
      if (WELL_KNOWN.get(fold) === raw) {
        pushTo(wellKnownListings, `${chainId}\u0000${raw}`, {
          ...listing,
          address: tokenAddress(token).trim(),
        });
      }
    }
    const spellingKey = `${token.protocol}\u0000${fold}`;
    let counts = spellings.get(spellingKey);
    if (counts === undefined) {
      counts = new Map<string, number>();
      spellings.set(spellingKey, counts);
    }
    counts.set(raw, (counts.get(raw) ?? 0) + 1);

    if (!markedNative(token)) continue;
    const chainId = chainOf(token).id;
    let coins = nativeCoins.get(chainId);
    if (coins === undefined) {
      coins = { symbols: new Set<string>(), addresses: new Set<string>() };
      nativeCoins.set(chainId, coins);
    }
    coins.symbols.add(fold);
    const address = comparableAddress(tokenAddress(token));
    if (address !== null) coins.addresses.add(address);
  }
  return { chainOf, nativeCoins, spellings, listings, wellKnownListings };
}

/** Whether a folded symbol is the chain's coin: as the data marks it, or as the gas-coin table says. */
export function isChainNativeSymbol(
  context: VariantContext,
  chainId: string,
  fold: string,
): boolean {
  if (context.nativeCoins.get(chainId)?.symbols.has(fold)) return true;
  return NATIVE_COINS.get(chainId)?.includes(fold) ?? false;
}

let emptyContext: VariantContext | undefined;

/** Without a catalogue context, only the token's own fields and the built-in tables count. */
export function contextOrDefault(context: VariantContext | undefined): VariantContext {
  return context ?? (emptyContext ??= buildVariantContext([]));
}
