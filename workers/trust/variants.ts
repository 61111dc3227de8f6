// Variant labels: tells native coins, wrapped assets, bridged copies and
// look-alike symbols apart, with a short label and a one-sentence explanation for a tooltip.
import type { CanonicalChain } from '../../src/shared/chains';
import {
  VARIANT_LABEL,
  type VariantGroup,
  type VariantKind,
  type VariantLabel,
} from '../../src/shared/variants';
import { ADAPTERS, adapterOf } from '../../src/shared/protocols';
import { GAS_COINS, gasCoinOf } from '../../src/shared/native-coins';
import { nativeVerdict } from './native-verdict';
import { knownContract, type KnownContract } from './known-contracts';
import type { Protocol, Token } from '../../src/shared/tokens';
import { PROTOCOL_DISPLAY_NAME } from '../../src/shared/tokens';
import { tokenAddress } from '../../src/shared/protocols/token-facts';
import {
  comparableAddress,
  createChainResolver,
  foldSymbol,
  shortAddress,
  symbolKey,
} from './trust-keys';

const NONE: VariantLabel = Object.freeze({ kind: null, label: '', explanation: '' });

function variant(kind: VariantKind, explanation: string, source?: string): VariantLabel {
  return { kind, label: VARIANT_LABEL[kind], explanation, ...(source ? { source } : {}) };
}

