import { describe, expect, it } from 'vitest';
import {
  closestSymbols,
  createSymbolSuggester,
  damerauLevenshtein,
} from '../../../../workers/search/symbol-typos';

// Roughly what the catalogue holds, most listed first.
// prettier-ignore
const SYMBOLS = [
  'USDC', 'USDT', 'ETH', 'WETH', 'USDC.e', 'WBTC', 'USDt', 'USD₮0', 'USDT0', 'USDbC', 'DAI', 'BTC',
  'tBTC', 'wstETH', 'ETHx', 'SOL', 'WSOL', 'USDe', 'UBTC', 'STG',
];

describe('damerauLevenshtein', () => {
  it('counts insertions, deletions, substitutions and adjacent transpositions as one edit each', () => {
    expect(damerauLevenshtein('USDCC', 'USDC', 3)).toBe(1);
    expect(damerauLevenshtein('WBTX', 'WBTC', 3)).toBe(1);
    expect(damerauLevenshtein('EHT', 'ETH', 3)).toBe(1);
    expect(damerauLevenshtein('SUDC', 'USDC', 3)).toBe(1);
    expect(damerauLevenshtein('ABC', 'ABC', 3)).toBe(0);
    expect(damerauLevenshtein('KITTEN', 'SITTING', 5)).toBe(3);
  });

  it('stops at the bound and answers bound + 1 when the strings are further apart', () => {
    expect(damerauLevenshtein('USDC', 'WSTETH', 2)).toBe(3);
    expect(damerauLevenshtein('A', 'ABCDEFGH', 2)).toBe(3);
    expect(damerauLevenshtein('ABCDEF', 'UVWXYZ', 1)).toBe(2);
  });

  it('handles empty strings and counts code points, not UTF-16 units', () => {
    expect(damerauLevenshtein('', 'ETH', 5)).toBe(3);
    expect(damerauLevenshtein('', '', 1)).toBe(0);
    expect(damerauLevenshtein('USD₮0', 'USDT0', 2)).toBe(1);
    expect(damerauLevenshtein('🦊', '🐱', 2)).toBe(1);
  });
});

describe('closestSymbols', () => {
  it("suggests USDC for 'usdcc'", () => {
    expect(closestSymbols('usdcc', SYMBOLS, 3)[0]).toBe('USDC');
  });

  it("suggests WBTC for 'wbtx'", () => {
    expect(closestSymbols('wbtx', SYMBOLS, 3)[0]).toBe('WBTC');
  });

  it("suggests ETH for the transposition 'eht'", () => {
    expect(closestSymbols('eht', SYMBOLS, 3)).toEqual(['ETH']);
  });

  it('puts an exact match first, then prefixes, then typos', () => {
    expect(closestSymbols('eth', SYMBOLS, 3)).toEqual(['ETH', 'ETHx', 'WETH']);
  });

  it('orders prefix completions by length, then by the caller’s preference', () => {
    expect(closestSymbols('usd', SYMBOLS, 4)).toEqual(['USDC', 'USDT', 'USDe', 'USD₮0']);
  });

  it('matches look-alike spellings through the fold', () => {
    expect(closestSymbols('usdt0', SYMBOLS, 3)).toEqual(['USDT0', 'USD₮0', 'USDT']);
    expect(closestSymbols('usd₮0', ['USDT0'], 2)).toEqual(['USDT0']);
  });

  it('keeps one spelling per folded symbol, preferring capitals', () => {
    expect(closestSymbols('usdt', ['USDt', 'USDT'], 5)).toEqual(['USDT']);
  });

  it('suggests nothing for an unrelated query, an empty query or a zero limit', () => {
    expect(closestSymbols('xyzzy', SYMBOLS, 5)).toEqual([]);
    expect(closestSymbols('   ', SYMBOLS, 5)).toEqual([]);
    expect(closestSymbols('usdc', SYMBOLS, 0)).toEqual([]);
  });

  it('tolerates fewer edits for short queries', () => {
    // 'xt' is two edits from ETH and from BTC: too many for a two-letter query.
    expect(closestSymbols('xt', SYMBOLS, 5)).toEqual([]);
  });

  it('returns at most the limit', () => {
    expect(closestSymbols('us', SYMBOLS, 2)).toHaveLength(2);
  });
});

describe('createSymbolSuggester', () => {
  it('answers repeated queries from one prepared list', () => {
    const suggest = createSymbolSuggester(SYMBOLS);
    expect(suggest('usdcc', 1)).toEqual(['USDC']);
    expect(suggest('wbtx', 1)).toEqual(['WBTC']);
    expect(suggest('stg')).toEqual(['STG']);
  });

  it('answers typos over thousands of symbols, the same answer every time', () => {
    const many = Array.from({ length: 5000 }, (_, i) => `TK${i.toString(36).toUpperCase()}`);
    const suggest = createSymbolSuggester([...SYMBOLS, ...many]);
    const first = suggest('usdcc', 5);
    expect(first[0]).toBe('USDC');
    for (let i = 0; i < 20; i++) expect(suggest('usdcc', 5)).toEqual(first);
    expect(suggest('usdcc', 1)).toEqual(['USDC']);
  });
});
