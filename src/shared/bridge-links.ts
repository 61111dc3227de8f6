// Where 'Bridge Now' goes: each protocol's own bridge site, prefilled with the token and route
// when we know them. The prefill formats are used by public integrations but not all
// are documented, so they live here only; a missing field falls back to the plain site.
import { resolveChain } from './chains';
import { optionIdOf } from './trust';
import { tokenAddress, tokenChain } from './tokens';
import type { BridgeOption, ChainAddress, Protocol, Token } from './tokens';

/** The plain sites: one fixed site per protocol; Orbiter's is the default. */
export const BRIDGE_SITES: Readonly<Record<Protocol, string>> = {
  Wormhole: 'https://portalbridge.com/',
  Stargate: 'https://stargate.finance/',
  Orbiter: 'https://www.orbiter.finance/',
};

/** Canonical chain ids (see chains.ts) the visitor chose, if any. */
export interface RouteChoice {
  fromChain?: string;
  toChain?: string;
}

function isProtocol(value: string): value is Protocol {
  return Object.prototype.hasOwnProperty.call(BRIDGE_SITES, value);
}

/** The plain site of a protocol; anything unknown goes to Orbiter, the default. */
export function bridgeSite(protocol: string): string {
  return isProtocol(protocol) ? BRIDGE_SITES[protocol] : BRIDGE_SITES.Orbiter;
}

function clean(value: string | undefined | null): string | undefined {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed === '' ? undefined : trimmed;
}

/** A link on one of our fixed https bases; every value is URL-encoded by URLSearchParams. */
function withParams(base: string, params: Array<[string, string | undefined]>): string {
  const url = new URL(base);
  for (const [name, value] of params) if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

/** The source's identifier of a chain the option covers, matched by canonical id. */
function chainOf(option: BridgeOption, canonicalId: string | undefined): string | undefined {
  if (!canonicalId) return undefined;
  return option.availableChains.find(
    (raw) => resolveChain(raw, option.protocol).id === canonicalId,
  );
}

function detailOn(option: BridgeOption, canonicalId: string): ChainAddress | undefined {
  return option.chainDetails.find(
    (detail) =>
      clean(detail.address) && resolveChain(detail.chainName, option.protocol).id === canonicalId,
  );
}

/** Where the token leaves from: the chosen From chain, else the option's own token. */
function source(option: BridgeOption, route: RouteChoice): ChainAddress | undefined {
  const token = option.token;
  if (route.fromChain) return detailOn(option, route.fromChain);
  switch (token.protocol) {
    case 'Stargate':
      return { chainName: token.chainKey, address: token.address };
    case 'Orbiter':
      return { chainName: token.chainName, address: token.address };
    case 'Wormhole':
      return { chainName: token.chain, address: token.tokenId?.address ?? '' };
  }
}

/** The 'Bridge Now' address for an option: prefilled when possible, else the plain site. */
export function bridgeUrl(option: BridgeOption, route: RouteChoice = {}): string {
  const plain = bridgeSite(option.protocol);
  const destination = chainOf(option, route.toChain);
  switch (option.token.protocol) {
    case 'Stargate': {
      const from = source(option, route);
      const srcChain = clean(from?.chainName);
      const srcToken = clean(from?.address);
      if (!srcChain || !srcToken) return plain;
      return withParams(`${BRIDGE_SITES.Stargate}bridge`, [
        ['srcChain', srcChain],
        ['srcToken', srcToken],
        ['dstChain', clean(destination)],
      ]);
    }
    case 'Wormhole': {
      // The asset is named by its key; the token itself need not have an address on the chain.
      const sourceChain = clean(
        route.fromChain ? chainOf(option, route.fromChain) : option.token.chain,
      );
      const asset = clean(option.token.key);
      if (!sourceChain || !asset) return plain;
      return withParams(BRIDGE_SITES.Wormhole, [
        ['sourceChain', sourceChain],
        ['targetChain', clean(destination)],
        ['asset', asset],
      ]);
    }
    case 'Orbiter': {
      const sourceChain = clean(
        route.fromChain ? chainOf(option, route.fromChain) : option.token.chainName,
      );
      const token = clean(option.token.symbol);
      if (!sourceChain || !token) return plain;
      return withParams(BRIDGE_SITES.Orbiter, [
        ['source', sourceChain],
        ['dest', clean(destination)],
        ['token', token],
      ]);
    }
    default:
      return BRIDGE_SITES.Orbiter;
  }
}

/** One token of a protocol's list as an option on its own chain. */
export function tokenOption(token: Token): BridgeOption {
  const chainName = tokenChain(token);
  return {
    id: optionIdOf(token.protocol, token.symbol),
    protocol: token.protocol,
    token,
    availableChains: [chainName],
    chainDetails: [{ chainName, address: tokenAddress(token) }],
  };
}

/** 'Bridge Now' for one token of a protocol's list: leaving from that token's chain. */
export function tokenBridgeUrl(token: Token): string {
  return bridgeUrl(tokenOption(token));
}
