// The protocol adapters, one per registry id: a protocol without one does not compile.
import { across } from './across';
import type { ProtocolAdapter, ProtocolId, TokenBase } from './adapter';
import { cctp } from './cctp';
import { orbiter } from './orbiter';
import { stargate } from './stargate';
import { wormhole } from './wormhole';

export const ADAPTERS = {
  Wormhole: wormhole,
  Stargate: stargate,
  Orbiter: orbiter,
  Across: across,
  CCTP: cctp,
} satisfies { [P in ProtocolId]: ProtocolAdapter<TokenBase<P>> };

/** The token type of protocol P, as its adapter reads it. */
export type TokenOf<P extends ProtocolId> =
  (typeof ADAPTERS)[P] extends ProtocolAdapter<infer T> ? T : never;

/** Any protocol's token. */
export type AnyToken = { [P in ProtocolId]: TokenOf<P> }[ProtocolId];

/** Where 'Bridge Now' goes for data naming no protocol we know. */
export const FALLBACK_PROTOCOL: ProtocolId = 'Orbiter';

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

export type {
  ChainAddress,
  DeepLinkRoute,
  Delivery,
  ProtocolAdapter,
  ProtocolId,
  SearchField,
  TokenBase,
} from './adapter';
export type { CctpToken } from './cctp';
export type { OrbiterToken } from './orbiter';
export type { StargateToken } from './stargate';
export type { WormholeToken } from './wormhole';
