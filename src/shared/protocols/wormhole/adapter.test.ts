import { describe, expect, test } from 'vitest';
import { wormhole, type WormholeToken } from './adapter';

const SITE = 'https://portalbridge.com/';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

function token(patch: Partial<WormholeToken> = {}): WormholeToken {
  return {
    protocol: 'Wormhole',
    key: 'USDCeth',
    symbol: 'USDC',
    nativeChain: 'Ethereum',
    chain: 'Ethereum',
    tokenId: { chain: 'Ethereum', address: USDC },
    coinGeckoId: 'usd-coin',
    decimals: 6,
    foreignAssets: [{ chainName: 'Solana', address: 'EPjFWdd5' }],
    ...patch,
  };
}

describe('wormhole adapter', () => {
  test('reads chain and address from tokenId, and its foreign assets as other deployments', () => {
    expect(wormhole.chain(token())).toBe('Ethereum');
    expect(wormhole.address(token())).toBe(USDC);
    expect(wormhole.address(token({ tokenId: undefined }))).toBe('');
    expect(wormhole.otherDeployments(token())).toEqual([
      { chainName: 'Solana', address: 'EPjFWdd5' },
    ]);
  });

  test('moves a token to another chain, dropping the tokenId where that chain has no address', () => {
    expect(wormhole.onChain(token(), { chainName: 'Solana', address: 'EPjFWdd5' })).toMatchObject({
      chain: 'Solana',
      tokenId: { chain: 'Solana', address: 'EPjFWdd5' },
    });
    expect(wormhole.onChain(token(), { chainName: 'Sui', address: ' ' }).tokenId).toBeUndefined();
  });

  test('matches its key besides the symbol and lists every token', () => {
    expect(wormhole.searchFields(token())).toEqual([['key', 'USDCeth']]);
    expect(wormhole.listed(token())).toBe(true);
  });

  test('a gas token without a tokenId is the native coin; a wrapped flag of true is wrapped', () => {
    expect(wormhole.nativeCoinMarker(token({ tokenId: undefined }))).toBe(true);
    expect(wormhole.markedNative(token({ tokenId: undefined }))).toBe(true);
    expect(wormhole.nativeCoinMarker(token())).toBe(false);
    expect(wormhole.marksWrapped(token({ wrappedAsset: true }))).toBe(true);
    // A string names the wrapped form of a gas token: a badge, not a wrapped variant.
    expect(wormhole.marksWrapped(token({ wrappedAsset: 'WETH' }))).toBe(false);
    expect(wormhole.wrappedBadge(token({ wrappedAsset: 'WETH' }))).toBe(true);
  });

  test('cards show the key as detail, no name or logo, and the CoinGecko id', () => {
    expect(wormhole.detail(token())).toBe('USDCeth');
    expect(wormhole.name(token())).toBeUndefined();
    expect(wormhole.logo(token())).toBeUndefined();
    expect(wormhole.coinGeckoId(token())).toBe('usd-coin');
    expect(wormhole.showsContract).toBe(false);
  });

  test('its home chain is the native chain, when the source names one', () => {
    expect(wormhole.homeChain(token())).toBe('Ethereum');
    expect(wormhole.homeChain(token({ nativeChain: ' ' }))).toBeUndefined();
    expect(wormhole.delivery).toBe('token-bridge');
  });

  test("links Portal with the route and the asset's symbol, and not without a departure", () => {
    const route = { site: SITE, departureContract: undefined };
    expect(
      wormhole.deepLink(token(), { ...route, departure: 'Ethereum', destination: 'Solana' }),
    ).toBe(`${SITE}?sourceChain=ethereum&targetChain=solana&asset=USDC`);
    expect(
      wormhole.deepLink(token(), { ...route, departure: ' ', destination: undefined }),
    ).toBeUndefined();
  });
});
