// Where 'Bridge Now' goes: each protocol's own bridge site, prefilled with the token and route
// when we know them. Each protocol's adapter builds its prefilled link (the formats are used by
// public integrations but not all are documented); a missing field falls back to the plain site.
import { resolveChain } from '../shared/chains';
import { defaultDeparture, type DepartureContext } from './departure';
import { optionIdOf } from '../shared/trust';
import { FALLBACK_PROTOCOL, findAdapter } from '../shared/protocols';
import { byProtocol } from '../shared/tokens';
import { tokenAddress, tokenChain } from '../shared/protocols/token-facts';
import type { BridgeOption, ChainAddress, Protocol, Token } from '../shared/tokens';

/** The plain sites: one fixed site per protocol (the registry's `bridgeSite`). */
export const BRIDGE_SITES: Readonly<Record<Protocol, string>> = byProtocol(
  (entry) => entry.bridgeSite,
);

/** Canonical chain ids (see chains.ts) the visitor chose, if any. */
export interface RouteChoice {
  fromChain?: string;
  toChain?: string;
}

function isProtocol(value: string): value is Protocol {
  return Object.prototype.hasOwnProperty.call(BRIDGE_SITES, value);
}

/** The plain site of a protocol; anything unknown goes to the fallback protocol's. */
export function bridgeSite(protocol: string): string {
  return BRIDGE_SITES[isProtocol(protocol) ? protocol : FALLBACK_PROTOCOL];
}

function clean(value: string | undefined | null): string | undefined {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed === '' ? undefined : trimmed;
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
  // Data from elsewhere (a stored row of an older version) may name no protocol we know.
  if (!findAdapter(option.token.protocol)) return plain;
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

/** The 'Bridge Now' address for an option: prefilled when possible, else the plain site. */
export function bridgeUrl(
  option: BridgeOption,
  chosen: RouteChoice = {},
  context?: DepartureContext,
): string {
  // Data from elsewhere (a stored row of an older version) may name no protocol we know.
  const adapter = findAdapter(option.token.protocol);
  if (!adapter) return BRIDGE_SITES[FALLBACK_PROTOCOL];
  const route = withDeparture(option, chosen, context);
  const token = option.token;
  const link = adapter.deepLink(token, {
    site: BRIDGE_SITES[token.protocol],
    departure: departure(option, route),
    // The token's contract where it leaves from: on the chosen From chain, else its own.
    departureContract: route.fromChain
      ? detailOn(option, route.fromChain)
      : { chainName: tokenChain(token), address: tokenAddress(token) },
    destination: chainOf(option, route.toChain),
    // A route joining two of the protocol's symbols arrives as the second.
    ...(option.joined && route.toChain ? { arrivingSymbol: option.joined.symbols[1] } : {}),
  });
  return link ?? bridgeSite(option.protocol);
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