// Gas coins come from the table of each chain's gas coin (src/shared/native-coins.ts), current
// and former symbols: a token contract spelled like either wraps or stands for that coin.
// Maps, not object literals, wherever untrusted text is the key ('constructor', '__proto__').
const NATIVE_COINS: ReadonlyMap<string, readonly string[]> = new Map(
  GAS_COINS.map((coin) => [
    coin.chain,
    [coin.symbol, ...(coin.formerly ? [coin.formerly.symbol] : [])].map(foldSymbol),
  ]),
);

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
 * symbol is a contract standing for it (Orbiter's 'ETH' on Polygon, 'BTC' on Ethereum). Kept short
 * on purpose: BNB, OKB or MNT began as ERC-20 tokens, so a contract with that symbol is the original.
 */
const COIN_ONLY_SYMBOLS: ReadonlySet<string> = new Set(['ETH', 'BTC', 'SOL', 'AVAX']);

/** Wrapper tokens whose symbol does not follow the 'W' + coin pattern, with what they wrap. */
const KNOWN_WRAPPERS: ReadonlyMap<string, string> = new Map([
  ['wstETH', 'stETH'],
  ['weETH', 'eETH'],
  ['cbBTC', 'BTC'],
]);

/** Canonical spellings of well-known symbols, keyed by fold: a different spelling is a look-alike. */
// prettier-ignore
const WELL_KNOWN: ReadonlyMap<string, string> = new Map(
  [
    'USDT', 'USDC', 'DAI', 'ETH', 'WETH', 'BTC', 'WBTC', 'BNB', 'WBNB', 'SOL', 'WSOL', 'AVAX',
    'POL', 'MATIC', 'ARB', 'OP', 'USDe', 'EURC', 'PYUSD', 'FDUSD', 'TUSD', 'BUSD', 'FRAX', 'LINK',
    'UNI', 'AAVE', 'wstETH', 'stETH', 'cbBTC', 'cbETH', 'weETH', 'SUI', 'APT', 'TRX', 'TON', 'XRP',
    'DOGE', 'SHIB', 'PEPE',
  ].map((symbol) => [foldSymbol(symbol), symbol]),
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
function markedNative(token: Token): boolean {
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

function isChainNativeSymbol(context: VariantContext, chainId: string, fold: string): boolean {
  if (context.nativeCoins.get(chainId)?.symbols.has(fold)) return true;
  return NATIVE_COINS.get(chainId)?.includes(fold) ?? false;
}

let emptyContext: VariantContext | undefined;

/** Without a catalogue context, only the token's own fields and the built-in tables count. */
function orDefault(context: VariantContext | undefined): VariantContext {
  return context ?? (emptyContext ??= buildVariantContext([]));
}

/**
 * The variant of one token. One kind per token, the first that applies, most important first:
 * look-alike (a possible trap), the source's own wrapped flag, native, bridged, then wrapped.
 * `context` comes from `buildVariantContext` over the whole catalogue; without it only the
 * token's own fields and the built-in tables are used.
 */
export function classifyVariant(token: Token, context?: VariantContext): VariantLabel {
  const ctx = orDefault(context);
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
    return variant(
      'bridged',
      `This ${symbol} on ${chain.name} is ${what} bridged from Ethereum by ${known.by}, not the issuer's own ${known.base}.`,
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
  // (Stargate's 'USDC.e' on Linea is Circle's USDC since Circle upgraded it in place).
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

/**
 * The variants of a bridge option's tokens (one symbol, one protocol, many chains), one entry per
 * kind in first-seen order. A group can mix kinds: Orbiter's 'ETH' is the native coin on Ethereum
 * but a token contract on Polygon, and a card showing only the first token's label would hide that.
 */
export function groupVariants(tokens: Iterable<Token>, context?: VariantContext): VariantGroup[] {
  const ctx = orDefault(context);
  const groups = new Map<VariantKind, VariantGroup & { mixed: boolean; feeless: string[] }>();
  let symbol = '';
  for (const token of tokens) {
    symbol ||= symbolKey(token.symbol);
    const label = classifyVariant(token, ctx);
    if (label.kind === null) continue;
    const chain = ctx.chainOf(token);
    const feeless = gasCoinOf(chain.id)?.feeless ? [chain.name] : [];
    const group = groups.get(label.kind);
    if (group === undefined) {
      groups.set(label.kind, {
        ...label,
        kind: label.kind,
        chains: [chain.name],
        mixed: false,
        feeless,
      });
      continue;
    }
    if (!group.chains.includes(chain.name)) group.chains.push(chain.name);
    if (label.explanation !== group.explanation) group.mixed = true;
    for (const name of feeless) if (!group.feeless.includes(name)) group.feeless.push(name);
  }
  return [...groups.values()].map(({ mixed, feeless, ...group }) =>
    // One chain's sentence ('the native coin of Ethereum') would be wrong for the others.
    mixed ? { ...group, explanation: groupExplanation(group.kind, symbol, feeless) } : group,
  );
}

/** A sentence true of every chain of a group whose chains were explained differently. */
function groupExplanation(kind: VariantKind, symbol: string, feeless: readonly string[]): string {
  switch (kind) {
    case 'native':
      return feeless.length > 0
        ? `${symbol} is the native coin of each of these chains, though on ${listOf(feeless)} network fees are not paid in it.`
        : `${symbol} is the native coin of each of these chains, used to pay their network fees.`;
    case 'bridged':
      return `On each of these chains, this ${symbol} is a copy bridged from another chain, not the issuer's own token.`;
    case 'wrapped':
      return `On each of these chains, this ${symbol} is a token contract, not a native coin.`;
    case 'lookalike':
      return `'${symbol}' is spelled to look like another token on these chains; check the contract address.`;
    case 'unverified':
      return `Nothing the app reads confirms what this ${symbol} is on these chains.`;
  }
}

/** 'A', 'A and B', 'A, B and C'. */
function listOf(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;
}

function tokenName(token: Token): string {
  return adapterOf(token).name(token) ?? '';
}

/** Characters of a symbol that are not plain ASCII, as shown to the user (invisible ones as U+XXXX). */
function unusualCharacters(symbol: string): string[] {
  const chars = new Set<string>();
  for (const char of symbol) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) continue;
    chars.add(
      /\p{Cf}/u.test(char) ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}` : `'${char}'`,
    );
  }
  return [...chars];
}

/** The well-known symbol a fold equals or starts with (USDT0 -> USDT), longest first. */
function nearWellKnown(fold: string): string | undefined {
  const exact = WELL_KNOWN.get(fold);
  if (exact !== undefined) return exact;
  let best: string | undefined;
  for (const [known, spelling] of WELL_KNOWN) {
    if (fold.startsWith(known) && (best === undefined || known.length > best.length)) {
      best = spelling;
    }
  }
  return best;
}

/** Why a symbol is suspect, and the spelling it imitates. */
interface Suspicion {
  /** The reason, without the closing advice ('…; check the contract address.'). */
  reason: string;
  /** The well-known spelling (or the same protocol's usual spelling) it imitates. */
  imitates: string;
  /** What joins the reason to the advice: '; ' or ', so '. */
  joiner?: string;
}

/**
 * Look-alike rules, in order:
 * 1. unicode tricks: NFKC, invisible characters or homoglyphs change the symbol ('USD₮0', Cyrillic 'С');
 * 2. a case variant of a well-known symbol ('USDt' for 'USDT');
 * 3. a case variant of another spelling the same protocol uses (the source itself tells them apart).
 * Case differences between protocols alone are not flagged: sources capitalise names differently
 * ('Metis' and 'METIS' are one token), and warning on every one of them would drown real traps.
 */
function lookalikeOf(
  symbol: string,
  fold: string,
  protocol: Protocol,
  ctx: VariantContext,
): Suspicion | null {
  if (fold !== symbol.toUpperCase()) {
    const chars = unusualCharacters(symbol);
    const near = nearWellKnown(fold);
    const what =
      chars.length === 1
        ? `the look-alike character ${chars[0]}`
        : `look-alike characters (${chars.join(', ')})`;
    const reads =
      near === undefined
        ? `it reads as ${fold}`
        : WELL_KNOWN.has(fold)
          ? `it reads as ${near} but is spelled differently`
          : `it reads as ${fold} and is easily mistaken for ${near}`;
    return { reason: `'${symbol}' uses ${what}, so ${reads}`, imitates: near ?? fold };
  }
  const known = WELL_KNOWN.get(fold);
  if (known !== undefined) {
    return known === symbol
      ? null
      : {
          reason: `'${symbol}' differs from ${known} only in letter case and may be a different token`,
          imitates: known,
        };
  }
  const counts = ctx.spellings.get(`${protocol}\u0000${fold}`);
  if (counts === undefined || counts.size < 2) return null;
  const reference = referenceSpelling(counts);
  if (reference === symbol) return null;
  return {
    reason: `${PROTOCOL_DISPLAY_NAME[protocol]} also lists '${reference}', which differs only in letter case; they may be different tokens`,
    imitates: reference,
    joiner: ', so ',
  };
}

/** 'Wormhole's', 'Wormhole's and Orbiter Finance's'. */
function possessives(protocols: readonly Protocol[]): string {
  return protocols.map((p) => `${PROTOCOL_DISPLAY_NAME[p]}'s`).join(' and ');
}

/**
 * What clears a suspect spelling, as a sentence, or null when nothing does. Evidence comes before
 * suspicion: a source listing the same (chain, address) under the imitated spelling ('Same
 * contract as Wormhole's USDT'), the issuer's own list of contracts (by address, never by
 * spelling), or Stargate's verified flag.
 */
export function backingOf(
  token: Token,
  imitates: string,
  chain: CanonicalChain,
  ctx: VariantContext,
): string | null {
  const address = comparableAddress(tokenAddress(token));
  if (address === null) return null;
  const sameContract = (ctx.listings.get(`${chain.id}\u0000${address}`) ?? []).filter(
    (listing) => listing.symbol === imitates,
  );
  if (sameContract.length > 0) {
    const protocols = [...new Set(sameContract.map((listing) => listing.protocol))];
    return `Same contract as ${possessives(protocols)} ${imitates}`;
  }
  const known = knownContract(chain.id, address);
  if (known?.kind === 'official') return `${known.by}'s own ${known.name} contract`;
  if (adapterOf(token).verified(token))
    return `${PROTOCOL_DISPLAY_NAME[token.protocol]} marks this token verified`;
  return null;
}

/**
 * The evidence that cleared this token's spelling ('Same contract as Wormhole's USDT'), or null
 * when its spelling was never suspect or nothing backs it.
 */
export function spellingBacking(token: Token, context?: VariantContext): string | null {
  const ctx = orDefault(context);
  const symbol = symbolKey(token.symbol);
  if (symbol === '') return null;
  const suspicion = lookalikeOf(symbol, foldSymbol(symbol), token.protocol, ctx);
  return suspicion === null ? null : backingOf(token, suspicion.imitates, ctx.chainOf(token), ctx);
}

/** ', and Wormhole lists USDT on Avalanche at 0x1234…5678' when another source does so. */
function elsewhereOnChain(
  token: Token,
  imitates: string,
  chain: CanonicalChain,
  ctx: VariantContext,
): string {
  const own = comparableAddress(tokenAddress(token));
  const other = (ctx.wellKnownListings.get(`${chain.id}\u0000${imitates}`) ?? []).find(
    (listing) => comparableAddress(listing.address) !== own,
  );
  return other === undefined
    ? ''
    : `, and ${PROTOCOL_DISPLAY_NAME[other.protocol]} lists ${imitates} on ${chain.name} at ${shortAddress(other.address)}`;
}

/** The spelling the others are compared to: the most frequent, then all-capitals, then code order. */
function referenceSpelling(counts: Map<string, number>): string {
  let best = '';
  let bestCount = -1;
  for (const [spelling, count] of counts) {
    const better =
      count > bestCount ||
      (count === bestCount && isUpper(spelling) && !isUpper(best)) ||
      (count === bestCount && isUpper(spelling) === isUpper(best) && spelling < best);
    if (better) {
      best = spelling;
      bestCount = count;
    }
  }
  return best;
}

function isUpper(text: string): boolean {
  return text === text.toUpperCase();
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
  // Orbiter names some bridged copies by their bridged symbol ('USDC.e') under the plain symbol.
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
