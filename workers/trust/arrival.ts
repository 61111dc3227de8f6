// What a visitor receives on the destination chain of a route, per bridge option: the issuer's
// token, a named bridged copy, the chain's native coin, or the protocol's wrapped copy, and by
// which route when it matters (a token bridge moves Circle's USDC through CCTP
// between the chains Circle serves, and delivers its own wrapped copies otherwise). The sentence
// and the destination chip's mark come from one answer, so the two cannot disagree.
import { adapterOf } from '../../src/shared/protocols';
import type { Token } from '../../src/shared/tokens';
import { PROTOCOL_DISPLAY_NAME } from '../../src/shared/tokens';
import type { ChainMark } from '../../src/shared/variants';
import { tokenAddress } from '../../src/shared/protocols/token-facts';
import { resolveChain } from '../../src/shared/chains';
import { CCTP_CHAINS, knownContract, officialContract } from './known-contracts';
import { assetOf, comparableAddress, shortAddress, symbolKey } from './trust-keys';
import { chainMarks } from './marks';
import type { VariantContext } from './variant-context';
import { wayBackOf, type Takers } from './way-back';

/** What arrives: the sentence a card shows and the mark its destination chip carries. */
export interface RouteArrival {
  sentence: string;
  /**
   * What arrives, in a few words that group one route's options ("Circle's USDC", "bridged
   * USDbC", "native ETH"): the same answer as the sentence, shorter.
   */
  label: string;
  /**
   * The asset that arrives, as the issuers' lists name it ('USDC' for USDbC on Base, 'ETH' for
   * the native coin): what a route's one line counts as a way to move the asset asked for.
   */
  asset: string;
  /** The destination chain's mark; null when nothing is known of what arrives. */
  mark: ChainMark | null;
  /**
   * For a copy (bridged or a protocol's wrapped token): which listed protocols take that contract
   * on the destination chain ("Only {protocol} takes this token back.").
   */
  wayBack?: string;
}

/** A copy's way back, when the arrival is a copy and its contract is known. */
function withWayBack(
  arrival: RouteArrival,
  takers: Takers | undefined,
  chainId: string,
  address: string | undefined,
  delivering: Token['protocol'],
  maker: string | undefined,
): RouteArrival {
  const kind = arrival.mark?.kind;
  if (takers === undefined || address === undefined) return arrival;
  if (kind !== 'bridged' && kind !== 'protocol-wrapped') return arrival;
  const wayBack = wayBackOf(takers, chainId, address, delivering, maker);
  return wayBack === null ? arrival : { ...arrival, wayBack };
}

/** "Circle's USDC", or the symbol when no issuer list covers the asset on that chain. */
function issuerTokenOn(chainId: string, symbol: string): string | null {
  const official = officialContract(chainId, assetOf(symbol));
  return official ? `${official.by}'s ${official.name}` : null;
}

/** The token the option lists on the destination: its mark (as every card marks it) and why. */
function describeListed(
  token: Token,
  chainId: string,
  chainName: string,
  ctx: VariantContext,
  /** The symbol the option is titled by, when the token arrives under another of its symbols. */
  optionSymbol?: string,
  takers?: Takers,
): RouteArrival {
  const symbol = symbolKey(token.symbol);
  const address = tokenAddress(token);
  const key = comparableAddress(address);
  const at = key === null ? '' : ` (${shortAddress(address)})`;
  const known = key === null ? undefined : knownContract(chainId, address);
  const mark = chainMarks([token], [], ctx)[0] ?? null;
  const issuer = issuerTokenOn(chainId, symbol);
  const protocol = PROTOCOL_DISPLAY_NAME[token.protocol];
  // Another symbol of the same asset says which form arrives (a pool's USD₮0 for USDT), unless
  // the name the sentence gives is that symbol already ("Circle's USDC" for a registry's USDC).
  const formAfter = (shown: string) =>
    optionSymbol !== undefined &&
    optionSymbol !== symbol &&
    shown !== symbol &&
    !shown.endsWith(` ${symbol}`)
      ? `, listed by ${protocol} as ${symbol}`
      : '';
  let sentence: string;
  let label: string;
  switch (mark?.kind) {
    case 'official':
      sentence = `You receive ${mark.name} on ${chainName}${at}${formAfter(mark.name)}.`;
      label = mark.name;
      break;
    case 'native':
      sentence = `You receive ${symbol}, the native coin of ${chainName}.`;
      label = `native ${symbol}`;
      break;
    case 'bridged': {
      const what = known?.kind === 'bridged' ? `bridged ${known.name}` : `a bridged ${symbol}`;
      sentence = `You receive ${what} on ${chainName}${at}${issuer ? `, not ${issuer}` : ''}${formAfter(what)}.`;
      label = known?.kind === 'bridged' ? what : `bridged ${symbol}`;
      break;
    }
    case 'wrapped': {
      const what = known?.name ?? symbol;
      sentence = `You receive ${what}, a token contract on ${chainName}${at}, not the native coin${formAfter(what)}.`;
      label = `${what}, a token contract`;
      break;
    }
    case 'lookalike':
      sentence = `You receive '${symbol}' on ${chainName}${at}: check this contract before bridging.`;
      label = `a '${symbol}' to check`;
      break;
    default:
      sentence = `You receive ${symbol} as ${protocol} lists it on ${chainName}${at}.`;
      label = `${symbol} on a contract no list confirms`;
  }
  // The asset: a listed contract's own (USDbC is USDC), else the symbol's (USD₮0 is USDT).
  const asset = known?.base ?? (mark?.kind === 'native' ? symbol : assetOf(symbol));
  const maker = known?.kind === 'bridged' ? known.by : (mark?.wrappedBy ?? undefined);
  return withWayBack(
    { sentence, label, asset, mark },
    takers,
    chainId,
    address,
    token.protocol,
    maker,
  );
}

