// Circle CCTP: Circle's own burn-and-mint transfer, one token per chain (Circle's USDC, and its
// EURC where Circle lists one), chains named as Circle's Bridge Kit names them ('Ethereum',
// 'World_Chain', 'Solana'). What arrives is the token listed on the destination: USDC burnt on one
// chain is minted as Circle's own USDC on the other.
//
// Circle publishes CCTP as a protocol, not as an app with a documented link. 'Bridge Now' opens
// Portal Bridge, Wormhole's app, which runs Circle's CCTP for USDC between the chains Wormhole's
// CCTP route serves and documents a prefill by query parameters (sourceChain, targetChain, asset,
// targetAsset): https://wormhole.com/docs/products/token-transfers/wrapped-token-transfers/portal/faqs/
// ("How do I use deep-linking with Portal?"). A route Portal cannot run opens its plain page.
import { cleanValue, withParams, type ProtocolAdapter, type TokenBase } from '../adapter';

export interface CctpToken extends TokenBase<'CCTP'> {
  name?: string;
  /** Bridge Kit's chain name ('Ethereum', 'World_Chain', 'Solana'). */
  chain: string;
  /** The EVM chain id, for chains that have one ('1', '8453'). */
  chainId?: string;
  address: string;
  /** Circle's CCTP domain of the chain (0 for Ethereum, 5 for Solana), when the row gives one. */
  domain?: number;
  /** The CCTP versions deployed on the chain ('v1', 'v2'). */
  versions: string[];
}

/**
 * Bridge Kit's chain name -> Portal's name for it, for the chains where Wormhole's CCTP route
 * moves USDC: the chains whose USDC contract Wormhole's SDK lists (@wormhole-foundation/sdk-base,
 * `circle.usdcContract`, Mainnet). A unit test holds this table to the pinned SDK and Bridge Kit.
 */
export const PORTAL_CCTP_CHAINS: Readonly<Record<string, string>> = {
  Ethereum: 'ethereum',
  Avalanche: 'avalanche',
  Optimism: 'optimism',
  Arbitrum: 'arbitrum',
  Solana: 'solana',
  Base: 'base',
  Polygon: 'polygon',
  Unichain: 'unichain',
  Sonic: 'sonic',
  Linea: 'linea',
  World_Chain: 'worldchain',
  // Wormhole names Sei's EVM 'Seievm'; its 'Sei' is the Cosmos chain.
  Sei: 'seievm',
  HyperEVM: 'hyperevm',
  Plume: 'plume',
  Ink: 'ink',
  Monad: 'monad',
  Arc: 'arc',
};

/** The one token Portal's CCTP route moves. */
const PORTAL_ASSET = 'USDC';

function portalChain(chain: string | undefined): string | undefined {
  const name = cleanValue(chain);
  return name !== undefined && Object.hasOwn(PORTAL_CCTP_CHAINS, name)
    ? PORTAL_CCTP_CHAINS[name]
    : undefined;
}

export const cctp: ProtocolAdapter<CctpToken> = {
  chain: (token) => token.chain,
  address: (token) => token.address,
  otherDeployments: () => [],
  onChain: (token, { chainName, address }) => {
    const { chainId: _own, ...rest } = token;
    return { ...rest, chain: chainName, address };
  },
  searchFields: (token) => [['name', token.name]],
  listed: () => true,
  // Circle's tokens are contracts on every chain, never a chain's coin.
  nativeCoinMarker: () => false,
  markedNative: () => false,
  marksWrapped: () => false,
  wrappedBadge: () => false,
  name: (token) => token.name,
  detail: (token) => token.name,
  logo: () => undefined,
  tags: () => [],
  verified: () => false,
  coinGeckoId: () => undefined,
  homeChain: () => undefined,
  chainIdHint: (token) => token.chainId,
  showsContract: true,
  linkNeedsAddress: false,
  dotEMeansEthereum: false,
  // Burnt on one chain, minted as Circle's own token on the other: the listed token arrives.
  delivery: 'listed',
  deepLink(token, { site, departure, destination }) {
    if (cleanValue(token.symbol) !== PORTAL_ASSET) return undefined;
    const sourceChain = portalChain(departure);
    if (sourceChain === undefined) return undefined;
    const chosen = cleanValue(destination);
    const targetChain = portalChain(chosen);
    // A destination Portal's CCTP route does not reach: its plain page, not a wrong prefill.
    if (chosen !== undefined && targetChain === undefined) return undefined;
    return withParams(site, [
      ['sourceChain', sourceChain],
      ['targetChain', targetChain],
      ['asset', PORTAL_ASSET],
      ['targetAsset', targetChain === undefined ? undefined : PORTAL_ASSET],
    ]);
  },
};
