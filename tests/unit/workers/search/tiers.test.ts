import { describe, expect, test } from 'vitest';
import { matchReasonText } from '../../../../src/shared/match-reason';
import { COMMON_NAMES, commonNameOf } from '../../../../workers/search/common-names';
import { runSearch } from '../../../../workers/search/search';
import { catalogsOf, fixtureTokens } from '../catalogs';
import { orbiter, stargate, wormhole } from './tokens';

const fixtures = catalogsOf(fixtureTokens());

describe('two tiers of results', () => {
  const small = catalogsOf({
    Wormhole: [
      wormhole('ETH', 'Ethereum', '', { key: 'ETH' }),
      wormhole('USDC', 'Ethereum', '0xa0', { key: 'USDCeth' }),
    ],
    Stargate: [
      stargate('USDT', 'ethereum', '0xdac17f958d2ee523a2206206994597c13d831ec7', {
        name: 'Tether USD',
      }),
      stargate('WETH', 'arbitrum', '0x82', { name: 'Wrapped Ether' }),
      stargate('METH', 'mantle', '0xcd', { name: 'mETH' }),
    ],
    Orbiter: [orbiter('ETH', 'Ethereum', '0x0', { name: 'Ether' })],
  });

  test('eth: exact symbols, then prefix, then inside the symbol, then name and key matches marked', () => {
    const { options, total } = runSearch(small, { query: 'eth' });
    expect(options.map((o) => o.id)).toEqual([
      'Wormhole:ETH',
      'Orbiter:ETH',
      'Stargate:METH',
      'Stargate:WETH',
      'Wormhole:USDC',
      'Stargate:USDT',
    ]);
    expect(total).toBe(6);
    expect(options.slice(0, 4).every((o) => o.matchedBy === undefined)).toBe(true);
    expect(options.slice(4).map((o) => matchReasonText(o.matchedBy!))).toEqual([
      'key: USDCeth',
      'name: Tether USD',
    ]);
  });

  test('an address query is one tier: nothing is marked', () => {
    const { options, matchedByAddress } = runSearch(small, {
      query: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    });
    expect(matchedByAddress).toBe(true);
    expect(options.every((o) => o.matchedBy === undefined)).toBe(true);
  });

  test('eth on the fixtures lists every ETH and WETH option before any name or key match', () => {
    const { options } = runSearch(fixtures, { query: 'eth' });
    const firstOther = options.findIndex((o) => o.matchedBy !== undefined);
    const ethLike = options
      .map((o, index) => ({ symbol: o.token.symbol.trim(), index }))
      .filter(({ symbol }) => symbol === 'ETH' || symbol === 'WETH');
    expect(ethLike.length).toBeGreaterThan(1);
    expect(firstOther).toBeGreaterThan(0);
    expect(ethLike.every(({ index }) => index < firstOther)).toBe(true);
  });
});

