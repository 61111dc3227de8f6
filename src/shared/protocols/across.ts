// Across: one token per chain, keyed as Across's token registry keys it (USDC, USDC.e and USDbC
// apart); chains are Across's chain ids. Its bridge takes a route prefilled by chain ids and token
// symbols (Across's Direct Route Linking): what leaves is the token on the departure chain, what
// arrives the token Across lists under the same key on the destination, or, on a route no one key
// makes, another form of the same asset by Across's registry (USDC.e on zkSync Era arrives as
// USDC on Base).
import { isNativeSentinel } from '../address';
import { cleanValue, withParams, type ProtocolAdapter, type TokenBase } from './adapter';

export interface AcrossToken extends TokenBase<'Across'> {
  /** The token's key in Across's registry ('USDC', 'USDC.e', 'USDbC'). */
  key: string;
  name?: string;
  /** Across's chain id ('1', '42161'; Across's own ids for chains without one, e.g. Solana). */
  chainId: string;
  address: string;
  coinGeckoId?: string;
  /** The registry's token this one is a form of ('USDC' for USDC.e, USDbC, USDzC and USDC). */
  asset?: string;
}

export const across: ProtocolAdapter<AcrossToken> = {
  chain: (token) => token.chainId,
  address: (token) => token.address,
  otherDeployments: () => [],
  onChain: (token, { chainName, address }) => ({ ...token, chainId: chainName, address }),
  searchFields: (token) => [
    ['name', token.name],
    ['key', token.key],
  ],
  listed: () => true,
  // A chain's own coin is written as 0xEeee…EEeE (the build writes it so for ETH).
  nativeCoinMarker: (token) => isNativeSentinel(token.address),
  markedNative: (token) => isNativeSentinel(token.address),
  marksWrapped: () => false,
  wrappedBadge: () => false,
  name: (token) => token.name,
  detail: (token) => token.name,
  logo: () => undefined,
  tags: () => [],
  verified: () => false,
  coinGeckoId: (token) => token.coinGeckoId,
  homeChain: () => undefined,
  chainIdHint: () => undefined,
  showsContract: true,
  linkNeedsAddress: false,
  // Across's USDC.e is "USD Coin (bridged)": Circle's USDC bridged from Ethereum.
  dotEMeansEthereum: true,
  delivery: 'listed',
  assetOf: (token) => token.asset,
  deepLink(token, { site, departure, destination, arrivingSymbol }) {
    const from = cleanValue(departure);
    const symbol = cleanValue(token.symbol);
    if (!from || !symbol) return undefined;
    const to = cleanValue(destination);
    return withParams(`${site}bridge-and-swap`, [
      ['from', from],
      ['to', to],
      ['inputToken', symbol],
      // What arrives: the token Across lists under the same symbol on the destination, unless
      // the route arrives as another form of the asset.
      ['outputToken', to ? (cleanValue(arrivingSymbol) ?? symbol) : undefined],
    ]);
  },
};
