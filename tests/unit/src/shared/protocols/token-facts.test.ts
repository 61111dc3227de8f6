import { describe, expect, test } from 'vitest';
import type { BridgeOption } from '../../../../../src/shared/tokens';
import type {
  OrbiterToken,
  StargateToken,
  WormholeToken,
} from '../../../../../src/shared/protocols';
import {
  isNativeCoinMarker,
  tokenChain,
  tokenDeployments,
  tokenOnChain,
} from '../../../../../src/shared/protocols/token-facts';

const USDC_ETHEREUM = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

function stargateToken(patch: Partial<StargateToken> = {}): StargateToken {
  return {
    protocol: 'Stargate',
    chainKey: 'ethereum',
    address: USDC_ETHEREUM,
    symbol: 'USDC',
    decimals: 6,
    isBridgeable: true,
    isVerified: true,
    tags: [],
    ...patch,
  };
}

function orbiterToken(patch: Partial<OrbiterToken> = {}): OrbiterToken {
  return {
    protocol: 'Orbiter',
    symbol: 'USDC',
    address: USDC_ETHEREUM,
    decimals: 6,
    chainName: 'Ethereum',
    chainId: '1',
    isNative: false,
    ...patch,
  };
}

function wormholeToken(patch: Partial<WormholeToken> = {}): WormholeToken {
  return {
    protocol: 'Wormhole',
    key: 'USDCeth',
    symbol: 'USDC',
    nativeChain: 'Ethereum',
    chain: 'Ethereum',
    tokenId: { chain: 'Ethereum', address: USDC_ETHEREUM },
    decimals: 6,
    foreignAssets: [],
    ...patch,
  };
}

describe('tokenChain and tokenDeployments', () => {
  test("each protocol's token names its chain the way its source does", () => {
    expect(tokenChain(wormholeToken({ chain: 'Solana' }))).toBe('Solana');
    expect(tokenChain(stargateToken({ chainKey: 'arbitrum' }))).toBe('arbitrum');
    expect(tokenChain(orbiterToken({ chainName: 'zkSync Era' }))).toBe('zkSync Era');
  });

  test("a Wormhole token is deployed at its own address, then at its wrapped copies'", () => {
    const token = wormholeToken({ foreignAssets: [{ chainName: 'Solana', address: 'So1ana' }] });
    expect(tokenDeployments(token)).toEqual([
      { chainName: 'Ethereum', address: USDC_ETHEREUM },
      { chainName: 'Solana', address: 'So1ana' },
    ]);
    expect(tokenDeployments(stargateToken())).toEqual([
      { chainName: 'ethereum', address: USDC_ETHEREUM },
    ]);
  });
});

describe('tokenOnChain', () => {
  const optionOf = (token: BridgeOption['token']): BridgeOption => ({
    id: `${token.protocol}:${token.symbol}`,
    protocol: token.protocol,
    token,
    availableChains: [tokenChain(token), 'other'],
    chainDetails: [{ chainName: 'other', address: '0xother' }],
  });

  test('moves the first token to the chain asked for, keeping its other fields', () => {
    expect(tokenOnChain(optionOf(stargateToken()), 'other')).toMatchObject({
      chainKey: 'other',
      address: '0xother',
      isVerified: true,
    });
    expect(tokenOnChain(optionOf(orbiterToken({ isNative: true })), 'other')).toMatchObject({
      chainName: 'other',
      address: '0xother',
      isNative: true,
    });
    expect(tokenOnChain(optionOf(wormholeToken()), 'other')).toMatchObject({
      chain: 'other',
      tokenId: { chain: 'other', address: '0xother' },
    });
  });

  test('gives the token itself on its own chain and nothing on a chain the option lacks', () => {
    const token = wormholeToken();
    expect(tokenOnChain(optionOf(token), 'Ethereum')).toBe(token);
    expect(tokenOnChain(optionOf(token), 'nowhere')).toBeUndefined();
  });
});

describe('isNativeCoinMarker', () => {
  const STARGATE_ETH = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
  const ZERO = '0x0000000000000000000000000000000000000000';

  test("Stargate's ETH on Abstract (0xEeee…EEeE) is the chain's coin, not a contract", () => {
    expect(
      isNativeCoinMarker(
        stargateToken({
          chainKey: 'abstract',
          symbol: 'ETH',
          name: 'Ether',
          address: STARGATE_ETH,
        }),
      ),
    ).toBe(true);
  });

  test("Orbiter's ETH on Ethereum (the zero address) is the chain's coin, not a contract", () => {
    expect(isNativeCoinMarker(orbiterToken({ symbol: 'ETH', address: ZERO, isNative: true }))).toBe(
      true,
    );
    // The placeholder says it even where the flag is missing.
    expect(isNativeCoinMarker(orbiterToken({ symbol: 'ETH', address: ZERO }))).toBe(true);
  });

  test("Orbiter's native SOL, written as Solana's native mint, has no contract", () => {
    const sol = orbiterToken({
      symbol: 'SOL',
      chainName: 'Solana',
      chainId: 'SOLANA_MAIN',
      address: 'So11111111111111111111111111111111111111112',
      isNative: true,
    });
    expect(isNativeCoinMarker(sol)).toBe(true);
    // Not flagged native, the same mint is wrapped SOL's own token: an address.
    expect(isNativeCoinMarker({ ...sol, isNative: false })).toBe(false);
    // Named 'Wrapped SOL' (as the shipped snapshot has it), it is the wSOL mint, labelled
    // Wrapped: the card shows its contract instead of contradicting its own label.
    expect(isNativeCoinMarker({ ...sol, name: 'Wrapped SOL' })).toBe(false);
  });

  test('a Wormhole gas token without a tokenId has no contract; one with a tokenId has', () => {
    const { tokenId: _none, ...gas } = wormholeToken({ key: 'ETH', symbol: 'ETH' });
    expect(isNativeCoinMarker(gas)).toBe(true);
    expect(isNativeCoinMarker(wormholeToken())).toBe(false);
    expect(
      isNativeCoinMarker(wormholeToken({ tokenId: { chain: 'Ethereum', address: ZERO } })),
    ).toBe(true);
  });

  test('real contracts stay addresses, native coins with a real contract included', () => {
    expect(isNativeCoinMarker(stargateToken())).toBe(false);
    expect(isNativeCoinMarker(orbiterToken())).toBe(false);
    // Starknet's ETH is an ERC-20 contract and Sui's coin type is what wallets use for SUI.
    expect(
      isNativeCoinMarker(
        orbiterToken({
          symbol: 'ETH',
          chainName: 'Starknet',
          address: '0x049d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7',
          isNative: true,
        }),
      ),
    ).toBe(false);
    expect(
      isNativeCoinMarker(
        orbiterToken({ symbol: 'SUI', chainName: 'Sui', address: '0x2::sui::SUI', isNative: true }),
      ),
    ).toBe(false);
  });
});
