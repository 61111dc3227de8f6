import { describe, expect, test } from 'vitest';
import { createCatalog } from '../../../../workers/search/catalog';
import { runSearch } from '../../../../workers/search/search';
import { catalogsOf, fixtureTokens } from '../catalogs';
import { orbiter, stargate, wormhole } from './tokens';
import { PROTOCOL_IDS } from '../../../../src/shared/protocol-registry.mjs';

const catalogs = catalogsOf(fixtureTokens());
const ids = (query: Parameters<typeof runSearch>[1]) =>
  runSearch(catalogs, query).options.map((o) => o.id);

describe('runSearch over the fixtures', () => {
  test('finds a symbol in all three protocols, exact matches first in protocol order', () => {
    const result = ids({ query: 'usdc' });
    expect(result.slice(0, 3)).toEqual(['Wormhole:USDC', 'Stargate:USDC', 'Orbiter:USDC']);
    expect(result).toContain('Stargate:USDC.e');
  });

  test('trims the query and ignores case', () => {
    expect(ids({ query: '  UsDc  ' })).toEqual(ids({ query: 'usdc' }));
  });

  test('answers an empty or blank query with no options instead of throwing', () => {
    expect(runSearch(catalogs, { query: '   ' })).toEqual({
      options: [],
      total: 0,
      matchedByAddress: false,
    });
    expect(runSearch(catalogs, { query: undefined as unknown as string }).total).toBe(0);
  });

  test('restricts the answer to the chosen protocol', () => {
    const result = ids({ query: 'usd', protocol: 'Orbiter' });
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((id) => id.startsWith('Orbiter:'))).toBe(true);
  });

  test('matches an unknown protocol to nothing', () => {
    expect(ids({ query: 'usdc', protocol: 'Hop' as never })).toEqual([]);
  });

  test('never matches a Stargate token that is not bridgeable', () => {
    // USCD (a typo trap) and PEPE exist in the Stargate fixture only with isBridgeable false.
    expect(ids({ query: 'uscd', protocol: 'Stargate' })).toEqual([]);
    expect(ids({ query: 'pepe', protocol: 'Stargate' })).toEqual([]);
  });

  test('matches Wormhole on key, Stargate on name and Orbiter on coinKey', () => {
    const tokens = {
      Wormhole: [wormhole('WETH', 'Ethereum', '0x1', { key: 'WETHeth' })],
      Stargate: [stargate('STG', 'ethereum', '0x2', { name: 'StargateToken' })],
      Orbiter: [orbiter('ETH', 'Ethereum', '0x3', { coinKey: 'ETHER-COIN' })],
    };
    const small = catalogsOf(tokens);
    expect(runSearch(small, { query: 'etheth' }).options.map((o) => o.id)).toEqual([
      'Wormhole:WETH',
    ]);
    expect(runSearch(small, { query: 'gatetok' }).options.map((o) => o.id)).toEqual([
      'Stargate:STG',
    ]);
    expect(runSearch(small, { query: 'r-co' }).options.map((o) => o.id)).toEqual(['Orbiter:ETH']);
  });

  test('keeps only options on the From chain, and on both chains of a route', () => {
    const fromEthereum = runSearch(catalogs, { query: 'usd', fromChain: 'ethereum' }).options;
    expect(fromEthereum.length).toBeGreaterThan(0);
    const route = runSearch(catalogs, {
      query: 'usd',
      fromChain: 'ethereum',
      toChain: 'sonic',
    }).options.map((o) => o.id);
    // Only the Stargate USDC fixture reaches Sonic.
    expect(route).toEqual(['Stargate:USDC']);
    const unfiltered = ids({ query: 'usd' });
    expect(fromEthereum.length).toBeLessThan(unfiltered.length);
  });

  test('compares chains canonically across sources (Wormhole Bsc, Stargate bsc, Orbiter BNB Chain)', () => {
    const result = ids({ query: 'usdc', fromChain: 'bsc' });
    expect(result.slice(0, 3)).toEqual(['Wormhole:USDC', 'Stargate:USDC', 'Orbiter:USDC']);
  });

  test('treats From equal to To as that one chain', () => {
    expect(ids({ query: 'usdc', fromChain: 'base' })).toContain('Stargate:USDC');
    expect(ids({ query: 'usdc', fromChain: 'base', toChain: 'base' })).toEqual(
      ids({ query: 'usdc', fromChain: 'base' }),
    );
  });

  test('reports the total before the limit', () => {
    const all = runSearch(catalogs, { query: 'u' });
    const limited = runSearch(catalogs, { query: 'u', limit: 2 });
    expect(limited.options).toEqual(all.options.slice(0, 2));
    expect(limited.total).toBe(all.total);
  });
});

