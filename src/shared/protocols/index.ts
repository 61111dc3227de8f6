// The protocol adapters, one per registry id: a protocol without one does not compile.
import { across } from './across/adapter';
import { opStack } from './opstack/adapter';
import { cctp } from './cctp/adapter';
import { hubAllows, type ProtocolAdapter, type ProtocolId, type TokenBase } from './adapter';
import { FALLBACK_PROTOCOL_ID } from '../protocol-registry.mjs';
import { orbiter } from './orbiter/adapter';
import { stargate } from './stargate/adapter';
import { wormhole } from './wormhole/adapter';

export const ADAPTERS = {
  Wormhole: wormhole,
  Stargate: stargate,
  Orbiter: orbiter,
  Across: across,
  CCTP: cctp,
  OPStack: opStack,
} satisfies { [P in ProtocolId]: ProtocolAdapter<TokenBase<P>> };

/** The token type of protocol P, as its adapter reads it. */
export type TokenOf<P extends ProtocolId> =
  (typeof ADAPTERS)[P] extends ProtocolAdapter<infer T> ? T : never;

/** Any protocol's token. */
export type AnyToken = { [P in ProtocolId]: TokenOf<P> }[ProtocolId];

/** Where 'Bridge Now' goes for data naming no protocol we know: the entry that says so. */
export const FALLBACK_PROTOCOL: ProtocolId = FALLBACK_PROTOCOL_ID;

/** The adapter of a token's protocol. */
export function adapterOf<T extends AnyToken>(token: T): ProtocolAdapter<T> {
  return ADAPTERS[token.protocol] as unknown as ProtocolAdapter<T>;
}

/** The adapter of a protocol id, or undefined for an id from elsewhere that names none. */
export function findAdapter(id: string): ProtocolAdapter<AnyToken> | undefined {
  return Object.prototype.hasOwnProperty.call(ADAPTERS, id)
    ? (ADAPTERS[id as ProtocolId] as unknown as ProtocolAdapter<AnyToken>)
    : undefined;
}

/**
 * Whether a protocol makes a route between two chains (canonical ids) as its adapter's
 * `routeHub` allows; an id that names no protocol restricts nothing.
 */
export function protocolMakesRoute(
  protocol: string,
  fromChain: string | undefined,
  toChain: string | undefined,
): boolean {
  return hubAllows(findAdapter(protocol)?.routeHub, fromChain, toChain);
}

export type {
  ChainAddress,
  DeepLinkRoute,
  Delivery,
  ProtocolAdapter,
  ProtocolId,
  SearchField,
  TokenBase,
  WithdrawalTime,
} from './adapter';
export type { AcrossToken } from './across/adapter';
export type { OrbiterToken } from './orbiter/adapter';
export type { StargateToken } from './stargate/adapter';
export type { WormholeToken } from './wormhole/adapter';
export type { OpStackToken } from './opstack/adapter';
export type { CctpToken } from './cctp/adapter';
