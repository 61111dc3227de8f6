// What a visitor receives on the destination chain of a route, per bridge option: the issuer's
// token, a named bridged copy, the chain's native coin, or the protocol's wrapped copy, and by
// which route when it matters (a token bridge such as Wormhole's moves Circle's USDC through CCTP
// between the chains Circle serves, and delivers its own wrapped copies otherwise).
import { adapterOf } from '../../src/shared/protocols';
import type { Token } from '../../src/shared/tokens';
import { PROTOCOL_DISPLAY_NAME } from '../../src/shared/tokens';
import { tokenAddress } from '../../src/shared/protocols/token-facts';
import { resolveChain } from '../../src/shared/chains';
import { CCTP_CHAINS, knownContract, officialContract } from './known-contracts';
import { assetOf, comparableAddress, shortAddress, symbolKey } from './trust-keys';
import { classifyVariant, type VariantContext } from './variants';

/** "Circle's USDC", or the symbol when no issuer list covers the asset on that chain. */
function issuerTokenOn(chainId: string, symbol: string): string | null {
  const official = officialContract(chainId, assetOf(symbol));
  return official ? `${official.by}'s ${official.name}` : null;
}

function describeListed(
  token: Token,
  chainId: string,
  chainName: string,
  ctx: VariantContext,
): string {
  const symbol = symbolKey(token.symbol);
  const address = tokenAddress(token);
  const key = comparableAddress(address);
  const at = key === null ? '' : ` (${shortAddress(address)})`;
  const known = key === null ? undefined : knownContract(chainId, address);
  if (known?.kind === 'official' && known.base === assetOf(symbol))
    return `You receive ${known.by}'s ${known.name} on ${chainName}${at}.`;
  const label = classifyVariant(token, ctx);
  const issuer = issuerTokenOn(chainId, symbol);
  switch (label.kind) {
    case 'native':
      return `You receive ${symbol}, the native coin of ${chainName}.`;
    case 'bridged': {
      const what = known?.kind === 'bridged' ? `bridged ${known.name}` : `a bridged ${symbol}`;
      return `You receive ${what} on ${chainName}${at}${issuer ? `, not ${issuer}` : ''}.`;
    }
    case 'wrapped':
      return `You receive ${known?.name ?? symbol}, a token contract on ${chainName}${at}, not the native coin.`;
    case 'lookalike':
      return `You receive '${symbol}' on ${chainName}${at}: check this contract before bridging.`;
    default:
      return `You receive ${symbol} as ${PROTOCOL_DISPLAY_NAME[token.protocol]} lists it on ${chainName}${at}.`;
  }
}

/**
 * One sentence for a route's destination, or null when the option is not on both chains.
 * `tokens` are the option's tokens (one symbol, one protocol); chains are canonical ids.
 */
export function arrivalOf(
  tokens: readonly Token[],
  fromChain: string,
  toChain: string,
  ctx: VariantContext,
): string | null {
  const [first] = tokens;
  if (first === undefined) return null;
  const to = resolveChain(toChain);
  const symbol = symbolKey(first.symbol);
  if (adapterOf(first).delivery === 'listed') {
    const listed = tokens.find((token) => ctx.chainOf(token).id === toChain);
    return listed ? describeListed(listed, toChain, to.name, ctx) : null;
  }
  // A token bridge: CCTP for Circle's USDC between chains Circle serves, where the option carries it.
  const officialOn = (chainId: string) =>
    tokens.some((token) => {
      if (ctx.chainOf(token).id !== chainId) return false;
      const known = knownContract(chainId, tokenAddress(token));
      return known?.kind === 'official' && known.by === 'Circle';
    });
  if (
    assetOf(symbol) === 'USDC' &&
    CCTP_CHAINS.has(fromChain) &&
    CCTP_CHAINS.has(toChain) &&
    officialOn(fromChain) &&
    officialOn(toChain)
  ) {
    return `You receive Circle's USDC on ${to.name}, through Circle's CCTP.`;
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
  if (ctx.chainOf(origin).id === toChain) return describeListed(origin, toChain, to.name, ctx);
  const issuer = issuerTokenOn(toChain, symbol);
  return `You receive ${PROTOCOL_DISPLAY_NAME[first.protocol]}-wrapped ${symbol} on ${to.name}, not ${issuer ?? `the original ${symbol}`}.`;
}
