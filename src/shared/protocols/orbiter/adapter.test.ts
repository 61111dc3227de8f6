import { describe, expect, test } from 'vitest';
import { orbiter, type OrbiterToken } from './adapter';

const SITE = 'https://www.orbiter.finance/';
const ZERO = '0x0000000000000000000000000000000000000000';

function token(patch: Partial<OrbiterToken> = {}): OrbiterToken {
  return {
    protocol: 'Orbiter',
    symbol: 'ETH',
    name: 'Ether',
    address: ZERO,
    decimals: 18,
    chainName: 'zkSync Era Mainnet',
    chainId: '324',
    coinKey: 'ethereum',
    isNative: true,
    ...patch,
  };
}

describe('orbiter adapter', () => {
  test('reads chainName and address, and gives its chain id as a hint', () => {
    expect(orbiter.chain(token())).toBe('zkSync Era Mainnet');
    expect(orbiter.address(token())).toBe(ZERO);
    expect(orbiter.chainIdHint(token())).toBe('324');
    expect(orbiter.onChain(token(), { chainName: 'Base', address: '0xb' })).toMatchObject({
      chainName: 'Base',
      address: '0xb',
      isNative: true,
    });
  });

  test('matches name and coinKey besides the symbol, in that order', () => {
    expect(orbiter.searchFields(token())).toEqual([
      ['name', 'Ether'],
      ['coinKey', 'ethereum'],
    ]);
  });

  test("its isNative flag marks the gas coin; Solana's native mint is SOL unless named wrapped", () => {
    expect(orbiter.markedNative(token())).toBe(true);
    expect(orbiter.nativeCoinMarker(token())).toBe(true);
    const sol = token({
      symbol: 'SOL',
      name: 'Solana',
      chainName: 'Solana',
      address: 'So11111111111111111111111111111111111111112',
    });
    expect(orbiter.nativeCoinMarker(sol)).toBe(true);
    expect(orbiter.nativeCoinMarker({ ...sol, name: 'Wrapped SOL' })).toBe(false);
  });

  test('links by the symbol and the route', () => {
    expect(
      orbiter.deepLink(token(), {
        site: SITE,
        departure: 'Ethereum',
        departureContract: undefined,
        destination: 'Base',
      }),
    ).toBe(`${SITE}?source=Ethereum&dest=Base&token=ETH`);
  });
});
