// Orbiter Finance: tokens listed per chain, chains named freely with a chain id beside the name;
// its bridge link names the token by its symbol.
import { isNativeSentinel } from '../../address';
import { cleanValue, withParams, type ProtocolAdapter, type TokenBase } from '../adapter';

export interface OrbiterToken extends TokenBase<'Orbiter'> {
  name?: string;
  address: string;
  /** chainName, else the chain's name. */
  chainName: string;
  chainId: string;
  logoURI?: string;
  coinKey?: string;
  isNative: boolean;
}

// Solana's native mint: the account wrapped SOL lives at. A source that flags SOL as the chain's
// own coin and gives this address means "native SOL", which has no mint of its own.
const SOLANA_NATIVE_MINT = 'So11111111111111111111111111111111111111112';

export const orbiter: ProtocolAdapter<OrbiterToken> = {
  chain: (token) => token.chainName,
  address: (token) => token.address,
  otherDeployments: () => [],
  onChain: (token, { chainName, address }) => ({ ...token, chainName, address }),
  searchFields: (token) => [
    ['name', token.name],
    ['coinKey', token.coinKey],
  ],
  listed: () => true,
  // A token flagged `isNative` at Solana's native mint is native SOL, unless its own name says it
  // is the wrapped token ('Wrapped SOL'): then the mint is its contract.
  nativeCoinMarker: (token) =>
    isNativeSentinel(token.address) ||
    (token.isNative &&
      token.address.trim() === SOLANA_NATIVE_MINT &&
      !/\bwrapped\b/i.test(token.name ?? '')),
  markedNative: (token) => token.isNative,
  marksWrapped: () => false,
  wrappedBadge: () => false,
  name: (token) => token.name,
  detail: (token) => token.name,
  logo: (token) => token.logoURI,
  tags: () => [],
  verified: () => false,
  coinGeckoId: () => undefined,
  homeChain: () => undefined,
  // Orbiter names chains freely ('zkSync Era Mainnet'); its numeric chain id may still be known.
  chainIdHint: (token) => token.chainId,
  showsContract: true,
  linkNeedsAddress: false,
  dotEMeansEthereum: true,
  delivery: 'listed',
  deepLink(token, { site, departure, destination }) {
    const source = cleanValue(departure);
    const symbol = cleanValue(token.symbol);
    if (!source || !symbol) return undefined;
    return withParams(site, [
      ['source', source],
      ['dest', cleanValue(destination)],
      ['token', symbol],
    ]);
  },
};
