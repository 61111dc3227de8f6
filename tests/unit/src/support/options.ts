// Hand-made bridge options and tokens (real symbols and addresses) for component tests.
import type {
  AcrossToken,
  OrbiterToken,
  StargateToken,
  WormholeToken,
} from '../../../../src/shared/protocols';
import type { BridgeOption } from '../../../../src/shared/tokens';

export const USDC_ETHEREUM = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
export const USDC_ARBITRUM = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831';

export function stargateToken(patch: Partial<StargateToken> = {}): StargateToken {
  return {
    protocol: 'Stargate',
    chainKey: 'ethereum',
    address: USDC_ETHEREUM,
    symbol: 'USDC',
    name: 'USD Coin',
    decimals: 6,
    isBridgeable: true,
    isVerified: true,
    logoURI: 'https://icons.example/usdc.png',
    tags: ['stablecoin'],
    ...patch,
  };
}

export function wormholeToken(patch: Partial<WormholeToken> = {}): WormholeToken {
  return {
    protocol: 'Wormhole',
    key: 'USDCeth',
    symbol: 'USDC',
    nativeChain: 'Ethereum',
    chain: 'Ethereum',
    tokenId: { chain: 'Ethereum', address: USDC_ETHEREUM },
    coinGeckoId: 'usd-coin',
    decimals: 6,
    foreignAssets: [],
    ...patch,
  };
}

export function orbiterToken(patch: Partial<OrbiterToken> = {}): OrbiterToken {
  return {
    protocol: 'Orbiter',
    symbol: 'USDC',
    name: 'USD Coin',
    address: USDC_ETHEREUM,
    decimals: 6,
    chainName: 'Ethereum',
    chainId: '1',
    isNative: false,
    ...patch,
  };
}

export const stargateUsdc: BridgeOption = {
  id: 'Stargate:USDC',
  protocol: 'Stargate',
  token: stargateToken(),
  availableChains: ['ethereum', 'arbitrum', 'bsc'],
  chainDetails: [
    { chainName: 'ethereum', address: USDC_ETHEREUM },
    { chainName: 'arbitrum', address: USDC_ARBITRUM },
    { chainName: 'bsc', address: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d' },
  ],
};

export const wormholeUsdc: BridgeOption = {
  id: 'Wormhole:USDC',
  protocol: 'Wormhole',
  token: wormholeToken(),
  availableChains: ['Ethereum', 'Solana', 'Arbitrum'],
  chainDetails: [
    { chainName: 'Ethereum', address: USDC_ETHEREUM },
    { chainName: 'Solana', address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' },
    { chainName: 'Arbitrum', address: USDC_ARBITRUM },
  ],
};

export const orbiterUsdc: BridgeOption = {
  id: 'Orbiter:USDC',
  protocol: 'Orbiter',
  token: orbiterToken(),
  availableChains: ['Ethereum', 'Arbitrum'],
  chainDetails: [
    { chainName: 'Ethereum', address: USDC_ETHEREUM },
    { chainName: 'Arbitrum', address: USDC_ARBITRUM },
  ],
};

/** Across's bridged USDC.e on zkSync Era, which Across's registry counts as USDC. */
export const ACROSS_USDC_E_ZKSYNC = '0x3355df6D4c9C3035724Fd0e3914dE96A5a83aaf4';

export function acrossToken(patch: Partial<AcrossToken> = {}): AcrossToken {
  return {
    protocol: 'Across',
    key: 'USDC.e',
    symbol: 'USDC.e',
    decimals: 6,
    chainId: '324',
    address: ACROSS_USDC_E_ZKSYNC,
    asset: 'USDC',
    ...patch,
  };
}

/** An Across route that leaves zkSync Era as USDC.e and arrives on Base as USDC. */
export const acrossUsdcEToUsdc: BridgeOption = {
  id: 'Across:USDC.e→USDC',
  protocol: 'Across',
  token: acrossToken(),
  availableChains: ['324', '8453'],
  chainDetails: [],
  joined: { asset: 'USDC', symbols: ['USDC.e', 'USDC'], by: 'protocol' },
};

/** `count` distinct Stargate options, for large-list tests. */
export function manyOptions(count: number): BridgeOption[] {
  return Array.from({ length: count }, (_, index) => ({
    ...stargateUsdc,
    id: `Stargate:TKN${index}`,
    token: stargateToken({ symbol: `TKN${index}`, name: `Token ${index}` }),
  }));
}
