// Normalised token and bridge-option shapes shared by the page and the data worker.
// Everything here is plain, structured-cloneable data.

import { PROTOCOL_IDS, PROTOCOL_REGISTRY } from './protocol-registry.mjs';
import type { AnyToken, ChainAddress } from './protocols';

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

/** Display names of the protocols (what every visible text calls each, from its entry). */
export const PROTOCOL_DISPLAY_NAME: Record<Protocol, string> = byProtocol(
  (entry) => entry.displayName,
);

/**
 * The app 'Bridge Now' opens, for a protocol whose transfers run in another's app (its entry's
 * `bridgeApp`); undefined where the protocol's own site runs them.
 */
export const PROTOCOL_BRIDGE_APP: Record<Protocol, string | undefined> = byProtocol((entry) =>
  'bridgeApp' in entry ? entry.bridgeApp : undefined,
);

/** Route slug of each protocol: /tokens/{slug}. */
export const PROTOCOL_SLUG: Record<Protocol, string> = byProtocol((entry) => entry.slug);

/** Default decimals when a source omits them. */
export const DEFAULT_DECIMALS = 18;

export type { ChainAddress };

/** Any protocol's token; each protocol's adapter (src/shared/protocols/) defines its own. */
export type Token = AnyToken;

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
  /**
   * Set when the option was found through what one of its contracts is, not its symbol: the
   * asset or contract name the query is in ('WBTC'), the chain and the contract ("BitGo's WBTC").
   * Such options come after the symbol matches and their readings.
   */
  asAsset?: { asset: string; chain: string; contract: string };
  /**
   * Set on a route when the option joins two of the protocol's symbols that are one asset (the
   * issuers' lists name a contract of each, or with `by: 'protocol'` the protocol's own data
   * counts both as the asset): it leaves as the first symbol and arrives as the second. Its id is
   * `${protocol}:${first}→${second}`.
   */
  joined?: { asset: string; symbols: string[]; by?: 'protocol' };
  /**
   * The token's name for the card's title when its own source gives none (a registry names a
   * token only by one origin's key): the name another source lists for one of its contracts
   * under the same symbol ('USD Coin').
   */
  tokenName?: string;
}

/**
 * Why an option whose symbol does not contain the query was found: a field of its first token
 * ('name: Tether USD', 'key: USDCeth'), or a common name the query is ('bitcoin means BTC, WBTC').
 */
export type MatchReason =
  | { field: 'name' | 'key' | 'coinKey' | 'coinGeckoId'; value: string }
  | { field: 'common name'; name: string; symbols: string[] };
