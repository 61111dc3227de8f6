// Variant labels: tells native coins, wrapped assets, bridged copies and look-alike symbols
// apart, with a short label and a one-sentence explanation for a tooltip. One token at a time.
import { VARIANT_LABEL, type VariantKind, type VariantLabel } from '../../src/shared/variants';
import { ADAPTERS, adapterOf } from '../../src/shared/protocols';
import { nativeVerdict } from './native-verdict';
import { knownContract, type KnownContract } from './known-contracts';
import type { Protocol, Token } from '../../src/shared/tokens';
import { PROTOCOL_DISPLAY_NAME } from '../../src/shared/tokens';
import { tokenAddress } from '../../src/shared/protocols/token-facts';
import { comparableAddress, foldSymbol, symbolKey } from './trust-keys';
import {
  contextOrDefault,
  isChainNativeSymbol,
  markedNative,
  NATIVE_COINS,
  type VariantContext,
} from './variant-context';
import { backingOf, elsewhereOnChain, lookalikeOf } from './lookalike';

const NONE: VariantLabel = Object.freeze({ kind: null, label: '', explanation: '' });

function variant(kind: VariantKind, explanation: string, source?: string): VariantLabel {
  return { kind, label: VARIANT_LABEL[kind], explanation, ...(source ? { source } : {}) };
}

/** A contract a list names as the issuer's or a bridged copy: never the chain's coin itself. */
function isKnownToken(known: KnownContract | undefined): boolean {
  return known?.kind === 'official' || known?.kind === 'bridged';
}

/** Coins that have a contract address of their own on their home chain (folded address keys). */
const NATIVE_COIN_ADDRESSES: ReadonlySet<string> = new Set([
  '0x2::sui::SUI',
  '0x1::aptos_coin::AptosCoin',
  '0x471ece3750da237f93b8e339c536989b8978a438', // CELO (GoldToken) on Celo
  '0xdeaddeaddeaddeaddeaddeaddeaddeaddead0000', // METIS on Metis
]);

/** Wrappable coins: 'W' + one of these is the wrapped coin (WETH, WBTC, WSOL…). */
const WRAPPABLE_COINS: ReadonlySet<string> = new Set([
  'BTC',
  ...[...NATIVE_COINS.values()].flat().filter((s) => s.length >= 2),
]);

/**
 * Coins that only exist as the gas coin of their home chain: anywhere else a token with this bare
 * symbol is a contract standing for it (a source's 'ETH' on Polygon, 'BTC' on Ethereum). Kept short
 * on purpose: BNB, OKB or MNT began as ERC-20 tokens, so a contract with that symbol is the original.
 */
const COIN_ONLY_SYMBOLS: ReadonlySet<string> = new Set(['ETH', 'BTC', 'SOL', 'AVAX']);

/** Wrapper tokens whose symbol does not follow the 'W' + coin pattern, with what they wrap. */
const KNOWN_WRAPPERS: ReadonlyMap<string, string> = new Map([
  ['wstETH', 'stETH'],
  ['weETH', 'eETH'],
  ['cbBTC', 'BTC'],
]);

/**
 * The variant of one token. One kind per token, the first that applies, most important first:
 * look-alike (a possible trap), the source's own wrapped flag, native, bridged, then wrapped.
 * `context` comes from `buildVariantContext` over the whole catalogue; without it only the
 * token's own fields and the built-in tables are used.
 */
export function classifyVariant(token: Token, context?: VariantContext): VariantLabel {
  const ctx = contextOrDefault(context);
  const symbol = symbolKey(token.symbol);
  if (symbol === '') return NONE;
  const fold = foldSymbol(symbol);
  const chain = ctx.chainOf(token);

  const suspicion = lookalikeOf(symbol, fold, token.protocol, ctx);
  if (suspicion && backingOf(token, suspicion.imitates, chain, ctx) === null) {
    return variant(
      'lookalike',
      `${suspicion.reason}${elsewhereOnChain(token, suspicion.imitates, chain, ctx)}${suspicion.joiner ?? '; '}check the contract address.`,
    );
  }

  // The source's own wrapped flag.
  if (adapterOf(token).marksWrapped(token)) {
    return variant(
      'wrapped',
      `${PROTOCOL_DISPLAY_NAME[token.protocol]} marks ${symbol} as a wrapped asset: a token standing for an asset from another chain.`,
    );
  }

  const chainNative = isChainNativeSymbol(ctx, chain.id, fold);
  const address = comparableAddress(tokenAddress(token));
  const known = address === null ? undefined : knownContract(chain.id, address);

  // A token whose own name says 'Wrapped' is not the coin itself, whatever a source's native
  // flag says; nor is a contract known as a wrapper (the wSOL mint) that its source does not mark
  // as the coin (Solana's APIs use that mint to mean SOL itself).
  if (known?.kind === 'wrapped' && !markedNative(token)) {
    return variant(
      'wrapped',
      `This ${symbol} is ${known.name}, a token contract that wraps ${known.base}, not the coin itself (${known.by}).`,
      known.source,
    );
  }
  // A contract a list names as a bridged copy is that copy, whatever its name says ('Wrapped
  // Bitcoin' on Arbitrum is WBTC bridged from Ethereum), so every card marks it alike.
  if (known?.kind === 'bridged') {
    const what = known.name === symbol ? symbol : `${known.name}, ${known.base}`;
    // Stargate's OFTs are minted against its pools on many chains, not bridged from one.
    const how =
      known.by === 'Stargate'
        ? `Stargate's own OFT copy of ${known.base}`
        : `${what} bridged from Ethereum by ${known.by}`;
    return variant(
      'bridged',
      `This ${symbol} on ${chain.name} is ${how}, not the issuer's own ${known.base}.`,
      known.source,
    );
  }

  if (address !== null && /\bwrapped\b/i.test(tokenName(token))) {
    return variant(
      'wrapped',
      `Its name, '${tokenName(token)}', says this token wraps another asset; it is not that asset itself.`,
    );
  }
  const nativeByAddress =
    chainNative &&
    address !== null &&
    (NATIVE_COIN_ADDRESSES.has(address) ||
      (ctx.nativeCoins.get(chain.id)?.addresses.has(address) ?? false));
  // The source's word that this is the chain's coin stands only where the table of gas coins
  // agrees; a contract a list names (ETH on Starknet) is judged as that contract below.
  if ((markedNative(token) || nativeByAddress) && !isKnownToken(known)) {
    return nativeVerdict(symbol, fold, chain, PROTOCOL_DISPLAY_NAME[token.protocol]);
  }

  // The issuer's own contract (by address) is no bridged copy, whatever a source's spelling says
  // (a source's 'USDC.e' on Linea is Circle's USDC since Circle upgraded it in place).
  const official = known?.kind === 'official';

  const bridged = official ? null : bridgedOf(symbol, tokenName(token), token.protocol);
  if (bridged) return bridged;

  if (chainNative) {
    return variant(
      'wrapped',
      `This ${symbol} is a token contract that wraps ${chain.name}'s own coin, not the coin itself.`,
    );
  }
  if (COIN_ONLY_SYMBOLS.has(symbol)) {
    return variant(
      'wrapped',
      `This ${symbol} is a token contract standing for ${symbol}, not the native coin of ${chain.name}.`,
    );
  }
  return wrappedOf(symbol, tokenName(token), chain.id, ctx) ?? NONE;
}

