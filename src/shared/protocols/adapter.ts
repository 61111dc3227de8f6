// What every protocol adapter answers about its own tokens. Code outside the adapters asks these
// questions instead of branching on a protocol's id, so a new protocol is one new adapter.
import type { PROTOCOL_REGISTRY } from '../protocol-registry.mjs';

/** A protocol's id, as the registry lists it. */
export type ProtocolId = (typeof PROTOCOL_REGISTRY)[number]['id'];

/** One (chain, address) pair. `chainName` is the source's own chain identifier. */
export interface ChainAddress {
  chainName: string;
  address: string;
}

/** The fields every protocol's token has. */
export interface TokenBase<P extends ProtocolId = ProtocolId> {
  protocol: P;
  symbol: string;
  decimals: number;
}

/** A field other than the symbol that a text search matches. */
export type SearchField = 'name' | 'key' | 'coinKey';

/**
 * What a protocol hands a visitor on the destination chain of a route:
 * - 'listed': the token it lists on that chain;
 * - 'token-bridge': the original where the token comes from, its own wrapped copy elsewhere,
 *   and Circle's USDC through CCTP between the chains Circle serves.
 */
export type Delivery = 'listed' | 'token-bridge';

/** What a deep link is built from: chains are the source's own spellings. */
export interface DeepLinkRoute {
  /** The protocol's plain bridge site (the registry's `bridgeSite`). */
  site: string;
  /** The chain the transfer leaves from. */
  departure: string | undefined;
  /** The token's contract on the departure chain, when it has one there. */
  departureContract: ChainAddress | undefined;
  /** The chosen destination chain, if any. */
  destination: string | undefined;
  /**
   * The symbol the token arrives as, when the route leaves as one of the protocol's symbols for
   * an asset and arrives as another (USDC.e on zkSync Era arriving as USDC on Base).
   */
  arrivingSymbol?: string;
}

/** One protocol's behaviour. Method syntax on purpose: each adapter takes its own token type. */
export interface ProtocolAdapter<T extends TokenBase> {
  /** The chain the token lives on, as the source names it. */
  chain(token: T): string;
  /** The token's own contract address ('' when the source has none). */
  address(token: T): string;
  /** Deployments on other chains that stand for this token (wrapped copies), after its own. */
  otherDeployments(token: T): ChainAddress[];
  /** The token as deployed at `at`: its other fields stay as they are. */
  onChain(token: T, at: ChainAddress): T;
  /** The fields a text search matches besides the symbol, in the order a match is reported. */
  searchFields(token: T): ReadonlyArray<readonly [SearchField, string | undefined]>;
  /** Whether the app shows and matches the token at all. */
  listed(token: T): boolean;
  /** The address is a placeholder for the chain's own coin, never a contract to show or copy. */
  nativeCoinMarker(token: T): boolean;
  /** The source itself marks the token as its chain's gas coin. */
  markedNative(token: T): boolean;
  /** The source itself marks the token as a wrapped asset (a 'Wrapped' variant, no guess). */
  marksWrapped(token: T): boolean;
  /** The source's 'Wrapped Asset' badge on a token card. */
  wrappedBadge(token: T): boolean;
  /** The source's name for the token, if it has one. */
  name(token: T): string | undefined;
  /** What a result card's title shows in parentheses after the symbol. */
  detail(token: T): string | undefined;
  /** The source's logo. */
  logo(token: T): string | undefined;
  /** The source's tags. */
  tags(token: T): readonly string[];
  /** The source says it checked the token itself. */
  verified(token: T): boolean;
  /** The token's CoinGecko id, when the source gives one. */
  coinGeckoId(token: T): string | undefined;
  /** The chain the token comes from, when the source says so. */
  homeChain(token: T): string | undefined;
  /** A second chain identifier to resolve when the source's chain name is unknown. */
  chainIdHint(token: T): string | undefined;
  /** Whether a result card shows the contract of the chain 'Bridge Now' leaves from. */
  showsContract: boolean;
  /** Whether the deep link names the token by its address, so a chain without one cannot start. */
  linkNeedsAddress: boolean;
  /** Whether a '.e' suffix on its symbols means bridged from Ethereum (the Avalanche convention). */
  dotEMeansEthereum: boolean;
  delivery: Delivery;
  /**
   * Whether one asset's pools connect across the protocol's symbols for it, so a transfer may
   * leave as one symbol and arrive as another (a USDT pool that delivers USD₮0 on Arbitrum,
   * where Tether's USDT contract is now USDT0). Absent: a transfer keeps its symbol.
   */
  joinsAssetSymbols?: boolean;
  /**
   * The asset the protocol's own data says a token is one form of, where it moves between the
   * forms (a registry that counts USDC.e, USDbC and USDzC as USDC): a route may then leave as
   * one form and arrive as another, by the protocol's word rather than the issuers' lists.
   */
  assetOf?(token: T): string | undefined;
  /** The prefilled 'Bridge Now' address, or undefined when the token lacks what it needs. */
  deepLink(token: T, route: DeepLinkRoute): string | undefined;
  /**
   * The chain every route of the protocol has at one end (canonical chain id), when it has one:
   * a rollup's own bridge moves only between the rollup and the chain it settles on, never from
   * one rollup to another. Absent: any two chains the protocol lists make a route.
   */
  routeHub?: string;
  /** How long a transfer towards the hub takes, and the public page that says so. */
  withdrawalTime?: WithdrawalTime;
}

/** A bridge's wait for a withdrawal to its hub chain, as its owner documents it. */
export interface WithdrawalTime {
  /** The chain a withdrawal arrives on (canonical chain id). */
  to: string;
  /** How long, in words: 'about 7 days'. */
  duration: string;
  /** Why, in words: 'the fault-proof challenge period'. */
  reason: string;
  /** The public page that states it. */
  source: string;
  /** How a card names that page: 'OP docs'. */
  sourceName: string;
}

/**
 * Whether a protocol whose routes need `routeHub` at one end makes the route between two chains
 * (canonical ids). One chain or none chosen, or the same chain twice, restricts nothing.
 */
export function hubAllows(
  routeHub: string | undefined,
  fromChain: string | undefined,
  toChain: string | undefined,
): boolean {
  if (routeHub === undefined || !fromChain || !toChain || fromChain === toChain) return true;
  return fromChain === routeHub || toChain === routeHub;
}

/** Trimmed text, or undefined when blank or absent. */
export function cleanValue(value: string | undefined | null): string | undefined {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed === '' ? undefined : trimmed;
}

/** A link on one of our fixed https bases; every value is URL-encoded by URLSearchParams. */
export function withParams(base: string, params: Array<[string, string | undefined]>): string {
  const url = new URL(base);
  for (const [name, value] of params) if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}
