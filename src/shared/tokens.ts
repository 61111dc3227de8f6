// Normalised token and bridge-option shapes shared by the page and the data worker.
// Everything here is plain, structured-cloneable data.

import { PROTOCOL_IDS, PROTOCOL_REGISTRY } from './protocol-registry.mjs';

/** The protocols' ids in the order the product lists them (from the protocol registry). */
export const PROTOCOLS = PROTOCOL_IDS;
export type Protocol = (typeof PROTOCOL_REGISTRY)[number]['id'];
/** A protocol's registry entry. */
export type ProtocolEntry<P extends Protocol = Protocol> = Extract<
  (typeof PROTOCOL_REGISTRY)[number],
  { id: P }
>;

/** One value per protocol, read from its registry entry. */
export function byProtocol<T>(pick: (entry: ProtocolEntry) => T): Record<Protocol, T> {
  return Object.fromEntries(PROTOCOL_REGISTRY.map((entry) => [entry.id, pick(entry)])) as Record<
    Protocol,
    T
  >;
}

/** Display names of the protocols (Orbiter is shown as 'Orbiter Finance'). */
export const PROTOCOL_DISPLAY_NAME: Record<Protocol, string> = byProtocol(
  (entry) => entry.displayName,
);

/** Route slug of each protocol: /tokens/{slug}. */
export const PROTOCOL_SLUG: Record<Protocol, string> = byProtocol((entry) => entry.slug);

/** Default decimals when a source omits them. */
export const DEFAULT_DECIMALS = 18;

/** One (chain, address) pair. `chainName` is the source's own chain identifier. */
export interface ChainAddress {
  chainName: string;
  address: string;
}

export interface WormholeToken {
  protocol: 'Wormhole';
  key: string;
  symbol: string;
  nativeChain: string;
  /** tokenId.chain, else nativeChain. */
  chain: string;
  tokenId?: { chain: string; address: string };
  coinGeckoId?: string;
  color?: string;
  decimals: number;
  /** The source gives either a flag or the symbol of the wrapped form (e.g. 'WETH'). */
  wrappedAsset?: boolean | string;
  /** Wrapped deployments on other chains (wrappedTokens map / legacy foreignAssets). */
  foreignAssets: ChainAddress[];
}

export interface StargateToken {
  protocol: 'Stargate';
  chainKey: string;
  address: string;
  symbol: string;
  name?: string;
  decimals: number;
  isBridgeable: boolean;
  isVerified: boolean;
  /** From the source's `icon` field. */
  logoURI?: string;
  tags: string[];
}

export interface OrbiterToken {
  protocol: 'Orbiter';
  symbol: string;
  name?: string;
  address: string;
  decimals: number;
  /** chainName, else the chain's name. */
  chainName: string;
  chainId: string;
  logoURI?: string;
  coinKey?: string;
  isNative: boolean;
}

export type Token = WormholeToken | StargateToken | OrbiterToken;

/** A search result: tokens of one protocol sharing a symbol, with every chain they cover. */
export interface BridgeOption {
  /** Stable id: `${protocol}:${symbol}`. */
  id: string;
  protocol: Protocol;
  /** The first token of the group (its fields fill the card). */
  token: Token;
  /** Source chain identifiers, in first-seen order, without duplicates. */
  availableChains: string[];
  chainDetails: ChainAddress[];
  /**
   * An address search: the chains (source spellings, as in `availableChains`) where the searched
   * contract is deployed. The card shows every chain and marks these.
   */
  highlightChains?: string[];
  /**
   * Set when the option was found only through the plain-letter reading of its symbol: that
   * reading ('USDT0' for 'USD₮0'). Such options come after every direct match.
   */
  readsAs?: string;
  /**
   * Set when the symbol does not contain the query: what matched instead. Such options come
   * after every option whose symbol matches, under a heading of their own.
   */
  matchedBy?: MatchReason;
}

/**
 * Why an option whose symbol does not contain the query was found: a field of its first token
 * ('name: Tether USD', 'key: USDCeth'), or a common name the query is ('bitcoin means BTC, WBTC').
 */
export type MatchReason =
  | { field: 'name' | 'key' | 'coinKey' | 'coinGeckoId'; value: string }
  | { field: 'common name'; name: string; symbols: string[] };

/** The chain a token lives on, as its source names it. */
export function tokenChain(token: Token): string {
  switch (token.protocol) {
    case 'Wormhole':
      return token.chain;
    case 'Stargate':
      return token.chainKey;
    case 'Orbiter':
      return token.chainName;
  }
}

/** The token's own contract address ('' when the source has none, e.g. Wormhole gas tokens). */
export function tokenAddress(token: Token): string {
  switch (token.protocol) {
    case 'Wormhole':
      return token.tokenId?.address ?? '';
    case 'Stargate':
    case 'Orbiter':
      return token.address;
  }
}

/** Every (chain, address) a token is deployed at: its own, then Wormhole's wrapped deployments. */
export function tokenDeployments(token: Token): ChainAddress[] {
  const own = { chainName: tokenChain(token), address: tokenAddress(token) };
  return token.protocol === 'Wormhole' ? [own, ...token.foreignAssets] : [own];
}

/**
 * The option's token as deployed on one of its chains (`chainName` as the option spells it): the
 * first token itself on its own chain, else a copy of it moved to that chain's address (its other
 * fields, such as Orbiter's `isNative`, stay the first token's). Undefined when the option does
 * not list the chain.
 */
export function tokenOnChain(option: BridgeOption, chainName: string): Token | undefined {
  const token = option.token;
  if (tokenChain(token) === chainName) return token;
  const detail = option.chainDetails.find((entry) => entry.chainName === chainName);
  if (!detail) return undefined;
  switch (token.protocol) {
    case 'Wormhole': {
      const { tokenId: _own, ...rest } = token;
      return {
        ...rest,
        chain: chainName,
        ...(detail.address.trim() === ''
          ? {}
          : { tokenId: { chain: chainName, address: detail.address } }),
      };
    }
    case 'Stargate':
      return { ...token, chainKey: chainName, address: detail.address };
    case 'Orbiter':
      return { ...token, chainName, address: detail.address };
  }
}
