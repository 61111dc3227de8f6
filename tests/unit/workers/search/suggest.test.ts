import { describe, expect, test } from 'vitest';
import { allowedTypos, collectSymbols, osaDistance, suggestSymbols } from '../../../../workers/search/suggest';
import { catalogsOf, fixtureTokens } from '../catalogs';

const symbols = collectSymbols(catalogsOf(fixtureTokens()));

describe('suggestSymbols (typeahead)', () => {
  test('lists the exact symbol, then symbols starting with the query, then containing it, shorter first', () => {
    expect(suggestSymbols(symbols, { query: 'eth' }).map((s) => s.symbol)).toEqual(['ETH', 'WETH', 'wstETH']);
    expect(suggestSymbols(symbols, { query: 'USDC' }).map((s) => s.symbol)).toEqual(['USDC', 'USDC.e']);
  });

  test('names the protocols that carry each symbol, in protocol order', () => {
    expect(suggestSymbols(symbols, { query: 'usdc', limit: 1 })).toEqual([
      { symbol: 'USDC', protocols: ['Wormhole', 'Stargate', 'Orbiter'] },
    ]);
  });

  test('keeps case and look-alike variants as separate suggestions', () => {
    const result = suggestSymbols(symbols, { query: 'usdt', limit: 20 }).map((s) => s.symbol);
    expect(result).toEqual(expect.arrayContaining(['USDT', 'USDt', 'USDT0']));
  });

  test('leaves out Stargate symbols that are not bridgeable', () => {
    expect(suggestSymbols(symbols, { query: 'pepe' })).toEqual([]);
  });

  test('answers a blank query or a zero limit with nothing, and caps the limit', () => {
    expect(suggestSymbols(symbols, { query: '  ' })).toEqual([]);
    expect(suggestSymbols(symbols, { query: 'u', limit: 0 })).toEqual([]);
    expect(suggestSymbols(symbols, { query: 'u', limit: 2 })).toHaveLength(2);
  });
});

describe('suggestSymbols (did you mean)', () => {
  test('suggests USDC for the typos usdcc, uscd and sudc', () => {
    for (const typo of ['usdcc', 'uscd', 'sudc']) {
      expect(suggestSymbols(symbols, { query: typo, fuzzy: true, limit: 3 }).map((s) => s.symbol), typo).toContain('USDC');
    }
  });

  test('puts the closest symbol first', () => {
    expect(suggestSymbols(symbols, { query: 'wbtcc', fuzzy: true })[0]?.symbol).toBe('WBTC');
  });

  test('suggests nothing for text far from every symbol', () => {
    expect(suggestSymbols(symbols, { query: 'zzzzzzzz', fuzzy: true })).toEqual([]);
  });
});

describe('osaDistance', () => {
  test('counts insertions, deletions, substitutions and adjacent swaps as one edit each', () => {
    expect(osaDistance('usdc', 'usdc', 2)).toBe(0);
    expect(osaDistance('usdc', 'usdcc', 2)).toBe(1);
    expect(osaDistance('usdc', 'usd', 2)).toBe(1);
    expect(osaDistance('usdc', 'usdt', 2)).toBe(1);
    expect(osaDistance('usdc', 'uscd', 2)).toBe(1);
    expect(osaDistance('ca', 'abc', 5)).toBe(3); // OSA, not full Damerau: no edit inside a swap
  });

  test('stops early once the distance exceeds the allowance', () => {
    expect(osaDistance('usdc', 'wrapped ether', 2)).toBe(3);
    expect(osaDistance('abcdef', 'uvwxyz', 1)).toBe(2);
  });

  test('allows one typo up to five characters, then more', () => {
    expect([1, 5, 6, 9, 30].map(allowedTypos)).toEqual([1, 1, 2, 3, 3]);
  });
});