function tokenName(token: Token): string {
  return adapterOf(token).name(token) ?? '';
}

// Common stable/major bases a bare trailing 'e' marks as bridged from Ethereum ('USDCe').
const E_SUFFIXED = /^(USDC|USDT|DAI|WETH|WBTC|EURC)e$/;
const DOT_PREFIX = /^([a-z]{1,4})\.(.*[A-Z].*)$/; // m.USDT (Metis); checked before the suffix
const DOT_SUFFIX = /^(.+)\.([A-Za-z]{1,6})$/; // USDC.e, BTC.b, weETH.mode
const AXELAR = /^axl([A-Z].*)$/;
const BRIDGED_NAME = /^[A-Za-z]{2,6}\.e$/;

/** Bridged copies, recognised by the markers bridges put in symbols, or a name that says so. */
function bridgedOf(symbol: string, name: string, protocol: Protocol): VariantLabel | null {
  const explain = (marker: string, base: string, from = 'another chain') =>
    variant(
      'bridged',
      `The ${marker} marks ${base} bridged from ${from}, not the issuer's own ${base} on this chain.`,
    );
  if (symbol === 'USDbC') {
    return variant(
      'bridged',
      `USDbC is USDC bridged to Base from Ethereum, not Circle's native USDC.`,
    );
  }
  let match = DOT_PREFIX.exec(symbol);
  if (match) return explain(`'${match[1]}.' prefix`, match[2]!);
  match = DOT_SUFFIX.exec(symbol);
  // '.e' is the Avalanche-bridge convention for tokens from Ethereum, since copied by other chains
  // (though not by every protocol: see each adapter's `dotEMeansEthereum`).
  if (match) {
    const fromEthereum = match[2] === 'e' && ADAPTERS[protocol].dotEMeansEthereum;
    return explain(`'.${match[2]}' suffix`, match[1]!, fromEthereum ? 'Ethereum' : undefined);
  }
  match = AXELAR.exec(symbol);
  if (match) return explain(`'axl' prefix (Axelar)`, match[1]!);
  match = E_SUFFIXED.exec(symbol);
  if (match) return explain(`trailing 'e'`, match[1]!, 'Ethereum');
  // Some sources name bridged copies by their bridged symbol ('USDC.e') under the plain symbol.
  if (/\bbridged\b/i.test(name) || BRIDGED_NAME.test(name.trim())) {
    return variant(
      'bridged',
      `Its name, '${name}', says this is a bridged copy, not the issuer's own token.`,
    );
  }
  return null;
}

/** Wrapped coins: 'W' + a coin symbol (WETH, wHYPE), a known wrapper (wstETH) or a 'Wrapped …' name. */
function wrappedOf(
  symbol: string,
  name: string,
  chainId: string,
  ctx: VariantContext,
): VariantLabel | null {
  const wrapped = (base: string) =>
    variant(
      'wrapped',
      `${symbol} is a token that wraps ${base} one-to-one; it is not ${base} itself.`,
    );
  const knownBase = KNOWN_WRAPPERS.get(symbol);
  if (knownBase !== undefined) return wrapped(knownBase);
  if (symbol.length > 1 && (symbol[0] === 'W' || symbol[0] === 'w')) {
    const base = symbol.slice(1);
    const baseFold = foldSymbol(base);
    if (
      base === baseFold &&
      (WRAPPABLE_COINS.has(base) || isChainNativeSymbol(ctx, chainId, baseFold))
    ) {
      return wrapped(base);
    }
  }
  if (/\bwrapped\b/i.test(name)) {
    return variant(
      'wrapped',
      `Its name, '${name}', says this token wraps another asset; it is not that asset itself.`,
    );
  }
  return null;
}