describe('names people type', () => {
  test('every table entry is lower-case, trimmed, and none is claimed twice', () => {
    const names = COMMON_NAMES.flatMap((entry) => entry.names);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toBe(name.trim().toLowerCase());
    expect(commonNameOf('  Bitcoin ')?.entry.symbols).toContain('WBTC');
    expect(commonNameOf('bitcoi')).toBeUndefined();
  });

  test('bitcoin finds WBTC and tBTC through the table, in the table order, saying what it means', () => {
    const { options } = runSearch(fixtures, { query: 'bitcoin' });
    const symbols = options.map((o) => o.token.symbol.trim());
    expect(symbols).toContain('WBTC');
    expect(symbols.indexOf('WBTC')).toBeLessThan(symbols.indexOf('tBTC'));
    const wbtc = options.find((o) => o.token.symbol === 'WBTC')!;
    expect(matchReasonText(wbtc.matchedBy!)).toBe('bitcoin means BTC, WBTC, cbBTC, tBTC');
  });

  test('what a common name means comes before other name matches, and takes a name match it also means', () => {
    const small = catalogsOf({
      Wormhole: [],
      Stargate: [stargate('BTC.b', 'avalanche', '0x1', { name: 'Bitcoin' })],
      Orbiter: [
        orbiter('WBTC', 'Ethereum', '0x2', { name: 'Wrapped Bitcoin' }),
        orbiter('WBTC', 'Arbitrum', '0x3', { name: 'WBTC' }),
      ],
    });
    const { options } = runSearch(small, { query: 'bitcoin' });
    expect(options.map((o) => [o.id, matchReasonText(o.matchedBy!)])).toEqual([
      ['Orbiter:WBTC', 'bitcoin means BTC, WBTC, cbBTC, tBTC'],
      ['Stargate:BTC.b', 'name: Bitcoin'],
    ]);
    // Whole: the Arbitrum token, whose name does not say bitcoin, is on the card too.
    expect(options[0]!.availableChains).toEqual(['Ethereum', 'Arbitrum']);
  });

  test('a CoinGecko id word finds a token the table does not name', () => {
    const small = catalogsOf({
      Wormhole: [wormhole('KLAY', 'Klaytn', '0x1', { coinGeckoId: 'klay-token' })],
      Stargate: [],
      Orbiter: [],
    });
    const { options } = runSearch(small, { query: 'klay-tok' });
    expect(options.map((o) => o.matchedBy)).toEqual([
      { field: 'coinGeckoId', value: 'klay-token' },
    ]);
    // 'ether' is not a word start of 'tether': CoinGecko ids match by word, not inside one.
    const tether = catalogsOf({
      Wormhole: [wormhole('USDT', 'Ethereum', '0x2', { key: 'USDT', coinGeckoId: 'tether' })],
      Stargate: [],
      Orbiter: [],
    });
    expect(runSearch(tether, { query: 'ether' }).options).toEqual([]);
  });

  test('the table is not consulted when a symbol matches the query', () => {
    const small = catalogsOf({
      Wormhole: [
        wormhole('SOLANA', 'Solana', '0x1', { key: 'SOLANA' }),
        wormhole('SOL', 'Solana', '0x2', { key: 'SOL' }),
      ],
      Stargate: [],
      Orbiter: [],
    });
    expect(runSearch(small, { query: 'solana' }).options.map((o) => o.id)).toEqual([
      'Wormhole:SOLANA',
    ]);
  });

  test('the table respects the protocol and chain filters', () => {
    const { options } = runSearch(fixtures, { query: 'ether', protocol: 'Stargate' });
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((o) => o.protocol === 'Stargate')).toBe(true);
  });
});

describe('route listing', () => {
  const small = catalogsOf({
    Wormhole: [
      wormhole('USDC', 'Ethereum', '0x1', {
        foreignAssets: [{ chainName: 'Solana', address: 'So1' }],
      }),
      wormhole('W', 'Solana', 'W1', { foreignAssets: [{ chainName: 'Ethereum', address: '0xw' }] }),
      wormhole('ARB', 'Arbitrum', '0x3'),
    ],
    Stargate: [stargate('USDC', 'ethereum', '0x4'), stargate('USDC', 'solana', 'So2')],
    Orbiter: [orbiter('ARB', 'Ethereum', '0x5'), orbiter('ARB', 'Solana', 'So3')],
  });

  test('an empty query with From and To lists every option on the route, most protocols first', () => {
    const { options, total } = runSearch(small, {
      query: '',
      fromChain: 'ethereum',
      toChain: 'solana',
    });
    expect(options.map((o) => o.id)).toEqual([
      'Wormhole:USDC',
      'Stargate:USDC',
      'Orbiter:ARB',
      'Wormhole:W',
    ]);
    expect(total).toBe(4);
  });

  test('the same chain twice, one chain only or no chain lists nothing', () => {
    for (const route of [
      { fromChain: 'ethereum', toChain: 'ethereum' },
      { fromChain: 'ethereum' },
      { toChain: 'solana' },
      {},
    ]) {
      expect(runSearch(small, { query: '  ', ...route }).total).toBe(0);
    }
  });

  test('the protocol filter and the limit apply to the route listing', () => {
    const route = { query: '', fromChain: 'ethereum', toChain: 'solana' };
    expect(runSearch(small, { ...route, protocol: 'Orbiter' }).options.map((o) => o.id)).toEqual([
      'Orbiter:ARB',
    ]);
    const limited = runSearch(small, { ...route, limit: 1 });
    expect(limited.options).toHaveLength(1);
    expect(limited.total).toBe(4);
  });
});
