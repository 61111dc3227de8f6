// Wormhole: one token per asset and home chain, with the chains its token bridge reaches through
// wrapped copies; Connect names the asset by its key.
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
    // The asset is named by its key; the token itself need not have an address on the chain.
    const sourceChain = cleanValue(departure);
    const asset = cleanValue(token.key);
    if (!sourceChain || !asset) return undefined;
    return withParams(site, [
      ['sourceChain', sourceChain],
      ['targetChain', cleanValue(destination)],
      ['asset', asset],
    ]);
  },
};
