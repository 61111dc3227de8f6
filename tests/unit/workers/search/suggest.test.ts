import { describe, expect, test } from 'vitest';
import { createCatalog } from '../../../../workers/search/catalog';
import { collectSymbols, suggestSymbols } from '../../../../workers/search/suggest';
import { didYouMean } from '../../../../workers/search/did-you-mean';
import { catalogsOf, fixtureTokens } from '../catalogs';
import { orbiter, stargate, wormhole } from './tokens';
import { PROTOCOL_IDS } from '../../../../src/shared/protocol-registry.mjs';

const symbols = collectSymbols(catalogsOf(fixtureTokens()));

describe('suggestSymbols (typeahead)', () => {
  test('lists the exact symbol, then symbols starting with the query, then containing it, shorter first', () => {
    expect(suggestSymbols(symbols, { query: 'eth' }).map((s) => s.symbol)).toEqual([
      'ETH',
      'WETH',
      'wstETH',
    ]);
    expect(suggestSymbols(symbols, { query: 'USDC' }).map((s) => s.symbol)).toEqual([
      'USDC',
      'USDC.e',
    ]);
  });

  test('names the protocols that carry each symbol, in protocol order', () => {
    expect(suggestSymbols(symbols, { query: 'usdc', limit: 1 })).toEqual([
      // Every protocol's fixture lists USDC.
      { symbol: 'USDC', protocols: [...PROTOCOL_IDS] },
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
      expect(
        didYouMean(symbols, { query: typo, limit: 3 }).map((s) => s.symbol),
        typo,
      ).toContain('USDC');
    }
  });

  test('puts the closest symbol first', () => {
    expect(didYouMean(symbols, { query: 'wbtcc' })[0]?.symbol).toBe('WBTC');
  });

  test('suggests nothing for text far from every symbol', () => {
    expect(didYouMean(symbols, { query: 'zzzzzzzz' })).toEqual([]);
  });

  test('a common name suggests the symbols it means first, from the same table the search uses', () => {
    expect(
      didYouMean(symbols, { query: 'Bitcoin' })
        .slice(0, 2)
        .map((s) => s.symbol),
    ).toEqual(['WBTC', 'tBTC']);
    expect(didYouMean(symbols, { query: 'ether' })[0]?.symbol).toBe('ETH');
  });
});

describe('collectSymbols', () => {
  test('orders symbols by how many listed tokens carry them, most first', () => {
    const catalogs = [
      createCatalog('Wormhole', [
        wormhole('AAA', 'Ethereum', '0x01'),
        wormhole('BBB', 'Ethereum', '0x02'),
      ]),
      createCatalog('Stargate', [
        stargate('BBB', 'base', '0x03'),
        stargate('BBB', 'arbitrum', '0x04'),
        stargate('AAA', 'base', '0x05', { isBridgeable: false }),
      ]),
    ];
    expect(collectSymbols(catalogs).map((e) => [e.symbol, e.tokenCount, e.protocols])).toEqual([
      ['BBB', 3, ['Wormhole', 'Stargate']],
      ['AAA', 1, ['Wormhole']],
    ]);
  });
});

describe('suggestSymbols limits', () => {
  const many = collectSymbols([
    createCatalog(
      'Orbiter',
      Array.from({ length: 20 }, (_, i) =>
        orbiter(`TOK${String(i).padStart(2, '0')}`, 'Ethereum', `0x${i + 10}`),
      ),
    ),
  ]);

  test('offers 8 typeahead symbols unless asked for another number', () => {
    expect(suggestSymbols(many, { query: 'tok' })).toHaveLength(8);
    expect(suggestSymbols(many, { query: 'tok', limit: 12 })).toHaveLength(12);
  });

  test('offers 5 did-you-mean symbols unless asked for another number', () => {
    expect(didYouMean(many, { query: 'tokk' })).toHaveLength(5);
    expect(didYouMean(many, { query: 'tokk', limit: 2 })).toHaveLength(2);
  });
});

describe('suggestSymbols (did you mean) over the typo suggester', () => {
  test('offers one button for spellings that differ only in case, in capitals', () => {
    const result = didYouMean(symbols, { query: 'ustd' }).map((s) => s.symbol);
    expect(result[0]).toBe('USDT');
    expect(result).not.toContain('USDt');
  });

  test('matches look-alike characters as the letters they imitate', () => {
    expect(didYouMean(symbols, { query: 'usdt0' })[0]?.symbol).toBe('USDT0');
    expect(didYouMean(symbols, { query: 'usdt0' }).map((s) => s.symbol)).toContain('USD₮0');
  });

  test('breaks a tie between equally close symbols in favour of the one more tokens carry', () => {
    const catalogs = [
      createCatalog('Stargate', [
        stargate('ABCX', 'base', '0x01'),
        stargate('ABCY', 'base', '0x02'),
        stargate('ABCY', 'arbitrum', '0x03'),
      ]),
    ];
    expect(didYouMean(collectSymbols(catalogs), { query: 'abcz' }).map((s) => s.symbol)).toEqual([
      'ABCY',
      'ABCX',
    ]);
  });

  test('answers a blank query with nothing', () => {
    expect(didYouMean(symbols, { query: ' ' })).toEqual([]);
  });
});

describe('suggestSymbols on hostile queries', () => {
  test('a query over the limit gets no suggestions, typeahead or did-you-mean', () => {
    const long = 'U'.repeat(10_000);
    expect(suggestSymbols(symbols, { query: long })).toEqual([]);
    expect(didYouMean(symbols, { query: long })).toEqual([]);
  });

  test('control and direction characters are ignored, regex metacharacters taken literally', () => {
    expect(suggestSymbols(symbols, { query: '\u202EUS\u0000DC' })).toEqual(
      suggestSymbols(symbols, { query: 'USDC' }),
    );
    for (const query of ['.*', '[', '(', '\\', '🚀', 'שקל', '\u0000']) {
      expect(() => suggestSymbols(symbols, { query }), query).not.toThrow();
      expect(() => didYouMean(symbols, { query }), query).not.toThrow();
    }
  });
});
