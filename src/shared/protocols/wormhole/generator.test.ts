// The shipped Wormhole file, generated from Wormhole's own token registry (generator.mjs).
import { beforeAll, describe, expect, it } from 'vitest';
import { foldPortal, generateWormhole, loadRegistry, type ConnectCatalogue } from './generator.mjs';
import { parseWormhole } from './source';

let catalogue: ConnectCatalogue;

beforeAll(async () => {
  catalogue = generateWormhole(await loadRegistry());
});

/** The entry of origin of a symbol on a chain (what Connect lists under `tokens`). */
function nativeOn(symbol: string, chain: string) {
  return Object.values(catalogue.tokens).find(
    (entry) => entry.symbol === symbol && entry.nativeChain === chain,
  );
}

describe('the Wormhole catalogue generated from the registry', () => {
  it.each(['Ethereum', 'Solana', 'Bsc', 'Polygon', 'Avalanche', 'Arbitrum', 'Optimism', 'Base'])(
    'has native USDC on %s, with its contract as tokenId',
    (chain) => {
      const usdc = nativeOn('USDC', chain);
      // Binance-Peg USDC on BNB Chain has 18 decimals; every other native USDC has 6.
      expect(usdc).toMatchObject({ tokenId: { chain }, decimals: chain === 'Bsc' ? 18 : 6 });
      expect(usdc?.tokenId?.address).toMatch(/\w{32,}/);
    },
  );

  it('has ETH native on Ethereum as a native coin: nativeChain and no tokenId', () => {
    expect(catalogue.tokens.ETH).toEqual({
      key: 'ETH',
      symbol: 'ETH',
      nativeChain: 'Ethereum',
      decimals: 18,
    });
  });

  it("lists a wrapped deployment under its token's key: Ethereum's USDC on Solana", () => {
    const key = nativeOn('USDC', 'Ethereum')?.key ?? '';
    expect(catalogue.wrappedTokens[key]?.Solana).toBe(
      'A9mUU4qviSctJVPJdBJWkb28deg915LYJKrzQ19ji3FM',
    );
    // Decimals are numbers, never strings.
    for (const entry of Object.values(catalogue.tokens))
      expect(typeof entry.decimals).toBe('number');
  });

  it('keeps one entry per chain of origin under unique keys when a key is native on two', () => {
    expect(nativeOn('ETH', 'MegaETH')?.key).toBe('ETH.MegaETH');
    expect(nativeOn('USDT', 'Ethereum')?.key).toBe('USDT');
    expect(nativeOn('USDT', 'Celo')?.key).toBe('USDT.Celo');
    for (const [key, entry] of Object.entries(catalogue.tokens)) expect(entry.key).toBe(key);
  });

  it('parses with the Wormhole parser, nothing skipped, 60 tokens or more', () => {
    const parsed = parseWormhole(JSON.parse(JSON.stringify(catalogue)));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.skipped).toBe(0);
    expect(parsed.tokens.length).toBe(Object.keys(catalogue.tokens).length);
    expect(parsed.tokens.length).toBeGreaterThanOrEqual(60);
    const usdc = parsed.tokens.find((token) => token.key === nativeOn('USDC', 'Ethereum')?.key);
    expect(usdc?.foreignAssets.map((asset) => asset.chainName)).toContain('Solana');
  });

  it('generates the shape by the rules, not from a list: a made-up registry', () => {
    const made = generateWormhole([
      { key: 'AAA', symbol: 'AAA', decimals: 9, address: 'native', chain: 'Sui' },
      { key: 'AAA', symbol: 'AAA', decimals: 9, address: '0xaaa', chain: 'Base', original: 'Sui' },
      { key: 'AAA', symbol: 'AAA', decimals: 18, address: '0xbbb', chain: 'Base' },
      {
        key: 'AAA',
        symbol: 'AAA',
        decimals: 18,
        address: '0xccc',
        chain: 'Celo',
        original: 'Base',
      },
    ]);
    expect(made).toEqual({
      tokens: {
        AAA: { key: 'AAA', symbol: 'AAA', nativeChain: 'Sui', decimals: 9 },
        'AAA.Base': {
          key: 'AAA.Base',
          symbol: 'AAA',
          tokenId: { chain: 'Base', address: '0xbbb' },
          nativeChain: 'Base',
          decimals: 18,
        },
      },
      wrappedTokens: { AAA: { Base: '0xaaa' }, 'AAA.Base': { Celo: '0xccc' } },
    });
  });
});

describe("folding in Portal's runtime list", () => {
  it('adds the tokens the registry lacks and replaces none of it', () => {
    const usdcKey = nativeOn('USDC', 'Ethereum')?.key ?? '';
    const usdcAddress = catalogue.tokens[usdcKey]?.tokenId?.address ?? '';
    const { catalogue: folded, added } = foldPortal(catalogue, {
      W: {
        key: 'W',
        symbol: 'W',
        tokenId: { chain: 'Solana', address: '85VBFQZC9TZkfaptBWjvUw7YbZjy52A6mjtPGjstQAmQ' },
        decimals: 6,
      },
      // The registry's own USDC under another key and address case: already listed.
      USDCport: {
        key: 'USDCport',
        symbol: 'USDC',
        tokenId: { chain: 'ethereum', address: usdcAddress.toUpperCase() },
        decimals: 6,
      },
      // A key the registry has: the registry's entry stays.
      ETH: {
        key: 'ETH',
        symbol: 'XXX',
        tokenId: { chain: 'Ethereum', address: '0x1' },
        decimals: 1,
      },
    });
    expect(added).toEqual(['W']);
    expect(folded.tokens.W?.symbol).toBe('W');
    expect(folded.tokens.ETH).toEqual(catalogue.tokens.ETH);
    expect(Object.keys(folded.tokens)).toHaveLength(Object.keys(catalogue.tokens).length + 1);
    expect(parseWormhole(folded)).toMatchObject({ ok: true, skipped: 0 });
  });
});
