// Where 'Bridge Now' goes: each protocol's own bridge site, prefilled with the token and route
// when we know them. The prefill formats are used by public integrations but not all
// are documented, so they live here only; a missing field falls back to the plain site.
import { resolveChain } from '../shared/chains';
import { defaultDeparture, type DepartureContext } from './departure';
import { optionIdOf } from '../shared/trust';
import { byProtocol, tokenAddress, tokenChain } from '../shared/tokens';
import type { BridgeOption, ChainAddress, Protocol, Token } from '../shared/tokens';

/** The plain sites: one fixed site per protocol (the registry's `bridgeSite`). */
export const BRIDGE_SITES: Readonly<Record<Protocol, string>> = byProtocol(
  (entry) => entry.bridgeSite,
);

/** Where 'Bridge Now' goes for anything that is not a known protocol. */
const DEFAULT_PROTOCOL: Protocol = 'Orbiter';

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
  return BRIDGE_SITES[isProtocol(protocol) ? protocol : DEFAULT_PROTOCOL];
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

/** What 'Bridge Now' opens: its address and the route it is prefilled with (source spellings). */
export interface BridgeTarget {
  href: string;
  /** The chain the transfer starts from; absent when the link is the plain site. */
  from?: string;
  /** The destination chain, when To is chosen and the link carries it. */
  to?: string;
}

/**
 * The route with its From filled in: the chosen From chain, else the option's default departure
 * (see `defaultDeparture`). Left without a From only when the option has no chain to leave from.
 */
function withDeparture(
  option: BridgeOption,
  route: RouteChoice,
  context: DepartureContext | undefined,
): RouteChoice {
  if (route.fromChain) return route;
  const raw = defaultDeparture(option, context);
  return raw === undefined ? route : { ...route, fromChain: resolveChain(raw, option.protocol).id };
}

/**
 * 'Bridge Now' for an option: from the From chain when one is chosen, else from its default
 * departure (Ethereum, the home chain, or the chain most options list: `context` holds what the
 * search's other options say), to the To chain when chosen. An option that does not list a chosen
 * chain cannot make the route: it gets the protocol's plain site, no route link.
 */
export function bridgeTarget(
  option: BridgeOption,
  chosen: RouteChoice = {},
  context?: DepartureContext,
): BridgeTarget {
  const plain = { href: bridgeSite(option.protocol) };
  const route = withDeparture(option, chosen, context);
  const from = route.fromChain ? chainOf(option, route.fromChain) : tokenChain(option.token);
  const to = chainOf(option, route.toChain);
  if (!clean(from) || (route.toChain && !to)) return plain;
  const href = bridgeUrl(option, route);
  if (href === plain.href) return plain;
  return { href, from, ...(to ? { to } : {}) };
}

/** The chain the transfer leaves from: the chosen From chain, else the option's own token's. */
function departure(option: BridgeOption, route: RouteChoice): string | undefined {
  return clean(route.fromChain ? chainOf(option, route.fromChain) : tokenChain(option.token));
}

/** An option whose first token is of protocol P. */
type OptionOf<P extends Protocol> = BridgeOption & { token: Extract<Token, { protocol: P }> };

/**
 * The prefilled 'Bridge Now' address of each protocol, or undefined when the option lacks what
 * the prefill needs. `destination` is the source's identifier of the chosen To chain.
 */
const DEEP_LINKS: {
  [P in Protocol]: (
    option: OptionOf<P>,
    route: RouteChoice,
    destination: string | undefined,
  ) => string | undefined;
} = {
  Stargate(option, route, destination) {
    // Where the token leaves from: the chosen From chain, else the option's own token.
    const from = route.fromChain
      ? detailOn(option, route.fromChain)
      : { chainName: option.token.chainKey, address: option.token.address };
    const srcChain = clean(from?.chainName);
    const srcToken = clean(from?.address);
    if (!srcChain || !srcToken) return undefined;
    return withParams(`${BRIDGE_SITES.Stargate}bridge`, [
      ['srcChain', srcChain],
      ['srcToken', srcToken],
      ['dstChain', clean(destination)],
    ]);
  },
  Wormhole(option, route, destination) {
    // The asset is named by its key; the token itself need not have an address on the chain.
    const sourceChain = departure(option, route);
    const asset = clean(option.token.key);
    if (!sourceChain || !asset) return undefined;
    return withParams(BRIDGE_SITES.Wormhole, [
      ['sourceChain', sourceChain],
      ['targetChain', clean(destination)],
      ['asset', asset],
    ]);
  },
  Orbiter(option, route, destination) {
    const sourceChain = departure(option, route);
    const token = clean(option.token.symbol);
    if (!sourceChain || !token) return undefined;
    return withParams(BRIDGE_SITES.Orbiter, [
      ['source', sourceChain],
      ['dest', clean(destination)],
      ['token', token],
    ]);
  },
};

/** The 'Bridge Now' address for an option: prefilled when possible, else the plain site. */
export function bridgeUrl(
  option: BridgeOption,
  chosen: RouteChoice = {},
  context?: DepartureContext,
): string {
  const route = withDeparture(option, chosen, context);
  const protocol = option.token.protocol;
  // Data from elsewhere (a stored row of an older version) may name no protocol we know.
  if (!isProtocol(protocol)) return BRIDGE_SITES[DEFAULT_PROTOCOL];
  const link = DEEP_LINKS[protocol] as (
    option: BridgeOption,
    route: RouteChoice,
    destination: string | undefined,
  ) => string | undefined;
  return link(option, route, chainOf(option, route.toChain)) ?? bridgeSite(option.protocol);
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
