// Across: one token per chain, keyed as Across's token registry keys it (USDC, USDC.e and USDbC
// apart); chains are Across's chain ids. Its bridge takes a route prefilled by chain ids and token
// symbols (Across's Direct Route Linking): what leaves is the token on the departure chain, what
// arrives the token Across lists under the same key on the destination, or, on a route no one key
// makes, another form of the same asset by Across's registry (USDC.e on zkSync Era arrives as
// USDC on Base).
import { isNativeSentinel } from '../../address';
import { cleanValue, withParams, type ProtocolAdapter, type TokenBase } from '../adapter';

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

/** Across's hub chain (Ethereum), where the tokens its registry counts as one asset are one. */
const ACROSS_HUB_CHAIN = '1';

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
    // On Ethereum, Across's hub chain, a form of an asset is the asset's own contract (USDC.e,
    // USDbC and USDzC are Circle's USDC there), which Across names by the asset's symbol.
    const asset = cleanValue(token.asset);
    const on = (chain: string, named: string) =>
      chain === ACROSS_HUB_CHAIN && asset !== undefined ? asset : named;
    return withParams(`${site}bridge-and-swap`, [
      ['from', from],
      ['to', to],
      ['inputToken', on(from, symbol)],
      // What arrives: the token Across lists under the same symbol on the destination, unless
      // the route arrives as another form of the asset.
      ['outputToken', to ? on(to, cleanValue(arrivingSymbol) ?? symbol) : undefined],
    ]);
  },
};
