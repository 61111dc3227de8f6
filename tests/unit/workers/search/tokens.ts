// Test helper: minimal normalised tokens, as the parsers would produce them.
import type { OrbiterToken, StargateToken, WormholeToken } from '../../../../src/shared/protocols';

/** A Wormhole token; without an address it is a native coin (no token id). */
export function wormhole(
  symbol: string,
  chain: string,
  address?: string,
  extra: Partial<WormholeToken> = {},
): WormholeToken {
  return {
    protocol: 'Wormhole',
    key: extra.key ?? `${symbol}${chain}`,
    symbol,
    nativeChain: chain,
    chain,
    ...(address === undefined ? {} : { tokenId: { chain, address } }),
    decimals: 18,
    foreignAssets: [],
    ...extra,
  };
}

export function stargate(
  symbol: string,
  chainKey: string,
  address: string,
  extra: Partial<StargateToken> = {},
): StargateToken {
  return {
    protocol: 'Stargate',
    chainKey,
    address,
    symbol,
    decimals: 18,
    isBridgeable: true,
    isVerified: false,
    tags: [],
    ...extra,
  };
}

export function orbiter(
  symbol: string,
  chainName: string,
  address: string,
  extra: Partial<OrbiterToken> = {},
): OrbiterToken {
  return {
    protocol: 'Orbiter',
    symbol,
    address,
    decimals: 18,
    chainName,
    chainId: extra.chainId ?? chainName,
    isNative: false,
    ...extra,
  };
}
