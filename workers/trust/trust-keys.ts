// The keys the trust checks (address agreement, variant labels, change tracking, typo suggestions)
// compare tokens by: canonical chain, comparable address, trimmed symbol and look-alike symbol fold.
import { addressKey, isNativeSentinelKey } from '../../src/shared/address';
import { resolveChain, type CanonicalChain } from '../../src/shared/chains';
import { adapterOf } from '../../src/shared/protocols';
import type { Token } from '../../src/shared/tokens';
import { tokenAddress, tokenChain } from '../../src/shared/protocols/token-facts';

/** The token's symbol as compared: trimmed, case kept ('USDT' and 'USDt' are different tokens). */
export function symbolKey(symbol: string): string {
  return symbol.trim();
}

/**
 * The address in a form that can be compared across sources, or null when there is nothing to
 * compare: an empty address (Wormhole gas tokens) or a native sentinel (which says "the gas coin",
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
 * A token whose source gives a chain id beside the name (Orbiter) falls back to it when the chain
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

/** The token's own comparable address on its own chain (see `comparableAddress`). */
export function comparableTokenAddress(token: Token): string | null {
  return comparableAddress(tokenAddress(token));
}

// Characters that render like a Latin letter but are not one. NFKC already folds full-width,
// mathematical and circled letters; this covers what it leaves alone: Cyrillic and Greek capitals
// and lower case that look Latin, currency signs drawn as letters (Tether's '₮'), Latin small capitals.
// prettier-ignore
const HOMOGLYPHS: ReadonlyMap<string, string> = new Map(Object.entries({
  // Cyrillic
  А: 'A', В: 'B', С: 'C', Е: 'E', Н: 'H', І: 'I', Ј: 'J', К: 'K', М: 'M', О: 'O', Р: 'P',
  Ѕ: 'S', Т: 'T', Х: 'X', У: 'Y', Ү: 'Y', а: 'a', с: 'c', е: 'e', і: 'i', ј: 'j', о: 'o',
  р: 'p', ѕ: 's', у: 'y', х: 'x', ԁ: 'd', һ: 'h', ԛ: 'q', ԝ: 'w', ӏ: 'l',
  // Greek
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P',
  Τ: 'T', Υ: 'Y', Χ: 'X', ο: 'o', ν: 'v', ρ: 'p', ι: 'i', κ: 'k', α: 'a',
  // Currency signs and letters with strokes
  '₮': 'T', '₿': 'B', '₵': 'C', '₳': 'A', '₲': 'G', '₦': 'N', '₱': 'P', '₩': 'W', '€': 'E',
  Ł: 'L', ł: 'l', Ø: 'O', ø: 'o', Đ: 'D', đ: 'd', ı: 'i', ɑ: 'a', ɡ: 'g',
  // Latin small capitals
  ᴀ: 'A', ʙ: 'B', ᴄ: 'C', ᴅ: 'D', ᴇ: 'E', ʜ: 'H', ɪ: 'I', ᴊ: 'J', ᴋ: 'K', ʟ: 'L', ᴍ: 'M',
  ɴ: 'N', ᴏ: 'O', ᴘ: 'P', ʀ: 'R', ꜱ: 'S', ᴛ: 'T', ᴜ: 'U', ᴠ: 'V', ᴡ: 'W', ʏ: 'Y', ᴢ: 'Z',
}));

// Invisible characters (zero-width space/joiners, word joiner, BOM, soft hyphen, bidi marks)
// make two different strings look identical.
const INVISIBLE = /\p{Cf}/gu;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * The look-alike fold of a symbol: NFKC, invisible characters removed, homoglyphs mapped to the
 * Latin letter they imitate, upper-cased. Two symbols with the same fold look alike to a reader.
 */
export function foldSymbol(symbol: string): string {
  // Nearly every symbol is printable ASCII, which NFKC and the homoglyph table leave alone.
  if (PRINTABLE_ASCII.test(symbol)) return symbol.trim().toUpperCase();
  const normalised = symbol.trim().normalize('NFKC').replace(INVISIBLE, '');
  let out = '';
  for (const char of normalised) out += HOMOGLYPHS.get(char) ?? char;
  return out.toUpperCase();
}

/** The asset a symbol stands for in issuers' lists: Tether's omnichain 'USDT0' is USDT. */
export function assetOf(symbol: string): string {
  const fold = foldSymbol(symbol);
  return fold === 'USDT0' ? 'USDT' : fold;
}
