// Wormhole: one token per asset and home chain, with the chains its token bridge reaches through
// wrapped copies; Portal Bridge names the asset by its symbol on the source chain.
import { isNativeSentinel } from '../../address';
import {
  cleanValue,
  withParams,
  type ChainAddress,
  type ProtocolAdapter,
  type TokenBase,
} from '../adapter';

export interface WormholeToken extends TokenBase<'Wormhole'> {
  key: string;
  nativeChain: string;
  /** tokenId.chain, else nativeChain. */
  chain: string;
  tokenId?: { chain: string; address: string };
  coinGeckoId?: string;
  color?: string;
  /** The source gives either a flag or the symbol of the wrapped form (e.g. 'WETH'). */
  wrappedAsset?: boolean | string;
  /** Wrapped deployments on other chains (wrappedTokens map / legacy foreignAssets). */
  foreignAssets: ChainAddress[];
}

export const wormhole: ProtocolAdapter<WormholeToken> = {
  chain: (token) => token.chain,
  address: (token) => token.tokenId?.address ?? '',
  otherDeployments: (token) => token.foreignAssets,
  onChain(token, { chainName, address }) {
    const { tokenId: _own, ...rest } = token;
    return {
      ...rest,
      chain: chainName,
      ...(address.trim() === '' ? {} : { tokenId: { chain: chainName, address } }),
    };
  },
  searchFields: (token) => [['key', token.key]],
  listed: () => true,
  // A gas token has no tokenId (ETH, BNB, SOL, …).
  nativeCoinMarker: (token) =>
    !token.tokenId ||
    token.tokenId.address.trim() === '' ||
    isNativeSentinel(token.tokenId.address),
  markedNative: (token) => token.tokenId === undefined,
  // `true` marks a wrapped asset; a string names the wrapped form of a gas token (ETH -> 'WETH'),
  // so on its own it says the token is native.
  marksWrapped: (token) => token.wrappedAsset === true,
  wrappedBadge: (token) => Boolean(token.wrappedAsset),
  name: () => undefined,
  detail: (token) => token.key,
  logo: () => undefined,
  tags: () => [],
  verified: () => false,
  coinGeckoId: (token) => token.coinGeckoId,
  homeChain: (token) => (token.nativeChain.trim() === '' ? undefined : token.nativeChain),
  chainIdHint: () => undefined,
  showsContract: false,
  linkNeedsAddress: false,
  dotEMeansEthereum: true,
  delivery: 'token-bridge',
  deepLink(token, { site, departure, destination }) {
    // Portal Bridge's documented prefill (https://wormhole.com/docs/products/token-transfers/
    // wrapped-token-transfers/portal/faqs/): `asset` is the asset key on the source chain, the
    // symbol ('SOL', 'USDC'), and chains are lower case ('solana'). The token's own key names one
    // origin ('USDCsol'), not the asset on the chain the visitor leaves from.
    const sourceChain = cleanValue(departure)?.toLowerCase();
    const asset = cleanValue(token.symbol);
    if (!sourceChain || !asset) return undefined;
    return withParams(site, [
      ['sourceChain', sourceChain],
      ['targetChain', cleanValue(destination)?.toLowerCase()],
      ['asset', asset],
    ]);
  },
};
