// The OP Stack Standard Bridge: the canonical bridge between Ethereum and each OP Stack rollup
// (OP Mainnet, Base, Unichain, Mode, Lisk, Ink, Soneium, World Chain, ...). One token per chain,
// as the Superchain Token List names it; chains are chain ids. It moves only between Ethereum and
// one rollup, never from rollup to rollup, and what arrives is the list's token with the same
// `opTokenId` on the other end (Ethereum's USDC arrives on Base as USDbC): its asset.
import { isNativeSentinel } from '../../address';
import { cleanValue, withParams, type ProtocolAdapter, type TokenBase } from '../adapter';

export interface OpStackToken extends TokenBase<'OPStack'> {
  /** The Superchain Token List's id of the asset across chains ('BridgedUSDC' for USDbC). */
  opTokenId: string;
  name?: string;
  /** The chain id ('1', '10', '8453'). */
  chainId: string;
  address: string;
}

/** Ethereum's chain id: one end of every Standard Bridge route. */
const ETHEREUM_CHAIN_ID = '1';

export const opStack: ProtocolAdapter<OpStackToken> = {
  chain: (token) => token.chainId,
  address: (token) => token.address,
  otherDeployments: () => [],
  onChain: (token, { chainName, address }) => ({ ...token, chainId: chainName, address }),
  searchFields: (token) => [['name', token.name]],
  listed: () => true,
  // ETH, each chain's own coin, is written as 0xEeee…EEeE (the build writes it so).
  nativeCoinMarker: (token) => isNativeSentinel(token.address),
  markedNative: (token) => isNativeSentinel(token.address),
  marksWrapped: () => false,
  wrappedBadge: () => false,
  name: (token) => token.name,
  detail: (token) => token.name,
  logo: () => undefined,
  tags: () => [],
  verified: () => false,
  coinGeckoId: () => undefined,
  homeChain: () => undefined,
  chainIdHint: () => undefined,
  showsContract: true,
  linkNeedsAddress: false,
  // The list's USDC.e is "Bridged USDC": Circle's USDC bridged from Ethereum by this bridge.
  dotEMeansEthereum: true,
  delivery: 'listed',
  assetOf: (token) => token.opTokenId,
  routeHub: 'ethereum',
  // "This period is 7 days on Ethereum", Optimism's docs on sending from L2 to L1: a withdrawal
  // is finalized on Ethereum only after the fault challenge period, on every OP Stack chain.
  withdrawalTime: {
    to: 'ethereum',
    duration: 'about 7 days',
    reason: 'the fault-proof challenge period',
    source: 'https://docs.optimism.io/app-developers/bridging/messaging#for-l2-to-l1-transactions',
    sourceName: 'OP docs',
  },
  // Base's docs send Ethereum <-> Base transfers to Superbridge first, with a link prefilled by
  // chain ids (https://docs.base.org/base-chain/network-information/ecosystem-bridges:
  // https://superbridge.app/?fromChainId=1&toChainId=8453); Superbridge serves every OP Stack
  // chain of the list. It documents no token parameter, so the link names the chains only. The
  // registry entry names the app (`bridgeApp`), so the card does too.
  deepLink(_token, { site, departure, destination }) {
    const from = cleanValue(departure);
    if (!from) return undefined;
    const chosen = cleanValue(destination);
    // A rollup's only destination is Ethereum; Ethereum's is the chosen rollup, if any.
    const to = chosen ?? (from === ETHEREUM_CHAIN_ID ? undefined : ETHEREUM_CHAIN_ID);
    if (to !== undefined && from !== ETHEREUM_CHAIN_ID && to !== ETHEREUM_CHAIN_ID)
      return undefined;
    if (from === to) return undefined;
    return withParams(site, [
      ['fromChainId', from],
      ['toChainId', to],
    ]);
  },
};