/**
 * What arrives on a route's destination, or null when the option is not on both chains.
 * `tokens` are the option's tokens (one protocol; one symbol, or two of one asset with the
 * departing symbol's first); chains are canonical ids.
 */
export function routeArrival(
  tokens: readonly Token[],
  fromChain: string,
  toChain: string,
  ctx: VariantContext,
  /** Who takes which contract (`buildTakers`): with it, a copy's arrival says its way back. */
  takers?: Takers,
): RouteArrival | null {
  const [first] = tokens;
  if (first === undefined) return null;
  const to = resolveChain(toChain);
  const symbol = symbolKey(first.symbol);
  if (adapterOf(first).delivery === 'listed') {
    const listed = tokens.find((token) => ctx.chainOf(token).id === toChain);
    return listed ? describeListed(listed, toChain, to.name, ctx, symbol, takers) : null;
  }
  // A token bridge moves Circle's USDC through CCTP wherever Circle's own contract is listed at
  // both ends and Circle's own list names a CCTP domain there (not Sui or Aptos, whose CCTP V1
  // domains Circle is phasing out), even where the option itself lists only its wrapped copy.
  const circleOn = (chainId: string) =>
    CCTP_CHAINS.has(chainId) && officialContract(chainId, 'USDC')?.by === 'Circle';
  if (assetOf(symbol) === 'USDC' && circleOn(fromChain) && circleOn(toChain)) {
    const circle = officialContract(toChain, 'USDC')!;
    return {
      sentence: `You receive Circle's USDC on ${to.name}, through Circle's CCTP.`,
      label: `Circle's USDC`,
      asset: 'USDC',
      mark: {
        chain: to.name,
        kind: 'official',
        name: `Circle's USDC`,
        address: circle.address,
        explanation: `Circle's CCTP burns USDC on ${resolveChain(fromChain).name} and mints Circle's own USDC on ${to.name} (${shortAddress(circle.address)}, listed by ${circle.source}).`,
      },
    };
  }
  // The token bridge: what leaves From is the token of origin there, or a wrapped copy whose
  // origin is elsewhere; it arrives as the original only on its chain of origin.
  const native = tokens.find((token) => ctx.chainOf(token).id === fromChain);
  const origin =
    native ??
    tokens.find((token) =>
      adapterOf(token)
        .otherDeployments(token)
        .some((asset) => resolveChain(asset.chainName, token.protocol).id === fromChain),
    );
  if (origin === undefined) return null;
  if (ctx.chainOf(origin).id === toChain)
    return describeListed(origin, toChain, to.name, ctx, undefined, takers);
  const issuer = issuerTokenOn(toChain, symbol);
  const protocol = PROTOCOL_DISPLAY_NAME[first.protocol];
  const not = issuer ?? `the original ${symbol}`;
  const copy = adapterOf(origin)
    .otherDeployments(origin)
    .find((asset) => resolveChain(asset.chainName, origin.protocol).id === toChain);
  const wrapped: RouteArrival = {
    sentence: `You receive ${protocol}-wrapped ${symbol} on ${to.name}, not ${not}.`,
    label: `${protocol}-wrapped ${symbol}`,
    asset: assetOf(symbol),
    mark: {
      chain: to.name,
      kind: 'protocol-wrapped',
      name: '',
      ...(copy ? { address: copy.address.trim() } : {}),
      wrappedBy: protocol,
      explanation: `${protocol} delivers its own wrapped ${symbol} on ${to.name}, not ${not}.`,
    },
  };
  return withWayBack(wrapped, takers, toChain, copy?.address, origin.protocol, protocol);
}

/** The sentence alone (see `routeArrival`). */
export function arrivalOf(
  tokens: readonly Token[],
  fromChain: string,
  toChain: string,
  ctx: VariantContext,
): string | null {
  return routeArrival(tokens, fromChain, toChain, ctx)?.sentence ?? null;
}