describe('runSearch by address', () => {
  test('finds an EVM address case-insensitively across protocols', () => {
    const result = runSearch(catalogs, { query: '0xA0B86991C6218B36C1D19D4A2E9EB0CE3606EB48' });
    expect(result.matchedByAddress).toBe(true);
    // Every protocol's fixture lists Circle's USDC on Ethereum.
    expect(result.options.map((o) => o.id)).toEqual(
      PROTOCOL_IDS.map((protocol) => `${protocol}:USDC`),
    );
  });

  test('shows the whole token, with the chain of the searched contract highlighted', () => {
    const [option] = runSearch(catalogs, {
      query: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
      protocol: 'Stargate',
    }).options;
    const [bySymbol] = runSearch(catalogs, { query: 'usdc', protocol: 'Stargate' }).options;
    expect(option?.id).toBe('Stargate:USDC');
    expect(option?.availableChains).toEqual(bySymbol?.availableChains);
    expect(option?.availableChains.length).toBeGreaterThan(1);
    expect(option?.highlightChains).toEqual(['arbitrum']);
  });

  test('finds a Sui coin type and a Wormhole wrapped deployment by its address', () => {
    expect(ids({ query: '0x2::sui::SUI' })).toEqual(['Wormhole:SUI', 'Orbiter:SUI']);
    const wrapped =
      '0xaf8cd5edc19c4512f4259f0bee101a40d41ebed738ade5874359610ef8eeced5::coin::COIN';
    expect(ids({ query: wrapped })).toEqual(['Wormhole:WETH']);
  });

  test('finds Solana and Tron addresses exactly', () => {
    expect(ids({ query: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' })).toContain(
      'Orbiter:USDC',
    );
    expect(ids({ query: 'epjfwdd5aufqssqem2qn1xzybapc8g4weggkzwytdt1v' })).toEqual([]);
    expect(ids({ query: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' })).toContain('Orbiter:USDT');
  });

  test("finds nothing for a native coin's placeholder: it is no contract", () => {
    // The fixtures write native ETH with both placeholders (Orbiter the zero address, Stargate
    // 0xEeee…EEeE); searched by symbol, those tokens are there.
    expect(ids({ query: 'eth' })).toEqual(expect.arrayContaining(['Stargate:ETH', 'Orbiter:ETH']));
    for (const placeholder of [
      '0x0000000000000000000000000000000000000000',
      '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
    ]) {
      expect(runSearch(catalogs, { query: placeholder })).toMatchObject({
        options: [],
        total: 0,
        matchedByAddress: true,
      });
    }
  });

  test('says the query was an address even when nothing has it', () => {
    const result = runSearch(catalogs, { query: '0x000000000000000000000000000000000000beef' });
    expect(result).toMatchObject({ matchedByAddress: true });
  });

  test('applies the protocol and chain filters to address matches too', () => {
    const query = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
    expect(ids({ query, protocol: 'Orbiter' })).toEqual(['Orbiter:USDC']);
    const catalog = createCatalog('Stargate', [stargate('USDC', 'ethereum', query)]);
    expect(runSearch([catalog], { query, fromChain: 'arbitrum' }).options).toEqual([]);
  });
});

describe('runSearch on hostile queries', () => {
  const hostile = catalogsOf({
    Wormhole: [wormhole('USDC', 'Ethereum', '0x1')],
    Stargate: [
      stargate('RTL', 'base', '0x2', { name: 'שקל דיגיטלי' }),
      stargate('🚀MOON', 'base', '0x3', { name: 'Rocket' }),
      stargate('A.B', 'base', '0x4', { name: 'dots (and) [brackets] $^|*+?{}\\' }),
    ],
    Orbiter: [orbiter('USDC', 'Ethereum', '0x5')],
  });
  const found = (query: string) => runSearch(hostile, { query }).options.map((o) => o.id);

  test('takes regex metacharacters literally, without errors', () => {
    for (const query of [
      '.*',
      '.',
      '*',
      '+',
      '?',
      '^',
      '$',
      '{',
      '}',
      '(',
      ')',
      '|',
      '[',
      ']',
      '\\',
      '(?<x>',
      '[^a]',
      'a{1,}',
    ]) {
      expect(() => runSearch(hostile, { query }), query).not.toThrow();
    }
    expect(found('.*')).toEqual([]);
    expect(found('a.b')).toEqual(['Stargate:A.B']);
    expect(found('(and)')).toEqual(['Stargate:A.B']);
    expect(found('[brackets]')).toEqual(['Stargate:A.B']);
    expect(found('$^|*+?{}\\')).toEqual(['Stargate:A.B']);
  });

  test('finds emoji and right-to-left text as typed', () => {
    expect(found('🚀')).toEqual(['Stargate:🚀MOON']);
    expect(found('שקל')).toEqual(['Stargate:RTL']);
  });

  test('ignores NUL, other controls and direction marks in the query, as in the data', () => {
    expect(found('US\u0000DC')).toEqual(found('USDC'));
    expect(found('\u202EUSDC\u200F')).toEqual(found('USDC'));
    expect(found('USDC').length).toBe(2);
    expect(runSearch(hostile, { query: '\u0000' }).total).toBe(0);
    expect(runSearch(hostile, { query: '\u202E\u200B' }).total).toBe(0);
  });

  test('answers a query over MAX_QUERY_LENGTH with nothing, at once, whatever its content', () => {
    expect(runSearch(hostile, { query: 'u'.repeat(129) }).total).toBe(0);
    expect(runSearch(hostile, { query: `USDC${' '.repeat(5)}${'x'.repeat(10_000)}` }).total).toBe(
      0,
    );
    expect(runSearch(hostile, { query: '🚀'.repeat(10_000) }).total).toBe(0);
    expect(runSearch(hostile, { query: '1'.repeat(1_000_000) }).total).toBe(0); // base58-looking
    // A query of exactly the limit is searched.
    expect(runSearch(hostile, { query: `${'x'.repeat(120)}USDC`.slice(-128) }).total).toBe(0);
    expect(found(` ${'USDC'} `)).toEqual(found('USDC'));
  });

  test('answers every hostile query over the full fixtures without throwing', () => {
    for (const query of [
      '<img src=x onerror=alert(1)>',
      '<script>',
      '\u0000',
      'a'.repeat(10_000),
      '%00',
      '🏳️‍🌈',
      '\uD800',
    ]) {
      expect(
        () => runSearch(catalogs, { query }),
        JSON.stringify(query.slice(0, 20)),
      ).not.toThrow();
    }
    // The fixtures' rows with markup in their symbol were dropped on the way in: nothing matches.
    expect(ids({ query: '<script>alert(1)</script>' })).toEqual([]);
    expect(ids({ query: 'usdc' }).length).toBeGreaterThan(0);
  });
});
