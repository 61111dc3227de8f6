// Stargate: one token per chain, of which only the bridgeable ones are shown; its bridge link
// names the token by its address on the departure chain.
import { isNativeSentinel } from '../../address';
import { cleanValue, withParams, type ProtocolAdapter, type TokenBase } from '../adapter';

export interface StargateToken extends TokenBase<'Stargate'> {
  chainKey: string;
  address: string;
  name?: string;
  isBridgeable: boolean;
  isVerified: boolean;
  /** From the source's `icon` field. */
  logoURI?: string;
  tags: string[];
}

export const stargate: ProtocolAdapter<StargateToken> = {
  chain: (token) => token.chainKey,
  address: (token) => token.address,
  otherDeployments: () => [],
  onChain: (token, { chainName, address }) => ({ ...token, chainKey: chainName, address }),
  searchFields: (token) => [['name', token.name]],
  listed: (token) => token.isBridgeable,
  // The native coin is written as 0xEeee…EEeE (or the zero address).
  nativeCoinMarker: (token) => isNativeSentinel(token.address),
  markedNative: (token) => isNativeSentinel(token.address),
  marksWrapped: () => false,
  wrappedBadge: () => false,
  name: (token) => token.name,
  detail: (token) => token.name,
  logo: (token) => token.logoURI,
  tags: (token) => token.tags,
  verified: (token) => token.isVerified,
  coinGeckoId: () => undefined,
  homeChain: () => undefined,
  chainIdHint: () => undefined,
  showsContract: true,
  linkNeedsAddress: true,
  // Stargate's own '.e' tokens are backed by its pools on several chains, not by Ethereum alone.
  dotEMeansEthereum: false,
  delivery: 'listed',
  // Stargate's pools are per asset, not per symbol: its USDT pool on Arbitrum holds Tether's
  // contract 0xFd08…Cbb9, upgraded in place to USDT0, which Stargate lists as USD₮0
  // (https://stargateprotocol.gitbook.io/stargate/v2-developer-docs/technical-reference/mainnet-contracts,
  // https://docs.usdt0.to/technical-documentation/developer#deployments).
  joinsAssetSymbols: true,
  deepLink(_token, { site, departureContract, destination }) {
    const srcChain = cleanValue(departureContract?.chainName);
    const srcToken = cleanValue(departureContract?.address);
    if (!srcChain || !srcToken) return undefined;
    return withParams(`${site}bridge`, [
      ['srcChain', srcChain],
      ['srcToken', srcToken],
      ['dstChain', cleanValue(destination)],
    ]);
  },
};
