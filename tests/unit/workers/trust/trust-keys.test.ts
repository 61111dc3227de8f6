import { describe, expect, it } from 'vitest';
import type { OrbiterToken } from '../../../../src/shared/protocols';
import {
  canonicalChainOf,
  comparableAddress,
  createChainResolver,
  foldSymbol,
  shortAddress,
  symbolKey,
} from '../../../../workers/trust/trust-keys';
import { isNativeSentinel } from '../../../../src/shared/address';

const orbiter = (chainName: string, chainId: string): OrbiterToken => ({
  protocol: 'Orbiter',
  symbol: 'ETH',
  address: '0x0000000000000000000000000000000000000000',
  decimals: 18,
  chainName,
  chainId,
  isNative: true,
});

describe('symbolKey', () => {
  it('trims but keeps case, because USDT and USDt can be different tokens', () => {
    expect(symbolKey('  USDt ')).toBe('USDt');
    expect(symbolKey('USDt')).not.toBe(symbolKey('USDT'));
  });
});

describe('native sentinels', () => {
  it('recognises the zero address and the 0xEeee…EEeE placeholder in any case', () => {
    expect(isNativeSentinel('0x0000000000000000000000000000000000000000')).toBe(true);
    expect(isNativeSentinel('0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE')).toBe(true);
    expect(isNativeSentinel('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')).toBe(true);
  });

  it('does not treat real contracts or Move coin types as sentinels', () => {
    expect(isNativeSentinel('0xaf88d065e77c8cC2239327C5EDb3A432268e5831')).toBe(false);
    expect(isNativeSentinel('0x2::sui::SUI')).toBe(false);
    expect(isNativeSentinel('So11111111111111111111111111111111111111112')).toBe(false);
  });
});

describe('comparableAddress', () => {
  it('has nothing to compare for empty addresses and native sentinels', () => {
    expect(comparableAddress('')).toBeNull();
    expect(comparableAddress('   ')).toBeNull();
    expect(comparableAddress('0x0000000000000000000000000000000000000000')).toBeNull();
    expect(comparableAddress('0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE')).toBeNull();
  });

  it('compares EVM addresses case-insensitively', () => {
    expect(comparableAddress('0xaf88d065e77c8cC2239327C5EDb3A432268e5831')).toBe(
      comparableAddress('0xAF88D065E77C8CC2239327C5EDB3A432268E5831'),
    );
  });

  it('compares the hex part of Move coin types case-insensitively and the rest exactly', () => {
    expect(comparableAddress('0x5D4B::coin::COIN')).toBe(comparableAddress('0x5d4b::coin::COIN'));
    expect(
      comparableAddress(
        '0x0000000000000000000000000000000000000000000000000000000000000002::sui::SUI',
      ),
    ).toBe(comparableAddress('0x2::sui::SUI'));
    expect(comparableAddress('0x5d4b::coin::COIN')).not.toBe(
      comparableAddress('0x5d4b::coin::coin'),
    );
  });

  it('keeps base58 addresses exact, because their case is meaningful', () => {
    const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
    expect(comparableAddress(mint)).toBe(mint);
    expect(comparableAddress(mint.toLowerCase())).not.toBe(mint);
  });
});

describe('shortAddress', () => {
  it('keeps the first 6 and last 4 characters', () => {
    expect(shortAddress('0xaf88d065e77c8cC2239327C5EDb3A432268e5831')).toBe('0xaf88…5831');
  });

  it('shortens any long identifier the same way, including Move coin types', () => {
    expect(shortAddress('0x2::sui::SUI')).toBe('0x2::s…:SUI');
  });

  it('leaves values of 12 characters or fewer whole', () => {
    expect(shortAddress('0x1234')).toBe('0x1234');
    expect(shortAddress(' 0x1234abcd12 ')).toBe('0x1234abcd12');
  });
});

describe('chain resolution for tokens', () => {
  it('maps each source spelling of a chain to one canonical id', () => {
    const chainOf = createChainResolver();
    expect(chainOf(orbiter('Arbitrum', '42161')).id).toBe('arbitrum');
    expect(
      chainOf({
        protocol: 'Stargate',
        chainKey: 'arbitrum',
        address: '',
        symbol: 'USDC',
        decimals: 6,
        isBridgeable: true,
        isVerified: false,
        tags: [],
      }).id,
    ).toBe('arbitrum');
    expect(
      chainOf({
        protocol: 'Wormhole',
        key: 'USDCarbitrum',
        symbol: 'USDC',
        nativeChain: 'Arbitrum',
        chain: 'Arbitrum',
        decimals: 6,
        foreignAssets: [],
      }).id,
    ).toBe('arbitrum');
  });

  it('falls back to the Orbiter chain id when the chain name is unknown', () => {
    expect(canonicalChainOf(orbiter('Arbitrum One Mainnet (new)', '42161')).id).toBe('arbitrum');
  });

  it('keeps an unknown chain visible under its own name', () => {
    const chain = canonicalChainOf(orbiter('Brand New Chain', '999999999'));
    expect(chain.known).toBe(false);
    expect(chain.name).toBe('Brand New Chain');
  });
});

describe('foldSymbol', () => {
  it('upper-cases plain symbols', () => {
    expect(foldSymbol('USDt')).toBe('USDT');
    expect(foldSymbol(' weETH ')).toBe('WEETH');
  });

  it('maps currency-sign, Cyrillic and Greek look-alikes to the Latin letters they imitate', () => {
    expect(foldSymbol('USD₮0')).toBe('USDT0');
    expect(foldSymbol('USDС')).toBe('USDC'); // Cyrillic Es
    expect(foldSymbol('ΕΤΗ')).toBe('ETH'); // Greek Epsilon, Tau, Eta
  });

  it('folds full-width letters and removes invisible characters', () => {
    expect(foldSymbol('ＵＳＤＣ')).toBe('USDC');
    expect(foldSymbol('US\u200BDC')).toBe('USDC');
  });
});
