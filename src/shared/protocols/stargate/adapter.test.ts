import { describe, expect, test } from 'vitest';
import { stargate, type StargateToken } from './adapter';

const SITE = 'https://stargate.finance/';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

function token(patch: Partial<StargateToken> = {}): StargateToken {
  return {
    protocol: 'Stargate',
    chainKey: 'ethereum',
    address: USDC,
    symbol: 'USDC',
    name: 'USD Coin',
    decimals: 6,
    isBridgeable: true,
    isVerified: true,
    logoURI: 'https://example.org/usdc.png',
    tags: ['stable'],
    ...patch,
  };
}

describe('stargate adapter', () => {
  test('reads chainKey and address, with no other deployments', () => {
    expect(stargate.chain(token())).toBe('ethereum');
    expect(stargate.address(token())).toBe(USDC);
    expect(stargate.otherDeployments(token())).toEqual([]);
    expect(stargate.onChain(token(), { chainName: 'base', address: '0xb' })).toMatchObject({
      chainKey: 'base',
      address: '0xb',
      isVerified: true,
    });
  });

  test('lists only bridgeable tokens and matches the name besides the symbol', () => {
    expect(stargate.listed(token())).toBe(true);
    expect(stargate.listed(token({ isBridgeable: false }))).toBe(false);
    expect(stargate.searchFields(token())).toEqual([['name', 'USD Coin']]);
  });

  test("0xEeee…EEeE is the chain's own coin", () => {
    const eth = token({ symbol: 'ETH', address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' });
    expect(stargate.nativeCoinMarker(eth)).toBe(true);
    expect(stargate.markedNative(eth)).toBe(true);
    expect(stargate.nativeCoinMarker(token())).toBe(false);
  });

  test('cards show its name, logo, tags and verified flag', () => {
    expect(stargate.detail(token())).toBe('USD Coin');
    expect(stargate.logo(token())).toBe('https://example.org/usdc.png');
    expect(stargate.tags(token())).toEqual(['stable']);
    expect(stargate.verified(token())).toBe(true);
    expect(stargate.coinGeckoId(token())).toBeUndefined();
    expect(stargate.showsContract).toBe(true);
  });

  test("its '.e' tokens are not read as bridged from Ethereum", () => {
    expect(stargate.dotEMeansEthereum).toBe(false);
    expect(stargate.delivery).toBe('listed');
  });

  test('links by the departure contract, and needs one', () => {
    expect(stargate.linkNeedsAddress).toBe(true);
    expect(
      stargate.deepLink(token(), {
        site: SITE,
        departure: 'ethereum',
        departureContract: { chainName: 'ethereum', address: USDC },
        destination: 'base',
      }),
    ).toBe(`${SITE}bridge?srcChain=ethereum&srcToken=${USDC}&dstChain=base`);
    expect(
      stargate.deepLink(token(), {
        site: SITE,
        departure: 'ethereum',
        departureContract: { chainName: 'ethereum', address: '' },
        destination: undefined,
      }),
    ).toBeUndefined();
  });
});
